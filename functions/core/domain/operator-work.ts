/**
 * Operator staff hear of new operator work (issue 13): a production step or a service request waiting
 * for the production team, a domain to verify, a branding or master language to check. Each staff member
 * of the provider organizations (active, on the provider's e-mail domain) gets an operational
 * notification in their own organization, pushed live; the work itself is on /admin/operationalTasks.
 * Account follow-ups (register-account, login-for-first-time) are not announced: they come from the
 * Cognito triggers on every sign-up and first sign-in across the network and would drown the bell
 * (docs/decisions.md "Organization set-up tasks"). A failure is logged, never the caller's: the work
 * exists and is listed either way.
 */
import { isProviderStaff } from '#shared/domain/roles.js';
import { providerOrganizationsWithUsers } from '../data/network-data.js';
import { organizationById } from '../data/public-lookups.js';
import { logger } from '../http/logger.js';
import { notificationTitles, notifyUsers } from './notifications.js';

/** A task that is the operator's work, in the partition of the organization it concerns. */
export interface OperatorWork {
  orgId: string;
  taskId: string;
  taskTitle: string;
}

/** The operator staff to tell, by their own organization. */
export async function operatorStaff(): Promise<{ orgId: string; userIds: string[] }[]> {
  const providers = await providerOrganizationsWithUsers();
  return providers
    .map(({ orgId, users }) => ({
      orgId,
      userIds: users.filter((u) => u.status === 'active' && isProviderStaff(u.email)).map((u) => u.userId),
    }))
    .filter(({ userIds }) => userIds.length > 0);
}

/** Tells the operator staff of new work; answers how many were notified (0 after a logged failure). */
export async function announceOperatorWork(work: readonly OperatorWork[]): Promise<number> {
  if (work.length === 0) return 0;
  try {
    const staff = await operatorStaff();
    let notified = 0;
    for (const item of work) {
      const organization = await organizationById(item.orgId);
      const titles = notificationTitles.operatorWork(item.taskTitle, organization?.name ?? item.orgId);
      const results = await Promise.all(
        staff.map(({ orgId, userIds }) =>
          notifyUsers(orgId, userIds, {
            type: 'operational',
            reason: 'operatorWork',
            titles,
            taskId: item.taskId,
          }),
        ),
      );
      notified += results.reduce((sum, r) => sum + r.notified, 0);
    }
    return notified;
  } catch (error) {
    logger.warn('operator staff not notified of new work', {
      taskIds: work.map((w) => w.taskId),
      error: (error as Error).message,
    });
    return 0;
  }
}
