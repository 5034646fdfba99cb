import * as api from '#shared/api/endpoints/training-admin.js';
import { planUsers } from '#shared/domain/training-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { trainingAdminData } from '../core/access/training.js';

/**
 * GET /query/trainingAdmin (issue 15; spec 2 §2 the training admin sections): the organization's
 * application roles (with where each is used), applications, processes in their order (with their
 * playlist's name), training plans (with how many users hold one of their roles), the users with
 * application roles (name and e-mail), pools and lanes, and the playlists a process can name. Admins of
 * the operator organization only (spec 2 §6); one query per list in the training partition (access
 * patterns 190–199, 205–208).
 */
export const handler = httpHandler(api.getTrainingAdmin, async ({ tenant }) => {
  const data = await trainingAdminData(tenant);
  const [roles, applications, processes, plans, userRoles, tracks, pools, lanes] = await Promise.all([
    data.roles(),
    data.applications(),
    data.processes(),
    data.plans(),
    data.userRoles(),
    data.tracks(),
    data.pools(),
    data.lanes(),
  ]);
  const poolName = new Map(pools.map((p) => [p.poolId, p.name]));
  const profiles = await data.profiles(userRoles.map((u) => u.userId));
  const trackName = new Map(tracks.map((t) => [t.trackId, t.name]));
  const holding = (roleId: string, lists: readonly { roleIds: readonly string[] }[]) =>
    lists.filter((item) => item.roleIds.includes(roleId)).length;
  return {
    roles: roles.map((r) => ({
      roleId: r.roleId,
      name: r.name,
      createdAt: r.createdAt,
      applications: holding(r.roleId, applications),
      plans: holding(r.roleId, plans),
      users: holding(r.roleId, userRoles),
    })),
    applications,
    processes: processes.map((p) => ({
      processId: p.processId,
      name: p.name,
      introductionVideoId: p.introductionVideoId,
      trackId: p.trackId,
      trackName: p.trackId ? (trackName.get(p.trackId) ?? null) : null,
      createdAt: p.createdAt,
    })),
    plans: plans.map((p) => ({ ...p, users: planUsers(p.roleIds, userRoles).length })),
    userRoles: userRoles.map((u) => {
      const profile = profiles.get(u.userId);
      return {
        userId: u.userId,
        email: profile?.email ?? '',
        name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
        roleIds: u.roleIds,
        updatedAt: u.updatedAt,
      };
    }),
    tracks: tracks.sort((a, b) => a.name.localeCompare(b.name, 'en')),
    pools: pools.map((p) => ({
      poolId: p.poolId,
      name: p.name,
      createdAt: p.createdAt,
      lanes: lanes.filter((l) => l.poolId === p.poolId).length,
    })),
    lanes: lanes.map((l) => ({ ...l, poolName: poolName.get(l.poolId) ?? '' })),
  };
});
