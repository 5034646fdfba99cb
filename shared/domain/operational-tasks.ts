/**
 * The operational tasks page of the operator organizations' staff (spec 2 §2 /admin/operationalTasks,
 * §6 "Operational tasks … appear only for two operator organizations"): the tasks it lists and its time
 * filter. Pure.
 */
import { ORGANIZATION_SETUP_SUBTYPES } from './organization-setup-tasks.js';
import { OPERATOR_PRODUCTION_SUBTYPES, SERVICE_REQUEST_SUBTYPES } from './production-order.js';

/**
 * Support and assisted-search tasks, the organization set-up family, the operator's steps of a
 * production order (verify, generate, review) and the requests for adjustment and playlist structure: each lives in the partition of the organization it
 * concerns, and the operator staff work on it there (docs/decisions.md "Task workflow (issue 13)",
 * "Production orders").
 */
export const OPERATIONAL_TASK_SUBTYPES = [
  'support-ticket',
  'assisted-search',
  ...ORGANIZATION_SETUP_SUBTYPES,
  ...OPERATOR_PRODUCTION_SUBTYPES,
  ...SERVICE_REQUEST_SUBTYPES,
] as const;
export type OperationalTaskSubtype = (typeof OPERATIONAL_TASK_SUBTYPES)[number];

/** How far back the page looks: the last day, week, 30 days, or everything. */
export const OPERATIONAL_TASK_PERIODS = ['day', 'week', 'month', 'all'] as const;
export type OperationalTaskPeriod = (typeof OPERATIONAL_TASK_PERIODS)[number];
export const DEFAULT_OPERATIONAL_TASK_PERIOD: OperationalTaskPeriod = 'month';

const PERIOD_DAYS: Record<Exclude<OperationalTaskPeriod, 'all'>, number> = { day: 1, week: 7, month: 30 };

/** The oldest creation time the period shows (ISO), or null for everything. */
export function periodStart(period: OperationalTaskPeriod, now: number = Date.now()): string | null {
  return period === 'all' ? null : new Date(now - PERIOD_DAYS[period] * 86_400_000).toISOString();
}

export function isOperationalTask(subtype: string): subtype is OperationalTaskSubtype {
  return (OPERATIONAL_TASK_SUBTYPES as readonly string[]).includes(subtype);
}
