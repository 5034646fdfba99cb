/**
 * Mandatory assignments (spec 1 §3 task categories "mandatory, recommended, shared"): an admin makes a
 * track mandatory for named users of the organization; it then shows on their /mandatory page.
 *
 * Each newly assigned user is notified, gets a watch-video task per video of the track (due by the
 * assignment's day, if it has one) and an e-mail (mandatory-tasks.ts).
 */
import type { TenantContext } from '../http/tenant.js';
import { MANDATORY_ASSIGN_MAX_USERS } from '#shared/api/endpoints/lists.js';
import { DUE_DATE_IN_PAST, dayOf, hasAssignees } from '#shared/domain/training-due.js';
import { listsData } from '../data/lists-data.js';
import { tenantData } from '../data/tenant-data.js';
import { badRequest, notFound } from '../http/errors.js';
import { logChange, trackSubject } from './event-log.js';
import { notifyMandatoryTrack } from './notifications.js';
import { assignTrackTasks } from './mandatory-tasks.js';
import { trainingAdminData } from '../access/training.js';

export interface MandatoryAssignment {
  trackId: string;
  /** The users now assigned (every e-mail resolved to a user of the organization). */
  userIds: string[];
}

export async function assignMandatory(
  tenant: TenantContext,
  input: {
    trackId: string;
    emails: readonly string[];
    applicationRoleIds?: readonly string[] | undefined;
    dueDate?: string | undefined;
  },
): Promise<MandatoryAssignment> {
  const orgId = tenant.activeOrgId;
  const roleIds = [...new Set(input.applicationRoleIds ?? [])];
  if (!hasAssignees(input.emails, roleIds)) {
    throw badRequest('Name the users by e-mail or choose application roles', [
      { path: 'emails', message: 'Required' },
    ]);
  }
  if (input.dueDate && input.dueDate < dayOf(new Date())) {
    throw badRequest(DUE_DATE_IN_PAST, [{ path: 'dueDate', message: DUE_DATE_IN_PAST }]);
  }
  // Who holds the roles first: a caller who may not name roles learns nothing about the track.
  const holders = await roleHolders(tenant, roleIds);
  const lists = listsData(orgId);
  const track = await lists.track(input.trackId);
  if (!track || track.status === 'archived') throw notFound('Track not found');
  const users = tenantData(orgId);
  const emails = [...new Set(input.emails.map((e) => e.toLowerCase()))];
  const found = await Promise.all(
    emails.map(async (email) => [email, await users.userByEmail(email)] as const),
  );
  const unknown = found.filter(([, user]) => !user).map(([email]) => email);
  if (unknown.length > 0) {
    throw badRequest(
      'This email does not belong to a user of your organization',
      unknown.map((email) => ({ path: 'emails', message: email })),
    );
  }
  const named = found.flatMap(([, user]) => (user ? [user.userId] : []));
  const userIds = [...new Set([...named, ...holders])];
  if (userIds.length > MANDATORY_ASSIGN_MAX_USERS) {
    throw badRequest(
      `This assignment reaches ${userIds.length} users: assign at most ${MANDATORY_ASSIGN_MAX_USERS} at once (Create training of a training plan takes any number)`,
      [{ path: 'applicationRoleIds', message: 'Too many users' }],
    );
  }
  const newlyAssigned = await lists.assignMandatory(track.trackId, userIds, tenant.userId);
  if (newlyAssigned.length > 0) {
    await logChange(tenant, trackSubject(track), 'assignMandatory', {
      before: {},
      after: { assignedTo: newlyAssigned },
    });
  }
  // One notification per assignment: whoever held it already (watched or not) is not told again.
  await notifyMandatoryTrack(
    orgId,
    { trackId: track.trackId, name: track.name, channelId: track.channelId },
    newlyAssigned,
  );
  // Each newly assigned user's watch-video tasks, due by the assignment's day, and the e-mail.
  await assignTrackTasks(
    tenant,
    { trackId: track.trackId, name: track.name, channelId: track.channelId },
    newlyAssigned,
    input.dueDate,
  );
  return { trackId: track.trackId, userIds };
}

/**
 * The active users holding one of the application roles (issue 15: mandatory training "to users holding an
 * application role"). The roles are the training group's (operator admins only: trainingAdminData answers
 * 403 to anyone else); an unknown role is 404, as everywhere a role is named.
 */
async function roleHolders(tenant: TenantContext, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const training = await trainingAdminData(tenant);
  const [roles, holders] = await Promise.all([training.roles(), training.userRoles()]);
  const known = new Set(roles.map((r) => r.roleId));
  if (roleIds.some((id) => !known.has(id))) throw notFound('The application role is not found');
  const wanted = new Set(roleIds);
  const userIds = holders.filter((h) => h.roleIds.some((id) => wanted.has(id))).map((h) => h.userId);
  const profiles = await training.profiles(userIds);
  return userIds.filter((id) => profiles.get(id)?.status === 'active');
}
