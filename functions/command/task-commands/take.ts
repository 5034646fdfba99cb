import type { TaskCommand } from '#shared/api/endpoints/tasks.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { act } from './act.js';

type Payload = Extract<TaskCommand, { type: 'take' }>['payload'];

/** Take: the caller becomes the assignee (a candidate, a manager, or the assignee starting the work). */
export function take(tenant: TenantContext, payload: Payload) {
  return act(
    tenant,
    { kind: 'action', action: 'take' },
    { ...payload, assignee: { userId: tenant.userId, email: tenant.email } },
  );
}
