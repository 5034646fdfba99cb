/**
 * The Cognito side of users administration: accounts in the organization's own user pool. The pools
 * use the e-mail as username attribute, so Cognito knows every user by its `sub` (the profile's userId).
 */
import { conflict } from '../http/errors.js';
import { cognito } from './cognito.js';

/** AdminEnableUser / AdminDisableUser (the user-access reconciler hears of both through CloudTrail). */
export async function setAccountEnabled(userPoolId: string, userId: string, enabled: boolean): Promise<void> {
  const { client, sdk } = await cognito();
  await client.send(
    enabled
      ? new sdk.AdminEnableUserCommand({ UserPoolId: userPoolId, Username: userId })
      : new sdk.AdminDisableUserCommand({ UserPoolId: userPoolId, Username: userId }),
  );
}

/**
 * AdminCreateUser: the account with its e-mail (verified: the admin vouches for it, and the temporary
 * password goes there) and its organization. With `temporaryPassword` Cognito sends nothing (the product
 * e-mails its own invitation, functions/core/domain/mail); without, Cognito e-mails a temporary password
 * of its own. Answers the new user's `sub`. An e-mail that has an account already: 409.
 */
export async function createAccount(
  userPoolId: string,
  email: string,
  orgId: string,
  temporaryPassword?: string,
): Promise<string> {
  const { client, sdk } = await cognito();
  try {
    const { User } = await client.send(
      new sdk.AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        ...(temporaryPassword
          ? { TemporaryPassword: temporaryPassword, MessageAction: 'SUPPRESS' as const }
          : { DesiredDeliveryMediums: ['EMAIL' as const] }),
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'custom:orgId', Value: orgId },
        ],
      }),
    );
    const sub = User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('AdminCreateUser answered no sub');
    return sub;
  } catch (error) {
    if (error instanceof sdk.UsernameExistsException) {
      throw conflict('An account with the given email already exists.');
    }
    throw error;
  }
}

/**
 * The account of an e-mail in a pool: the one that exists (AdminGetUser; the pools take the e-mail as
 * username), else a new one as createAccount makes it (Cognito e-mails the temporary password).
 */
export async function ensureAccount(
  userPoolId: string,
  email: string,
  orgId: string,
): Promise<{ userId: string; created: boolean }> {
  const { client, sdk } = await cognito();
  try {
    const found = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    const sub = found.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('AdminGetUser answered no sub');
    return { userId: sub, created: false };
  } catch (error) {
    if (!(error instanceof sdk.UserNotFoundException)) throw error;
  }
  return { userId: await createAccount(userPoolId, email, orgId), created: true };
}
