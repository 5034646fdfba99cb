/**
 * The only cross-tenant reads, for pre-login endpoints (access patterns 2, 6, 8). They return
 * identifiers and public organization data, never another tenant's private items.
 */
import { oncePerRequest, organizationKey } from './request-cache.js';
import { getEntities } from './entities/index.js';

/** The organization item, read once per request (core/data/request-cache.ts). */
export async function organizationById(orgId: string) {
  return oncePerRequest(
    organizationKey(orgId),
    async () => (await getEntities().organization.get({ orgId }).go()).data,
  );
}

export async function organizationByDomain(domain: string) {
  const { data } = await getEntities().organization.query.byDomain({ domain }).go({ limit: 1 });
  return data[0] ?? null;
}

/** Organization ids a (lower-cased) e-mail belongs to: as a user first, else by its e-mail domain. */
export async function organizationIdsForEmail(email: string): Promise<string[]> {
  const e = getEntities();
  const users = await e.user.query.byEmail({ email }).go({ pages: 'all' });
  if (users.data.length > 0) return users.data.map((u) => u.orgId);
  const emailDomain = email.split('@')[1] ?? '';
  const byDomain = await e.orgEmailDomain.query.byEmailDomain({ emailDomain }).go({ limit: 1 });
  return byDomain.data.map((d) => d.orgId);
}

/** The organization a Cognito user pool belongs to (for the pool's triggers). */
export async function organizationByUserPool(userPoolId: string) {
  const { data } = await getEntities().organization.query.byUserPool({ userPoolId }).go({ limit: 1 });
  return data[0] ?? null;
}
