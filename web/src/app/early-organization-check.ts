import {
  apexCheckDestination,
  apexCheckHref,
  checkedInThisTab,
  HOST_ORGANIZATION_STORAGE_KEY,
  LAST_ORGANIZATION_STORAGE_KEY,
  lastOrganizationCookieDomain,
  organizationCheck,
  ORGANIZATION_CHECK_PATH,
  ORGANIZATION_CHECKED_PARAM,
  ORGANIZATION_CHECKED_SESSION_KEY,
  rememberedOrganization,
} from '../features/auth/model/last-organization';
import { hasSsoToken } from '../features/auth/model/sso-hash';
import { configString, loadConfigJson } from '../lib/config-json';
import { storage } from '../lib/storage';
import { apexOrigin, resolveSite } from '../lib/tenant';
import {
  APEX_ANSWER_STORAGE_KEY,
  apexAnswerOf,
  apexAnswerStands,
  recordGeneration,
} from './model/organization-record';

/**
 * The apex round trip of the last-used organization check (spec 1 §4; docs/decisions.md "## Session"),
 * decided before the app loads. Where parent-domain cookies are refused (`*.localhost`), a new tab of a
 * tenant asks the apex once; done by the app, each leg of that trip loaded and started the whole app
 * (about 1 MB of JavaScript, the configuration, the organization lookup) only to navigate away. Here:
 *  - a tenant page whose organization this host remembers (HOST_ORGANIZATION_STORAGE_KEY, kept by the
 *    session's check) and that this tab has not checked goes to the apex at once;
 *  - the apex's /organization-check answers from its record at once.
 *  - a new tab takes the apex's last answer for this host while the apex's record has not changed
 *    since (model/organization-record.ts): the common path needs no round trip at all.
 * Both with the same rules as the app's own check (model/last-organization.ts), which still runs on
 * every start and decides whatever this leaves to it (a first visit, the cloud's cookie, SSO hashes).
 * Resolves true when the page is navigating away (the app must not start).
 */
export async function leftForOrganizationCheck(): Promise<boolean> {
  // Raw JSON (zod is the app's): a configuration without these two leaves the error to the app.
  const { body } = await loadConfigJson();
  const appDomain = configString(body, 'appDomain');
  const centralLoginUrl = configString(body, 'centralLoginUrl');
  if (!appDomain || !centralLoginUrl) return false;
  const { hostname, pathname, search, hash, href, protocol } = window.location;
  const site = resolveSite(hostname, appDomain);
  if (site.kind === 'apex') {
    if ((pathname.replace(/\/+$/, '') || '/') !== ORGANIZATION_CHECK_PATH) return false;
    window.location.replace(
      apexCheckDestination({
        search,
        protocol,
        appDomain,
        centralLoginUrl,
        remembered: rememberedOrganization(storage.get(LAST_ORGANIZATION_STORAGE_KEY)),
      }),
    );
    return true;
  }
  // The cloud reads the parent-domain cookie inside the app: no round trip to save there.
  if (lastOrganizationCookieDomain(appDomain) !== undefined) return false;
  // An SSO token is taken by the app first, so it never travels in the check's redirect parameter.
  if (hasSsoToken(hash)) return false;
  const orgId = storage.get(HOST_ORGANIZATION_STORAGE_KEY);
  if (!orgId) return false;
  const generation = recordGeneration(document.cookie);
  const answer = apexAnswerOf(search, orgId, generation, ORGANIZATION_CHECKED_PARAM);
  if (answer) storage.set(APEX_ANSWER_STORAGE_KEY, answer);
  if (apexAnswerStands(storage.get(APEX_ANSWER_STORAGE_KEY), orgId, generation)) {
    // This tab counts as checked, for the app's own check too (checkedInThisTab).
    try {
      window.sessionStorage.setItem(ORGANIZATION_CHECKED_SESSION_KEY, orgId);
    } catch {
      // no session storage: checkedInThisTab answers true then anyway
    }
    return false;
  }
  const decision = organizationCheck({
    orgId,
    pathname,
    search,
    cookieRecord: undefined,
    cookieCapable: false,
    checkedInTab: checkedInThisTab(orgId),
  });
  if (decision.kind !== 'askApex') return false;
  window.location.replace(apexCheckHref(apexOrigin(window.location, site), orgId, href));
  return true;
}

/**
 * Whether this page may leave early at all: only on hosts that cannot carry the parent-domain cookie
 * (`localhost`, `*.localhost`, addresses). Everywhere else the app starts at once, without waiting
 * for the configuration.
 */
export function mayLeaveEarly(hostname: string): boolean {
  return lastOrganizationCookieDomain(hostname) === undefined;
}
