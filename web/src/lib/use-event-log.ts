import { api } from '#shared/api';
import type { EventSubject } from '#shared/domain/event-subjects';
import type { eventLogFilterQuery } from './event-log-filter';
import { useApi } from './use-api';

/**
 * One page of the event log (GET /query/eventLog, organization admins): a subject's (a channel's, a
 * video's) or, without one, the organization's; the filter's entries only.
 */
export function useEventLog(
  subject: { type: EventSubject; id: string } | null,
  cursor: string | null,
  enabled: boolean,
  filter: ReturnType<typeof eventLogFilterQuery> = {},
) {
  return useApi(
    api.getEventLog,
    enabled
      ? {
          query: {
            ...(subject ? { subjectType: subject.type, subjectId: subject.id } : {}),
            ...filter,
            ...(cursor ? { cursor } : {}),
          },
        }
      : null,
    { keepPreviousData: true },
  );
}
