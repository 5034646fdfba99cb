import type { TaskCommand } from '#shared/api/endpoints/tasks.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { act } from './act.js';

type Payload = Extract<TaskCommand, { type: 'complete' }>['payload'];

/** Complete: the assignee did the work (a reviewer approves); a waiting state machine goes on. */
export function complete(tenant: TenantContext, payload: Payload) {
  return act(tenant, { kind: 'action', action: 'complete' }, payload);
}
