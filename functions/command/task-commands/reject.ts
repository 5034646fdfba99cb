import type { TaskCommand } from '#shared/api/endpoints/tasks.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { act } from './act.js';

type Payload = Extract<TaskCommand, { type: 'reject' }>['payload'];

/**
 * Reject, always with a comment saying why ("comment cannot be empty"): the assignee declines the work
 * or a reviewer refuses it; a waiting state machine's step fails with Task.Rejected.
 */
export function reject(tenant: TenantContext, payload: Payload) {
  return act(tenant, { kind: 'action', action: 'reject' }, payload);
}
