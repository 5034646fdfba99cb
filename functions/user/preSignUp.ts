/**
 * Cognito pre-sign-up trigger (every tenant pool): self-registration admits only the e-mail domains the
 * pool's organization lists, and nobody into the provider's operator organization
 * (shared/domain/sign-up.ts). Throwing refuses the sign-up; Cognito answers the client with
 * UserLambdaValidationException "PreSignUp failed with error <message>." Users an admin creates
 * (PreSignUp_AdminCreateUser) are not subject to the rule.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { SIGN_UP_REFUSAL_MESSAGES, signUpRefusal } from '#shared/domain/sign-up.js';
import { organizationByUserPool } from '../core/data/public-lookups.js';
import { logger } from '../core/http/logger.js';

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const org = await organizationByUserPool(event.userPoolId);
  if (!org) {
    logger.error('sign-up in a pool of no organization', { userPoolId: event.userPoolId });
    throw new Error('This organization is not available in the product');
  }
  const email = (event.request.userAttributes.email ?? event.userName ?? '').toLowerCase();
  const refusal = signUpRefusal(
    {
      isProviderOrganization: org.isProviderOrganization ?? false,
      whitelistedDomains: org.whitelistedDomains ?? [],
    },
    email,
  );
  if (refusal) {
    logger.info('sign-up refused', { orgId: org.orgId, refusal, emailDomain: email.split('@')[1] ?? '' });
    throw new Error(SIGN_UP_REFUSAL_MESSAGES[refusal]);
  }
  return event;
}
