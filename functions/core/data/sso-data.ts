/**
 * An organization's single-sign-on attributes (spec 2 §3 ssoUrl, samlResponseUrl, cognitoIdentifier,
 * and the provider as /admin/security set it up), bound to that one organization. Reads and patches the
 * organization item (access pattern: organization by id).
 */
import { getEntities, type OrganizationItem } from './entities/index.js';

export type SsoAttributes = Pick<
  OrganizationItem,
  'ssoUrl' | 'ssoName' | 'cognitoIdentifier' | 'samlResponseUrl' | 'sso'
>;

export function ssoData(orgId: string) {
  const e = getEntities();
  return {
    async organization(): Promise<OrganizationItem | undefined> {
      const { data } = await e.organization.get({ orgId }).go();
      return data ?? undefined;
    },
    /** Sets the given attributes; `ssoUrl: undefined` with `removeSsoUrl` takes SSO off the sign-in page. */
    async update(changes: SsoAttributes, options: { removeSsoUrl?: boolean } = {}): Promise<void> {
      const patch = e.organization
        .patch({ orgId })
        .set(Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as SsoAttributes);
      await (options.removeSsoUrl ? patch.remove(['ssoUrl', 'ssoName']) : patch).go();
    },
  };
}
