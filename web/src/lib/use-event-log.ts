import { api } from '#shared/api';
import type { EventSubject } from '#shared/domain/event-subjects';
import type { eventLogFilterQuery } from './event-log-filter';
import { useApi } from './use-api';

/** Whose log: the organization's, one subject's (a video's), or a channel's with its playlists and videos. */
export type EventLogSource =
  | { kind: 'organization' }
  | { kind: 'subject'; type: EventSubject; id: string }
  | { kind: 'channel'; channelId: string };

/** A source as a stable key (a new source starts at its newest page). */
export function sourceKey(source: EventLogSource): string {
  if (source.kind === 'subject') return `subject:${source.type}:${source.id}`;
  return source.kind === 'channel' ? `channel:${source.channelId}` : 'organization';
}

/**
 * One page of an event log, the filter's entries only: GET /query/eventLog (organization admins) for the
 * organization or a subject, GET /query/channels/{id}/eventLog (admins, the channel's owners and content
 * managers) for a channel.
 */
export function useEventLog(
  source: EventLogSource,
  cursor: string | null,
  enabled: boolean,
  filter: ReturnType<typeof eventLogFilterQuery> = {},
) {
  const page = { ...filter, ...(cursor ? { cursor } : {}) };
  const channel = useApi(
    api.getChannelEventLog,
    enabled && source.kind === 'channel' ? { params: { channelId: source.channelId }, query: page } : null,
    { keepPreviousData: true },
  );
  const other = useApi(
    api.getEventLog,
    enabled && source.kind !== 'channel'
      ? {
          query: {
            ...(source.kind === 'subject' ? { subjectType: source.type, subjectId: source.id } : {}),
            ...page,
          },
        }
      : null,
    { keepPreviousData: true },
  );
  return source.kind === 'channel' ? channel : other;
}
