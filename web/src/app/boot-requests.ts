import { askForSessionEarly } from '../features/auth/api/early';
import { HOST_ORGANIZATION_STORAGE_KEY } from '../features/auth/model/last-organization';
import { storedIdToken } from '../features/auth/model/stored-token';
import { askForTenantEarly } from '../features/tenant/api/early';
import { askForVideoPageEarly } from '../features/video/api/early';
import { loadConfig } from '../lib/config';
import { askForDictionaryEarly } from '../lib/stored-language';
import { storage } from '../lib/storage';
import { resolveSite } from '../lib/tenant';

/** /video/{humanId} and /video/{humanId}/{version}/{lang} (features/video/routes.ts). */
const VIDEO_PAGE = /^\/video\/([^/]+)(?:\/(\d+)\/([^/]+))?\/?$/;

/**
 * The boot's requests (issue 10, "run what does not depend on each other in parallel"): on a tenant
 * page, what its startup asks for one step after another (the dictionary, the organization and its
 * tube, the platform status, the startup data, then the page's own data) is asked for at once, while
 * the app's code still loads; the app's calls then take these answers (lib/api-client.ts askEarly).
 * Member calls go out only with the stored session of the organization this host remembers; anything
 * else the app asks for itself, as before.
 */
export async function askPageDataEarly(): Promise<void> {
  const config = await loadConfig();
  const { hostname, pathname } = window.location;
  const site = resolveSite(hostname, config.appDomain);
  if (site.kind !== 'tenant') return;
  const orgId = storage.get(HOST_ORGANIZATION_STORAGE_KEY);
  askForDictionaryEarly();
  askForTenantEarly(site.label, orgId);
  const token = orgId ? storedIdToken(window.localStorage, orgId) : undefined;
  askForSessionEarly(token);
  const video = VIDEO_PAGE.exec(pathname);
  if (!token || !video?.[1]) return;
  const [, humanId, version, language] = video;
  askForVideoPageEarly(
    {
      key: decodeURIComponent(humanId),
      ...(version ? { version: Number(version) } : {}),
      ...(language ? { language: decodeURIComponent(language) } : {}),
    },
    token,
  );
}
