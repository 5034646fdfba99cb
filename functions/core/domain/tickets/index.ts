/**
 * The stage's ticket system (TICKET_SYSTEM): `zendesk` in the cloud (ZENDESK_BASE_URL plus
 * ZENDESK_SECRET_ARN, or ZENDESK_EMAIL/ZENDESK_API_TOKEN), `table` (the default) locally.
 */
import { tableTicketSystem } from './table.js';
import type { TicketSystem } from './ticket-system.js';
import { zendeskTicketSystem, type ZendeskCredentials } from './zendesk.js';

export * from './ticket-system.js';

let cached: TicketSystem | undefined;

async function credentialsFromEnv(env: NodeJS.ProcessEnv): Promise<ZendeskCredentials> {
  if (env.ZENDESK_SECRET_ARN) {
    // Loaded here: only a Zendesk stage reads the secret, once per container.
    const sdk = await import('@aws-sdk/client-secrets-manager');
    const secret = await new sdk.SecretsManagerClient({}).send(
      new sdk.GetSecretValueCommand({ SecretId: env.ZENDESK_SECRET_ARN }),
    );
    const parsed = JSON.parse(secret.SecretString ?? '{}') as Partial<ZendeskCredentials>;
    if (!parsed.email || !parsed.apiToken) throw new Error('the Zendesk secret needs email and apiToken');
    return { email: parsed.email, apiToken: parsed.apiToken };
  }
  if (!env.ZENDESK_EMAIL || !env.ZENDESK_API_TOKEN) {
    throw new Error('set ZENDESK_SECRET_ARN, or ZENDESK_EMAIL and ZENDESK_API_TOKEN');
  }
  return { email: env.ZENDESK_EMAIL, apiToken: env.ZENDESK_API_TOKEN };
}

export function ticketSystemFromEnv(env: NodeJS.ProcessEnv = process.env): TicketSystem {
  const kind = env.TICKET_SYSTEM ?? 'table';
  if (kind === 'table') return tableTicketSystem();
  if (kind !== 'zendesk') throw new Error(`unknown TICKET_SYSTEM ${kind}`);
  let credentials: Promise<ZendeskCredentials> | undefined;
  const phoneField = env.ZENDESK_PHONE_FIELD_ID ? Number(env.ZENDESK_PHONE_FIELD_ID) : undefined;
  if (!env.ZENDESK_BASE_URL) throw new Error('environment variable ZENDESK_BASE_URL is not set');
  return zendeskTicketSystem({
    baseUrl: env.ZENDESK_BASE_URL,
    credentials: () => {
      credentials ??= credentialsFromEnv(env).catch((error: unknown) => {
        credentials = undefined;
        throw error;
      });
      return credentials;
    },
    ...(phoneField !== undefined && Number.isInteger(phoneField) ? { phoneFieldId: phoneField } : {}),
  });
}

/** The ticket system of this container, created once. */
export function ticketSystem(): TicketSystem {
  cached ??= ticketSystemFromEnv();
  return cached;
}
