/** The support request's calls (spec 1 §7): createTicket, then the support task; staff lists. */
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { taskIdOf, type SupportSubmission } from '../model/support-form';

/**
 * Files the ticket with the ticket system, then creates the support task that references it
 * (createSupportTask, or createSupportTaskForOtherOrg on behalf of another organization) by the
 * ticket's id: the server reads the ticket and sets the task's link itself (issue 9). Answers the
 * task's id.
 */
export async function submitSupportRequest(submission: SupportSubmission): Promise<string | null> {
  const ticket = await request(api.userCommand, {
    body: { type: 'createTicket', payload: submission.ticket },
  });
  const ticketId = ticket.res?.id ?? ticket.id;
  const answer = submission.onBehalf
    ? await request(api.userCommand, {
        body: {
          type: 'createSupportTaskForOtherOrg',
          payload: { ...submission.task, ticketId, ...submission.onBehalf },
        },
      })
    : await request(api.userCommand, {
        body: { type: 'createSupportTask', payload: { ...submission.task, ticketId } },
      });
  return taskIdOf(answer);
}

/** Organizations for the on-behalf choice (GET /listAllOrgs), for staff with the dialog open. */
export function useAllOrgs(enabled: boolean) {
  return useApi(api.listAllOrgs, enabled ? {} : null);
}

/** The chosen organization's channels (GET /listOrgChannels). */
export function useOrgChannels(orgId: string) {
  return useApi(api.listOrgChannels, orgId ? { query: { orgId } } : null);
}
