import * as api from '#shared/api/endpoints/tasks.js';
import { httpHandler } from '../core/http/pipeline.js';
import { ASSIGNEE_SUGGESTIONS } from '#shared/domain/task-list.js';
import { userAdminData } from '../core/data/user-admin-data.js';

/**
 * GET /query/taskAssignees?q= (the reassign dialog's e-mail autocomplete): active users of the
 * organization the caller works in whose e-mail, first or last name, or full name (either order) starts
 * with the text.
 */
export const handler = httpHandler(api.listTaskAssignees, async ({ tenant, query }) => {
  if (tenant.activeOrgId !== tenant.orgId) return [];
  const q = query.q.toLowerCase();
  const users = await userAdminData(tenant.orgId).allUsers();
  const matches = users
    .filter((u) => (u.status ?? 'active') === 'active')
    .filter((u) => {
      const first = u.firstName ?? '';
      const last = u.lastName ?? '';
      // "Martin Mey" finds Martin Meyer as well as "Mart" or "Mey" do (and "Meyer M" the other way round).
      return [u.email, first, last, `${first} ${last}`, `${last} ${first}`].some((part) =>
        part.toLowerCase().startsWith(q),
      );
    })
    .sort((a, b) => a.email.localeCompare(b.email));
  return (query.all === 'true' ? matches : matches.slice(0, ASSIGNEE_SUGGESTIONS)).map((u) => ({
    userId: u.userId,
    email: u.email,
    name: [u.firstName, u.lastName].filter(Boolean).join(' '),
  }));
});
