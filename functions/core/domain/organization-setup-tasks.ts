/**
 * Creates the organization set-up tasks (issue 13; the rule is shared/domain/organization-setup-tasks.ts)
 * where their events happen. A task goes into the partition of the organization it concerns, as an
 * operational task the operator staff list and work on (/admin/operationalTasks); its id comes from the
 * event's once key, so a repeated event finds the task there and adds none.
 *
 * It runs after the user's change has been saved: the set-up task is the operator's follow-up, so a
 * failed write is logged and the user's action still succeeds (docs/decisions.md "Task workflow").
 */
import { createHash } from 'node:crypto';
import {
  organizationSetupTask,
  type OrganizationSetupEvent,
} from '#shared/domain/organization-setup-tasks.js';
import { conditionally } from '../data/errors.js';
import { taskData } from '../data/task-data.js';
import { logger } from '../http/logger.js';
import type { TenantContext } from '../http/tenant.js';
import { displayNameOf } from './tasks.js';

/** Who the event was of: the task's requester (the admin who saved, the user who signed up or in). */
export interface SetupRequester {
  userId: string;
  email: string;
  name: string;
  orgId: string;
}

/** The signed-in caller as a set-up task's requester. */
export async function setupRequesterOf(tenant: TenantContext): Promise<SetupRequester> {
  return {
    userId: tenant.userId,
    email: tenant.email,
    name: await displayNameOf(tenant),
    orgId: tenant.orgId,
  };
}

/** A user a Cognito trigger names (sign-up, sign-in) as a set-up task's requester. */
export function setupRequesterFromAttributes(
  orgId: string,
  userId: string,
  attributes: Record<string, string | undefined>,
): SetupRequester {
  return {
    userId,
    email: attributes.email?.toLowerCase() ?? '',
    name: [attributes.given_name, attributes.family_name].filter(Boolean).join(' '),
    orgId,
  };
}

/** A UUID-shaped id derived from the organization and the once key: the same event, the same id. */
export function setupTaskId(orgId: string, onceKey: string): string {
  const hex = createHash('sha256').update(`organization-setup\n${orgId}\n${onceKey}`).digest('hex');
  // Version 5-style nibbles keep it a well-formed UUID for every schema that checks ids.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ].join('-');
}

/** A set-up task this call created: what announcing it to the operator staff needs. */
export interface CreatedSetupTask {
  orgId: string;
  taskId: string;
  taskTitle: string;
}

/**
 * The event's task, once. Answers the task when this call created it, null when it existed already or
 * could not be written (logged: the event's own change stands).
 */
export async function createOrganizationSetupTask(
  event: OrganizationSetupEvent,
  requester: SetupRequester,
): Promise<CreatedSetupTask | null> {
  const task = organizationSetupTask(event);
  const taskId = setupTaskId(task.orgId, task.onceKey);
  try {
    const created = await conditionally(() =>
      taskData(task.orgId).createTask({
        taskId,
        subtype: task.subtype,
        type: task.type,
        taskTitle: task.taskTitle,
        requester,
      }),
    );
    if (created)
      logger.info('organization set-up task created', { orgId: task.orgId, taskId, subtype: task.subtype });
    return created ? { orgId: task.orgId, taskId, taskTitle: task.taskTitle } : null;
  } catch (error) {
    logger.error('organization set-up task not created', {
      orgId: task.orgId,
      subtype: task.subtype,
      error: error as Error,
    });
    return null;
  }
}

/** Several events' tasks (e.g. every domain added in one save), each once: the ones created. */
export async function createOrganizationSetupTasks(
  events: readonly OrganizationSetupEvent[],
  requester: SetupRequester,
): Promise<CreatedSetupTask[]> {
  const created = await Promise.all(events.map((event) => createOrganizationSetupTask(event, requester)));
  return created.filter((task): task is CreatedSetupTask => task !== null);
}
