import * as api from '#shared/api/endpoints/auto-login.js';
import { AUTO_LOGIN_TTL_SECONDS } from '#shared/api/endpoints/auto-login.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { env } from '../core/http/env.js';
import { tenantData } from '../core/data/tenant-data.js';
import { tenantUrl } from '../core/domain/organizations.js';
import { signInWithPassword } from '../core/domain/cognito-sign-in.js';
import { encryptPassword, newAutoLoginToken } from '../core/domain/auto-login-token.js';

/**
 * Spec 1 §2: "generate auto-login URL and create auto login (only for some organizations)". The
 * credentials are checked by signing in once, so a link never fails later for a typo.
 */
export const handler = httpHandler(api.createAutoLoginLink, async ({ tenant, body }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const data = tenantData(tenant.orgId);
  const org = await data.organization();
  if (!org?.autoLoginEnabled) throw forbidden('Auto-login is not enabled for this organization');
  if (!(await data.userByEmail(body.email))) throw notFound('User does not exist.');
  await signInWithPassword(org.userPoolClientId, body.email, body.password);

  const { tokenId, token } = newAutoLoginToken(org.orgId);
  const expiresAt = Math.floor(Date.now() / 1000) + AUTO_LOGIN_TTL_SECONDS;
  await data.createAutoLoginToken({
    tokenId,
    email: body.email,
    passwordCipher: encryptPassword(body.password, org.orgId, tokenId),
    redirectPath: body.redirectPath ?? '/home',
    createdBy: tenant.email,
    expiresAt,
  });
  const { url } = tenantUrl(org.domain, env.appUrlTemplate());
  return {
    url: `${url}/auto-login?token=${encodeURIComponent(token)}`,
    token,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
    reusable: true as const,
  };
});
