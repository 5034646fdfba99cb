import * as api from '#shared/api/endpoints/auto-login.js';
import { httpHandler } from '../core/http/pipeline.js';
import { HttpError, badRequest } from '../core/http/errors.js';
import { tenantData } from '../core/data/tenant-data.js';
import { signInWithPassword } from '../core/domain/cognito-sign-in.js';
import { decryptPassword, verifyAutoLoginToken } from '../core/domain/auto-login-token.js';

/** "The link you have entered is invalid" (spec 2 §8) for anything forged, unknown or expired. */
const INVALID = 'The link you have entered is invalid';

export const handler = httpHandler(api.autoLogin, async ({ body }) => {
  const ids = verifyAutoLoginToken(body.token);
  if (!ids) throw badRequest(INVALID);
  const data = tenantData(ids.orgId);
  const [link, org] = await Promise.all([data.autoLoginToken(ids.tokenId), data.organization()]);
  if (!link || !org) throw badRequest(INVALID);
  // TTL removal is lazy: the expiry is checked here, not left to DynamoDB.
  if (link.expiresAt * 1000 <= Date.now()) throw new HttpError(410, 'This auto-login link has expired');
  const tokens = await signInWithPassword(
    org.userPoolClientId,
    link.email,
    decryptPassword(link.passwordCipher, ids.orgId, ids.tokenId),
  );
  await data.countAutoLoginUse(ids.tokenId);
  return { orgId: ids.orgId, email: link.email, redirectPath: link.redirectPath, ...tokens };
});
