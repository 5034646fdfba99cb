import { jwtClaims } from './jwt';

/** Amplify v6's token keys (see storeTokens in ../amplify.ts): `<prefix>.<clientId>.LastAuthUser`. */
const PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER = '.LastAuthUser';
/** A token closer than this to its expiry is left to Amplify, which refreshes it. */
const MIN_VALIDITY_MS = 5 * 60 * 1000;

/**
 * The ID token of the session Amplify keeps for organization `orgId`, read from its storage without
 * loading Amplify (the boot asks for a page's data with it while the app's code loads); undefined
 * unless exactly one stored session belongs to `orgId` and its token stays valid for a while. The
 * app's calls take such an answer only when Amplify hands them the same token (lib/api-client.ts).
 */
export function storedIdToken(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'>,
  orgId: string,
  now = Date.now(),
): string | undefined {
  const found: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX) || !key.endsWith(LAST_AUTH_USER)) continue;
    const clientId = key.slice(PREFIX.length, -LAST_AUTH_USER.length);
    const username = storage.getItem(key);
    const token = username ? storage.getItem(`${PREFIX}${clientId}.${username}.idToken`) : null;
    const claims = token ? jwtClaims(token) : undefined;
    if (!token || !claims || claims['custom:orgId'] !== orgId || claims.aud !== clientId) continue;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 - now < MIN_VALIDITY_MS) continue;
    found.push(token);
  }
  return found.length === 1 ? found[0] : undefined;
}
