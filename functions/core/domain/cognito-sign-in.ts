/** Server-side password sign-in to an organization's pool (auto-login links only). */
import { cognito } from './cognito.js';
import { badRequest } from '../http/errors.js';

export interface CognitoTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Signs in with USER_PASSWORD_AUTH; Cognito's refusals become 400s with its own words. */
export async function signInWithPassword(
  clientId: string,
  email: string,
  password: string,
): Promise<CognitoTokens> {
  const { client, sdk } = await cognito();
  let answer;
  try {
    answer = await client.send(
      new sdk.InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (
      name === 'NotAuthorizedException' ||
      name === 'UserNotFoundException' ||
      name === 'UserNotConfirmedException'
    ) {
      throw badRequest((error as Error).message);
    }
    throw error;
  }
  const result = answer.AuthenticationResult;
  if (answer.ChallengeName === 'NEW_PASSWORD_REQUIRED')
    throw badRequest('The user must set a new password first');
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
    throw badRequest(`Sign-in needs a step links cannot take (${answer.ChallengeName ?? 'no tokens'})`);
  }
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
    expiresIn: result.ExpiresIn ?? 3600,
  };
}
