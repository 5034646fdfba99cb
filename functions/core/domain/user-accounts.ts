/**
 * The Cognito side of users administration: accounts in the organization's own user pool. The pools
 * use the e-mail as username attribute, so Cognito knows every user by its `sub` (the profile's userId).
 */
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
