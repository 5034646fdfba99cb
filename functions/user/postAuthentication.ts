/**
 * Cognito post-authentication trigger (every tenant pool): records the user's latest sign-in on their
 * profile, the "last sign-in" of /admin/users. Cognito fails the sign-in when this trigger throws, so a
 * failed write is logged and the sign-in goes on: the column is informational, the sign-in is not. The
 * first sign-in (no earlier one recorded) also makes the operator's login-for-first-time task.
 */
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { organizationByUserPool } from '../core/data/public-lookups.js';
import { userAdminData } from '../core/data/user-admin-data.js';
import { logger } from '../core/http/logger.js';
import {
  createOrganizationSetupTask,
  setupRequesterFromAttributes,
} from '../core/domain/organization-setup-tasks.js';

export async function handler(
  event: PostAuthenticationTriggerEvent,
): Promise<PostAuthenticationTriggerEvent> {
  const userId = event.request.userAttributes.sub;
  try {
    const org = await organizationByUserPool(event.userPoolId);
    if (!org || !userId) {
      logger.warn('sign-in not recorded: no organization or user id', { userPoolId: event.userPoolId });
      return event;
    }
    const recorded = await userAdminData(org.orgId).recordSignIn(userId, new Date().toISOString());
    if (!recorded) logger.warn('sign-in not recorded: no profile', { orgId: org.orgId, userId });
    else if (recorded.previous === null) {
      // The user's first sign-in: the operator's login-for-first-time follow-up (issue 13), once.
      const requester = setupRequesterFromAttributes(org.orgId, userId, event.request.userAttributes);
      await createOrganizationSetupTask(
        { orgId: org.orgId, orgName: org.name, kind: 'firstSignIn', userId, email: requester.email },
        requester,
      );
    }
  } catch (error) {
    logger.error('recording the sign-in failed', { userPoolId: event.userPoolId, error: error as Error });
  }
  return event;
}
