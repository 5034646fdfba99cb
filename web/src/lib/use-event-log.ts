import { api } from '#shared/api';
import type { EventSubject } from '#shared/domain/event-subjects';
import { useApi } from './use-api';

/**
 * One page of the event log (GET /query/eventLog, organization admins): a subject's (a channel's, a
 * video's) or, without one, the organization's.
 */
export function useEventLog(
  subject: { type: EventSubject; id: string } | null,
  cursor: string | null,
  enabled: boolean,
) {
  return useApi(
    api.getEventLog,
    enabled
      ? {
          query: {
            ...(subject ? { subjectType: subject.type, subjectId: subject.id } : {}),
            ...(cursor ? { cursor } : {}),
          },
        }
      : null,
    { keepPreviousData: true },
  );
}
