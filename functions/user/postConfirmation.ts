/**
 * Cognito post-confirmation trigger (every tenant pool): a user who signed up and confirmed becomes a
 * member of the pool's organization. It binds `custom:orgId` (the app client cannot write it) and
 * creates the user's profile with member defaults, and the operator's register-account task. Idempotent:
 * a retried trigger changes nothing.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { cognito } from '../core/domain/cognito.js';
import { tenantData } from '../core/data/tenant-data.js';
import { organizationByUserPool } from '../core/data/public-lookups.js';
import { logger } from '../core/http/logger.js';
import {
  createOrganizationSetupTask,
  setupRequesterFromAttributes,
} from '../core/domain/organization-setup-tasks.js';
import { isUiLanguage } from '#shared/domain/languages.js';

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const org = await organizationByUserPool(event.userPoolId);
  if (!org) {
    // Failing the trigger fails the confirmation: better than a user who belongs to no organization.
    logger.error('confirmed user in a pool of no organization', { userPoolId: event.userPoolId });
    throw new Error('This organization is not available in the product');
  }
  const attributes = event.request.userAttributes;
  const userId = attributes.sub;
  const email = attributes.email?.toLowerCase();
  if (!userId || !email) throw new Error('missing user data');

  const { client, sdk } = await cognito();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: event.userPoolId,
      Username: event.userName,
      UserAttributes: [{ Name: 'custom:orgId', Value: org.orgId }],
    }),
  );
  const language =
    attributes.locale && isUiLanguage(attributes.locale) ? attributes.locale : org.masterLanguage;
  const created = await tenantData(org.orgId).createUser({
    userId,
    email,
    firstName: attributes.given_name ?? '',
    lastName: attributes.family_name ?? '',
    preferredLanguage: language,
    permissions: ['readVideo'],
  });
  // A retried trigger finds the profile already there.
  if (created) {
    logger.info('user provisioned', { orgId: org.orgId, userId });
    // The operator's register-account follow-up (issue 13); a failure is logged, the account stands.
    await createOrganizationSetupTask(
      { orgId: org.orgId, orgName: org.name, kind: 'accountRegistered', userId, email },
      setupRequesterFromAttributes(org.orgId, userId, attributes),
    );
  }
  return event;
}
