import type { TaskCommand } from '#shared/api/endpoints/tasks.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { act } from './act.js';

type Payload = Extract<TaskCommand, { type: 'resetAssignee' }>['payload'];

/** Reset assignee: nobody holds the task any more; it is offered to its candidates again. */
export function resetAssignee(tenant: TenantContext, payload: Payload) {
  return act(tenant, { kind: 'action', action: 'resetAssignee' }, { ...payload, assignee: null });
}
