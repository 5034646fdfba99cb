import type { OrganizationCommand } from '#shared/api/endpoints/organization-admin.js';
import { isOrganizationAdmin } from '../../core/access/channel-rules.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { act } from '../task-commands/act.js';

type Payload = Extract<OrganizationCommand, { type: 'completeTask' }>['payload'];

/**
 * completeTask (spec 2 §7 "payload (complete task)"): an admin of the organization (updateOrganization,
 * working in their own organization) completes an open task on the organization's behalf, e.g. one whose
 * assignee has left, through the table's system completion; a waiting state machine goes on as if its
 * assignee had completed it. Never a task the admin requested themselves: nobody approves their own request.
 */
export function completeTask(tenant: TenantContext, payload: Payload) {
  const mayComplete = isOrganizationAdmin(tenant) && tenant.permissions.includes('updateOrganization');
  return act(
    tenant,
    {
      kind: 'organizationComplete',
      mayAct: (task) =>
        mayComplete && !(task.requesterId === tenant.userId && task.requesterOrgId === tenant.orgId),
    },
    payload,
  );
}
