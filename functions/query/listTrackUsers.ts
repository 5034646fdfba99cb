import * as api from '#shared/api/endpoints/tracks-admin.js';
import { isFinalTaskStatus } from '#shared/domain/task-workflow.js';
import { trackDeadline } from '#shared/domain/training-due.js';
import { httpHandler } from '../core/http/pipeline.js';
import { editableTrack } from '../core/access/tracks.js';
import { listsData } from '../core/data/lists-data.js';
import { taskData } from '../core/data/task-data.js';
import { trackAdminData } from '../core/data/track-admin-data.js';
import { tenantData } from '../core/data/tenant-data.js';
import { watchTaskId } from '../core/data/watch-task-data.js';
import { trackQueues } from '../core/domain/lists.js';

/**
 * GET /query/tracks/{trackId}/users (/track/users/{trackId}): who follows the track and to whom it is
 * assigned as mandatory, by name; each assignee with their compliance: the track's videos they watched
 * to the end, and the deadline of their watch-video tasks (the admins' compliance view, issue 15).
 * Tracks have no roles of their own in the spec (their channel's roles decide who edits them), so the
 * page lists and searches; it grants nothing.
 */
export const handler = httpHandler(api.listTrackUsers, async ({ tenant, params }) => {
  const { track } = await editableTrack(tenant, params.trackId);
  const orgId = tenant.activeOrgId;
  const data = trackAdminData(orgId);
  const [followerIds, assigneeIds, queue] = await Promise.all([
    data.followersOf(track.trackId),
    data.assigneesOf(track.trackId),
    trackQueues(tenant).queueIfReadable(track.trackId),
  ]);
  const users = tenantData(orgId);
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
  const videoIds = queue?.items.map((i) => i.videoId) ?? [];
  const lists = listsData(orgId);
  const tasks = taskData(orgId);
  const now = new Date();
  const assignees = await Promise.all(
    listed(assigneeIds).map(async (user) => {
      const [watched, own] = await Promise.all([
        lists.completedVideos(user.userId, videoIds),
        tasks.tasks(videoIds.map((videoId) => watchTaskId(user.userId, videoId))),
      ]);
      const deadline = trackDeadline(
        own
          .filter((t) => !watched.has(t.videoId ?? ''))
          .map((t) => ({
            dueDate: t.dueDate,
            open: !isFinalTaskStatus(t.status),
            overdue: t.status === 'overdue',
          })),
        now,
      );
      return { ...user, watched: watched.size, videos: videoIds.length, ...deadline };
    }),
  );
  return { mandatory: track.mandatory ?? false, followers: listed(followerIds), assignees };
});
