/**
 * The stage's ticket system (TICKET_SYSTEM): `zendesk` in the cloud (ZENDESK_BASE_URL plus
 * ZENDESK_SECRET_ARN, or ZENDESK_EMAIL/ZENDESK_API_TOKEN), `table` (the default) locally.
 */
import { env } from '../../http/env.js';
import { readSecretString } from '../../http/secrets.js';
import { lazy } from '../../http/lazy.js';
import { tableTicketSystem } from './table.js';
import type { TicketSystem } from './ticket-system.js';
import { zendeskTicketSystem, type ZendeskCredentials } from './zendesk.js';

export * from './ticket-system.js';

let cached: TicketSystem | undefined;

async function zendeskCredentials(): Promise<ZendeskCredentials> {
  const secretArn = env.zendeskSecretArn();
  if (secretArn) {
    // Only a Zendesk stage reads the secret, once per container.
    const parsed = JSON.parse(await readSecretString(secretArn)) as Partial<ZendeskCredentials>;
    if (!parsed.email || !parsed.apiToken) throw new Error('the Zendesk secret needs email and apiToken');
    return { email: parsed.email, apiToken: parsed.apiToken };
  }
  const email = env.zendeskEmail();
  const apiToken = env.zendeskApiToken();
  if (!email || !apiToken) throw new Error('set ZENDESK_SECRET_ARN, or ZENDESK_EMAIL and ZENDESK_API_TOKEN');
  return { email, apiToken };
}

function ticketSystemOfEnvironment(): TicketSystem {
  if (env.ticketSystem() === 'table') return tableTicketSystem();
  const phoneFieldId = env.zendeskPhoneFieldId();
  return zendeskTicketSystem({
    baseUrl: env.zendeskBaseUrl(),
    credentials: lazy(zendeskCredentials),
    ...(phoneFieldId !== undefined ? { phoneFieldId } : {}),
  });
}

/** The ticket system of this container, created once. */
export function ticketSystem(): TicketSystem {
  cached ??= ticketSystemOfEnvironment();
  return cached;
}
