import * as api from '#shared/api/endpoints/channels.js';
import { httpHandler } from '../core/http/pipeline.js';
import { readableChannel } from '../core/access/channels.js';
import { channelTrackTree, visibleVideos } from '../core/domain/channel-content.js';
import { externalSharingSettings } from '../core/domain/channel-sharing.js';
import { channelData } from '../core/data/channel-data.js';
import { tenantData } from '../core/data/tenant-data.js';
import { mayPerform } from '../core/access/channel-rules.js';
import { channelImageUrl } from '../core/media/channel-images.js';

/**
 * GET /query/channels/{id} (spec 2 §3 "Channel"). accessTaskId is accepted as the spec sends it; it
 * grants nothing until tasks exist, so the answer is the same with or without it.
 */
export const handler = httpHandler(api.getChannel, async ({ tenant, params, query }) => {
  const readable = await readableChannel(tenant, params.id);
  const c = readable.channel;
  const [videos, tree, icon, background] = await Promise.all([
    visibleVideos(readable),
    channelTrackTree(tenant, readable, false),
    channelImageUrl(c.orgId, c.channelIcon),
    channelImageUrl(c.orgId, c.backgroundImage),
  ]);
  const first = query.getFirstVideoId ? (videos[0] ?? null) : undefined;
  const firstFields =
    first === undefined
      ? {}
      : { firstVideoId: first?.videoId ?? null, firstVideoHumanId: first?.humanId ?? null };
  const common = {
    id: c.channelId,
    name: c.name,
    abstract: c.abstract ?? '',
    description: c.description ?? '',
    channelIcon: icon,
    backgroundImage: background,
    backgroundColor: c.backgroundColor ?? '',
    channelLanguages: c.channelLanguages ?? [],
    tags: (c.tags ?? []).map(({ tagGroup, tagValue }) => ({ tagGroup, tagValue })),
    type: c.type,
    status: c.status ?? 'active',
    isPersonalChannel: c.type === 'personal',
    isPrivate: c.isPrivate ?? false,
    orgId: tenant.activeOrgId,
    videosCount: videos.length,
    tracksCount: tree.length,
    createdAt: c.createdAt ?? '',
    ...firstFields,
  };
  if (readable.kind === 'external') {
    // The shared view: the source organization's people and sharing stay its own.
    return {
      ...common,
      parent: null,
      shared: true,
      sharedWith: [],
      sourceOrgId: c.orgId,
      owner: null,
      owners: [],
      role: null,
      canUpdate: false,
      canAddVideos: false,
      canAddPlaylists: false,
    };
  }
  const roles = await channelData(tenant.activeOrgId).rolesOfChannel(c.channelId);
  const data = tenantData(tenant.activeOrgId);
  const ownerUsers = await Promise.all(
    roles.filter((r) => r.role === 'channelOwner').map((r) => data.user(r.userId)),
  );
  const { role, isOrgAdmin } = readable;
  return {
    ...common,
    parent: c.parent ?? null,
    shared: (c.sharedWithOrgs ?? []).length > 0,
    sharedWith: c.sharedWithOrgs ?? [],
    sourceOrgId: tenant.activeOrgId,
    ...externalSharingSettings(c),
    channelMandatoryTrainingSetting: {
      enabled: c.mandatoryTrainingOn ?? false,
      trackIds: c.mandatoryTrackIds ?? [],
    },
    owner: c.ownerId ?? null,
    owners: ownerUsers.flatMap((u) =>
      u ? [`${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.email] : [],
    ),
    role,
    canUpdate: mayPerform('manage', role, isOrgAdmin),
    canAddVideos: mayPerform('addVideo', role, isOrgAdmin),
    canAddPlaylists: mayPerform('addPlaylist', role, isOrgAdmin),
  };
});
