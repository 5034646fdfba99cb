/**
 * /admin/channels: the status filter (archived channels stay listed for admins, apart: spec 2 §5,
 * issue 11) and how the list is searched and sorted (in the browser: one read lists every channel the
 * organization has, tens to hundreds).
 */
import { LOCAL_LIST_DEFAULT_PAGE_SIZE } from '../../../lib/list-paging';
import { listCollator, type ListSpec } from '#shared/domain/list-page';

export type ChannelStatusFilter = 'active' | 'archived' | 'all';

export function filterByStatus<T extends { status?: 'active' | 'archived' | undefined }>(
  channels: readonly T[],
  filter: ChannelStatusFilter,
): T[] {
  if (filter === 'all') return [...channels];
  return channels.filter((c) => (c.status ?? 'active') === filter);
}

export type ChannelListSort = 'name' | 'type' | 'videos' | 'tracks';

interface ListedChannel {
  name: string;
  type: string;
  videosCount?: number | undefined;
  tracksCount?: number | undefined;
}

const byName = (a: ListedChannel, b: ListedChannel) => listCollator.compare(a.name, b.name);

/** Searched by name; sorted by name, type (company before personal), videos or tracks. */
export const CHANNEL_LIST: ListSpec<ListedChannel, ChannelListSort> = {
  text: (c) => c.name,
  compare: {
    name: byName,
    type: (a, b) => a.type.localeCompare(b.type) || byName(a, b),
    videos: (a, b) => (a.videosCount ?? 0) - (b.videosCount ?? 0) || byName(a, b),
    tracks: (a, b) => (a.tracksCount ?? 0) - (b.tracksCount ?? 0) || byName(a, b),
  },
  defaultSort: 'name',
  defaultPageSize: LOCAL_LIST_DEFAULT_PAGE_SIZE,
};
