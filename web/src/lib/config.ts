import { z } from 'zod';
import { fetchConfigJson, loadConfigJson, type ConfigAnswer } from './config-json';

/**
 * Runtime configuration, fetched from /config.json next to index.html: deployed by the web stack in the
 * cloud, served from TUBES_WEB_CONFIG by the Vite plugin locally. One build serves every stage.
 */
export const webConfigSchema = z.object({
  apiUrl: z.url({ protocol: /^https?$/ }),
  /** The WebSocket API (design.md §7): wss:// in the cloud, ws://localhost:4000/ws locally. */
  webSocketUrl: z.url({ protocol: /^wss?$/ }).optional(),
  /** Cognito endpoint override (the local emulator); absent in the cloud. */
  cognitoEndpoint: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).optional(),
  region: z.string().min(1),
  /** The stage's web domain, e.g. `tubes.example.com`, locally `localhost:5173`; tenants are sub-domains. */
  appDomain: z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name, optionally with a port'),
  stage: z.string().min(1),
  /** The apex "Login to organization" screen (design.md §4 central login). */
  centralLoginUrl: z.url({ protocol: /^https?$/ }),
  /** The provider's booking page for the request-demo dialog (a frame only ever loads https). */
  requestDemoUrl: z.url({ protocol: /^https$/ }).optional(),
  /**
   * The video languages the stage's automatic transcription hears when it has fewer models than Amazon
   * Transcribe (the local emulator: en-us); absent: every language of shared/domain/transcription.ts.
   */
  transcriptionLanguages: z.array(z.string().min(2).max(12)).optional(),
});

export type WebConfig = z.infer<typeof webConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(raw: unknown): WebConfig {
  const result = webConfigSchema.safeParse(raw);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid /config.json: ${detail}`);
  }
  return { ...result.data, apiUrl: result.data.apiUrl.replace(/\/+$/, '') };
}

function configFrom({ status, body }: ConfigAnswer): WebConfig {
  if (status < 200 || status >= 300) throw new ConfigError(`GET /config.json answered ${status}`);
  return parseConfig(body);
}

export async function fetchConfig(fetchImpl: typeof fetch = fetch): Promise<WebConfig> {
  return configFrom(await fetchConfigJson(fetchImpl));
}

let loading: Promise<WebConfig> | undefined;

/**
 * Loads the configuration once; every caller shares the same promise (and may pass it to React's `use`).
 * The request itself is shared with the early organization check (config-json.ts).
 */
export function loadConfig(): Promise<WebConfig> {
  loading ??= loadConfigJson()
    .then(configFrom)
    .catch((error: unknown) => {
      loading = undefined; // let a later attempt (e.g. the error screen's retry) fetch again
      throw error;
    });
  return loading;
}
