import * as api from '#shared/api/endpoints/tracks-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { editableTrack } from '../core/access/tracks.js';
import { trackAdminData } from '../core/data/track-admin-data.js';
import { tenantData } from '../core/data/tenant-data.js';

/**
 * GET /query/tracks/{trackId}/users (/track/users/{trackId}): who follows the track and to whom it is
 * assigned as mandatory, by name. Tracks have no roles of their own in the spec (their channel's roles
 * decide who edits them), so the page lists and searches; it grants nothing.
 */
export const handler = httpHandler(api.listTrackUsers, async ({ tenant, params }) => {
  const { track } = await editableTrack(tenant, params.trackId);
  const data = trackAdminData(tenant.activeOrgId);
  const [followerIds, assigneeIds] = await Promise.all([
    data.followersOf(track.trackId),
    data.assigneesOf(track.trackId),
  ]);
  const users = tenantData(tenant.activeOrgId);
  const profiles = new Map(
    await Promise.all(
      [...new Set([...followerIds, ...assigneeIds])].map(async (id) => [id, await users.user(id)] as const),
    ),
  );
  const listed = (ids: string[]) =>
    ids
      .flatMap((id) => {
        const u = profiles.get(id);
        if (!u || u.status === 'deleted') return [];
        const name = `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim();
        return [{ userId: id, email: u.email, name: name || u.email }];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  return {
    mandatory: track.mandatory ?? false,
    followers: listed(followerIds),
    assignees: listed(assigneeIds),
  };
});
