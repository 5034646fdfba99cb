/** The single-sign-on pages' calls (shared contract): GET /ssoSettings and the two organization commands. */
import { mutate } from 'swr';
import { api, type OrganizationCommand } from '#shared/api';
import { request } from '../../../lib/api-client';
import { apiKey, useApi } from '../../../lib/use-api';
import { refetchTenantBranding } from '../../../lib/tube-refresh';

/** The caller's organization's SSO settings (null: not allowed, no call). */
export function useSsoSettings(allowed: boolean) {
  return useApi(api.getSsoSettings, allowed ? {} : null);
}

/** Saves, then reads the settings again, and the organization (its SSO address and button). */
export async function ssoCommand(
  command: Extract<OrganizationCommand, { type: 'updateSsoSettings' | 'updateAzureAdCertificate' }>,
): Promise<void> {
  await request(api.organizationCommand, { body: command });
  await mutate(apiKey(api.getSsoSettings, {}));
  if (command.type === 'updateSsoSettings') await refetchTenantBranding();
}
