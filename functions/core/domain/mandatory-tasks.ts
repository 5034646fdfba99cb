/**
 * A mandatory playlist given to users (an admin's assignment, a channel's mandatory training): each user
 * gets a watch-video task per video of the playlist (watch-tasks.ts), due by the assignment's day if it
 * has one, and an e-mail saying what to watch and by when (the notification is the caller's).
 */
import { dueAt } from '#shared/domain/training-due.js';
import { tenantData } from '../data/tenant-data.js';
import type { TenantContext } from '../http/tenant.js';
import { trackQueues } from './lists.js';
import { mailUsers } from './mail/send.js';
import { displayNameOf } from './tasks.js';
import { assignWatchVideos } from './watch-tasks.js';

export async function assignTrackTasks(
  tenant: TenantContext,
  track: { trackId: string; name: string; channelId: string },
  userIds: readonly string[],
  dueDay?: string,
  /** Who asked for it, when not the caller (a channel's setting: the admin who turned it on). */
  assignedBy?: string,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const orgId = tenant.activeOrgId;
  const queue = await trackQueues(tenant).queueIfReadable(track.trackId);
  if (!queue || queue.items.length === 0) return 0;
  const profiles = await Promise.all(userIds.map((userId) => tenantData(orgId).user(userId)));
  const users = profiles.flatMap((p) => (p ? [{ userId: p.userId, email: p.email }] : []));
  const requester = await requesterOf(tenant, assignedBy);
  const dueDate = dueDay ? dueAt(dueDay) : undefined;
  const created = await assignWatchVideos(orgId, {
    users,
    videos: queue.items.map((item) => ({
      videoId: item.videoId,
      name: item.name,
      channelId: track.channelId,
    })),
    dueDate,
    category: 'mandatory',
    comment: track.name,
    requester,
  });
  await mailUsers(
    orgId,
    users.map((u) => u.userId),
    {
      kind: 'trainingAssigned',
      name: track.name,
      videoCount: queue.items.length,
      requester: requester.name || requester.email,
      ...(dueDate ? { dueDate } : {}),
    },
  );
  return created;
}

async function requesterOf(tenant: TenantContext, assignedBy: string | undefined) {
  if (assignedBy && assignedBy !== tenant.userId) {
    const admin = await tenantData(tenant.activeOrgId).user(assignedBy);
    if (admin) {
      const name = [admin.firstName, admin.lastName].filter(Boolean).join(' ');
      return { userId: admin.userId, email: admin.email, name, orgId: tenant.activeOrgId };
    }
  }
  return {
    userId: tenant.userId,
    email: tenant.email,
    name: await displayNameOf(tenant),
    orgId: tenant.orgId,
  };
}
