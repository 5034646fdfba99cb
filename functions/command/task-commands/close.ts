import type { TaskCommand } from '#shared/api/endpoints/tasks.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { act } from './act.js';

type Payload = Extract<TaskCommand, { type: 'close' }>['payload'];

/** Close: an answered task as completed, one never started as skipped (a waiting machine: Task.Skipped). */
export function close(tenant: TenantContext, payload: Payload) {
  return act(tenant, { kind: 'action', action: 'close' }, payload);
}
