/** /admin/channels' status filter: archived channels stay listed for admins, apart (spec 2 §5, issue 11). */
export type ChannelStatusFilter = 'active' | 'archived' | 'all';

export function filterByStatus<T extends { status?: 'active' | 'archived' | undefined }>(
  channels: readonly T[],
  filter: ChannelStatusFilter,
): T[] {
  if (filter === 'all') return [...channels];
  return channels.filter((c) => (c.status ?? 'active') === filter);
}
