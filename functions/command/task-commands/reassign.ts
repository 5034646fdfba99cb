import type { TaskCommand } from '#shared/api/endpoints/tasks.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { badRequest, conflict } from '../../core/http/errors.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { act } from './act.js';

type Payload = Extract<TaskCommand, { type: 'reassign' }>['payload'];

export const NOT_A_USER = 'No active user of the organization has this e-mail';

/**
 * Reassign to a user of the task's organization, by e-mail (the web shows "Error reassigning task" when
 * it fails). Not to the current assignee, and a governance task (a review) never to its requester: nobody
 * decides on their own request.
 */
export function reassign(tenant: TenantContext, payload: Payload) {
  return act(
    tenant,
    { kind: 'action', action: 'reassign' },
    {
      ...payload,
      async assignee(task) {
        const user = await tenantData(task.orgId).userByEmail(payload.assigneeEmail);
        if (!user || user.status !== 'active') {
          throw badRequest(NOT_A_USER, [{ path: 'body.payload.assigneeEmail', message: NOT_A_USER }]);
        }
        if (user.userId === task.assigneeId) throw conflict(`The task is already assigned to ${user.email}`);
        if (
          task.type === 'governance' &&
          user.userId === task.requesterId &&
          task.requesterOrgId === task.orgId
        ) {
          throw conflict('The requester cannot decide on their own request');
        }
        return { userId: user.userId, email: user.email };
      },
    },
  );
}
