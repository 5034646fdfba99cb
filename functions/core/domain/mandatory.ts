/**
 * Mandatory assignments (spec 1 §3 task categories "mandatory, recommended, shared"): an admin makes a
 * track mandatory for named users of the organization; it then shows on their /mandatory page.
 *
 * Each newly assigned user is notified, gets a watch-video task per video of the track (due by the
 * assignment's day, if it has one) and an e-mail (mandatory-tasks.ts).
 */
import type { TenantContext } from '../http/tenant.js';
import { DUE_DATE_IN_PAST, dayOf } from '#shared/domain/training-due.js';
import { listsData } from '../data/lists-data.js';
import { tenantData } from '../data/tenant-data.js';
import { badRequest, notFound } from '../http/errors.js';
import { logChange, trackSubject } from './event-log.js';
import { notifyMandatoryTrack } from './notifications.js';
import { assignTrackTasks } from './mandatory-tasks.js';

export interface MandatoryAssignment {
  trackId: string;
  /** The users now assigned (every e-mail resolved to a user of the organization). */
  userIds: string[];
}

export async function assignMandatory(
  tenant: TenantContext,
  input: { trackId: string; emails: readonly string[]; dueDate?: string | undefined },
): Promise<MandatoryAssignment> {
  const orgId = tenant.activeOrgId;
  if (input.dueDate && input.dueDate < dayOf(new Date())) {
    throw badRequest(DUE_DATE_IN_PAST, [{ path: 'dueDate', message: DUE_DATE_IN_PAST }]);
  }
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
  const userIds = found.flatMap(([, user]) => (user ? [user.userId] : []));
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
