/**
 * The one local platform every benchmark but the bundle sizes runs against: ephemeral, seeded, on the
 * bench's own ports (not `npm start`'s), no demo media transcoding in the background (it would compete
 * with what is measured) and no dev server (the web bench serves the production build itself).
 * TUBES_BENCH_PORT_OFFSET moves every port by one amount, so two bench runs on one machine keep apart.
 */
import type { LocalPlatform } from '../../infra/local/index.js';

export const BENCH_PASSWORD = 'Passw0rd!';

const PORT_OFFSET = Number(process.env.TUBES_BENCH_PORT_OFFSET ?? 0);
const port = (base: number) => base + PORT_OFFSET;

export async function startBenchPlatform(): Promise<LocalPlatform> {
  const { startLocalPlatform } = await import('../../infra/local/index.js');
  return startLocalPlatform({
    ephemeral: true,
    web: false,
    seed: 'always',
    demoMedia: false,
    requestLog: false,
    log: () => undefined,
    ports: {
      dynamodb: port(38000),
      s3: port(34569),
      cognito: port(39229),
      gateway: port(34000),
      web: port(35173),
      mediaconvert: port(34580),
      stepfunctions: port(34584),
      transcribe: port(34582),
      translate: port(34586),
      polly: port(34588),
      ses: port(34593),
    },
  });
}

/** An ID token of a demo user of acme (USER_PASSWORD_AUTH against the local Cognito). */
export async function signInAs(
  platform: Pick<LocalPlatform, 'pools' | 'urls'>,
  email: string,
): Promise<string> {
  const { CognitoIdentityProviderClient, InitiateAuthCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const pool = platform.pools.find((p) => p.orgId === 'acme');
  if (!pool) throw new Error('acme pool missing');
  const auth = await new CognitoIdentityProviderClient({ endpoint: platform.urls.cognito }).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: BENCH_PASSWORD },
    }),
  );
  const token = auth.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`sign-in of ${email} failed`);
  return token;
}

/** A JSON call to the platform's API with a bearer token; throws with the status and body unless 2xx. */
export type ApiCall = <T>(method: string, pathname: string, body?: unknown) => Promise<T>;

export function apiCaller(apiUrl: string, token: string): ApiCall {
  return async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${apiUrl}${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/**
 * Makes sure an organization's feature flag is on in a channel (the bench platform seeds acme's flags
 * as the dev platform does): answers 'seeded' when it already was; otherwise adds the channel to the
 * flag's list through the data layer, keeping the channels it had, and answers 'set for the run'.
 */
export async function ensureFlagInChannel(
  orgId: string,
  featureId: string,
  channelId: string,
): Promise<'seeded' | 'set for the run'> {
  const { getEntities } = await import('../../functions/core/data/entities/index.js');
  const { isFeatureActive } = await import('../../shared/domain/feature-flags.js');
  const flags = getEntities().featureFlag;
  const { data } = await flags.get({ orgId, featureId }).go();
  const flag = data
    ? {
        featureId,
        configuration: data.configuration as 'deactivated' | 'tube' | string[],
        activatedIn: data.activatedIn ?? [],
      }
    : undefined;
  if (isFeatureActive(flag, { channelId })) return 'seeded';
  const listed = Array.isArray(flag?.configuration) ? flag.configuration : [];
  await flags
    .put({
      orgId,
      featureId,
      configuration: [...new Set([...listed, channelId])],
      activatedIn: [...new Set([...(flag?.activatedIn ?? []), channelId])],
      status: 'active',
    })
    .go();
  return 'set for the run';
}
