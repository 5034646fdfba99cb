/**
 * Which approved tasks are billable services and enter the approved-task ledger (spec 2 §3 "Ledger
 * entry: task, approvedAt, takenAt, amount, units"; spec 2 §2 /approved-task-ledger; issue 13). The
 * finance issue prices the rows later; this rule only says which tasks leave one. Pure: unit-tested in
 * approved-task-ledger.test.ts; the choice is recorded in docs/decisions.md "Approved-task ledger".
 */
import { familyOf, type TaskSubtype, type TaskSubtypeFamily, type TaskType } from './task-subtypes.js';
import type { TaskStatus } from './task-statuses.js';

/**
 * The catalogue's families whose operation tasks are services the operator delivers (spec 2 §2's service
 * consumption areas: optimization, translation, processing, assistance): producing, adjusting, rendering
 * and translating videos, building playlists, writing test scripts, and assisted search.
 */
export const BILLABLE_TASK_FAMILIES: readonly TaskSubtypeFamily[] = [
  'video-production',
  'optimization',
  'translation',
  'render',
  'adjustment',
  'playlists',
  'testing',
];

/** Billable subtypes of otherwise free families: assisted search is the "assistance" service. */
const BILLABLE_SUBTYPES: readonly TaskSubtype[] = ['assisted-search'];

/**
 * A billable service: an operation task (watch-video tasks are training, governance tasks are the
 * customer's own decisions) of a service family.
 */
export function isBillableTask(task: { type: TaskType; subtype: TaskSubtype }): boolean {
  if (task.type !== 'operation') return false;
  return BILLABLE_TASK_FAMILIES.includes(familyOf(task.subtype)) || BILLABLE_SUBTYPES.includes(task.subtype);
}

/** A task is approved when it becomes completed (complete, close as completed, the organization's completion). */
export function entersLedger(
  task: { type: TaskType; subtype: TaskSubtype; status: TaskStatus },
  to: TaskStatus,
): boolean {
  return to === 'completed' && task.status !== 'completed' && isBillableTask(task);
}
