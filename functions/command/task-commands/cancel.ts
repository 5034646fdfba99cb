import type { TaskCommand } from '#shared/api/endpoints/tasks.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { act } from './act.js';

type Payload = Extract<TaskCommand, { type: 'cancel' }>['payload'];

/** Cancel: the requester withdraws the request (or a manager stops it); a waiting machine sees Task.Canceled. */
export function cancel(tenant: TenantContext, payload: Payload) {
  return act(tenant, { kind: 'action', action: 'cancel' }, payload);
}
