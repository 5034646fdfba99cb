/**
 * /admin/videos (spec 2 §2, §3 "Filters", §6 "Videos need readVideo"): which videos a caller lists and
 * the rows the page shows. The rules themselves (filters, sorting, paging) are shared/domain/videos-admin.ts.
 */
import type { QueryOf, Api } from '#shared/api/index.js';
import {
  chosenTrack,
  videoListPage,
  videosInTrack,
  type FilterChannel,
  type FilterTrack,
  type ListedVideo,
} from '#shared/domain/videos-admin.js';
import { channelData } from '../data/channel-data.js';
import { tenantData } from '../data/tenant-data.js';
import { videoAdminData } from '../data/video-admin-data.js';
import type { TenantContext } from '../http/tenant.js';
import { mayPerform, mayReadChannel } from '../access/channel-rules.js';
import { thumbnailOf } from '../media/media-urls.js';
import { videoBasics } from './video-basics.js';

type ListQuery = QueryOf<Api['listVideos']>;

/**
 * The channels whose videos the caller manages: an organization admin every channel they may read (a
 * personal channel only when it is theirs or shared with them: docs/decisions.md "Personal channels"),
 * anyone else the channels where their role may add videos (spec 2 §6).
 */
async function managedChannels(tenant: TenantContext) {
  const data = tenantData(tenant.activeOrgId);
  const [channels, roles] = await Promise.all([data.channels(), data.channelRolesOf(tenant.userId)]);
  const roleOf = new Map(roles.map((r) => [r.channelId, r.role]));
  const isOrgAdmin = tenant.role === 'admin' && tenant.activeOrgId === tenant.orgId;
  return channels.filter((c) => {
    const role = roleOf.get(c.channelId) ?? null;
    return mayReadChannel(c, tenant.userId, role) && mayPerform('addVideo', role, isOrgAdmin);
  });
}

/** The items of a track and of its sub-tracks (pattern 26, one level of queries at a time). */
async function trackItemsUnder(orgId: string, trackId: string) {
  const data = channelData(orgId);
  const itemsOf = new Map<string, { type: 'video' | 'track'; targetId: string }[]>();
  let level = [trackId];
  while (level.length > 0) {
    const read = await Promise.all(level.map(async (id) => [id, await data.itemsOfTrack(id)] as const));
    const next: string[] = [];
    for (const [id, items] of read) {
      itemsOf.set(id, items);
      for (const item of items) {
        if (item.type === 'track' && !itemsOf.has(item.targetId)) next.push(item.targetId);
      }
    }
    level = [...new Set(next)].filter((id) => !itemsOf.has(id));
  }
  return itemsOf;
}

/** One page of the caller's videos with the filters' choices; thumbnails are signed for the page only. */
export async function adminVideoList(tenant: TenantContext, query: ListQuery) {
  const orgId = tenant.activeOrgId;
  const channels = await managedChannels(tenant);
  const channelIds = new Set(channels.map((c) => c.channelId));
  const track = chosenTrack(query);
  const [videos, tracks, itemsOf] = await Promise.all([
    videoAdminData(orgId).videosOfChannels([...channelIds]),
    channelData(orgId).tracks(),
    track ? trackItemsUnder(orgId, track) : Promise.resolve(null),
  ]);
  const nameOf = new Map(channels.map((c) => [c.channelId, c.name]));
  const rows: (ListedVideo & {
    durationMs: number | null;
    lastVersion: number;
    thumbnailKey?: string | undefined;
  })[] = videos.map((v) => ({
    id: v.videoId,
    ...videoBasics(v),
    type: v.type ?? 'other',
    channelName: nameOf.get(v.channelId) ?? '',
    authorEmail: v.authorEmail,
    durationMs: v.durationMs ?? null,
    lastVersion: v.lastVersion ?? 1,
    thumbnailKey: v.thumbnailKey,
  }));
  const filterChannels: FilterChannel[] = channels.map((c) => ({
    id: c.channelId,
    name: c.name,
    parentId: c.parent && channelIds.has(c.parent) ? c.parent : null,
  }));
  // The tracks of the listed channels that are not archived (a sub-track of an archived one is a root).
  const activeTracks = tracks.filter((t) => t.status !== 'archived' && channelIds.has(t.channelId));
  const activeIds = new Set(activeTracks.map((t) => t.trackId));
  const filterTracks: FilterTrack[] = activeTracks.map((t) => ({
    id: t.trackId,
    name: t.name,
    parentId: t.parentTrackId && activeIds.has(t.parentTrackId) ? t.parentTrackId : null,
  }));
  const page = videoListPage(
    rows,
    filterChannels,
    query,
    track && itemsOf ? videosInTrack(track, itemsOf) : null,
  );
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    ...page,
    videos: await Promise.all(
      page.videos.map(async ({ thumbnailKey, ...row }) => ({ ...row, ...(await thumbnailOf(thumbnailKey)) })),
    ),
    filters: {
      channels: filterChannels.sort(byName),
      tracks: filterTracks.sort(byName),
      authors: [...new Set(rows.map((r) => r.authorEmail.toLowerCase()))].sort(),
    },
  };
}
