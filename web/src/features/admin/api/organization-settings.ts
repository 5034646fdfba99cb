/** The organization settings pages' calls (shared contract): the settings read and POST /organizationCommand. */
import { mutate } from 'swr';
import { api, type OrganizationCommand } from '#shared/api';
import { request } from '../../../lib/api-client';
import { apiKey, useApi } from '../../../lib/use-api';
import { refetchTenantBranding } from '../../../lib/tube-refresh';

/** The caller's organization's settings (null: not allowed, no call). */
export function useOrganizationSettings(allowed: boolean) {
  return useApi(api.getOrganizationSettings, allowed ? {} : null);
}

/**
 * Runs one organization command; then the settings are read again, and after a branding or
 * organization change this app's tube too (other signed-in apps get REFETCH_TUBE).
 */
export async function organizationCommand(command: OrganizationCommand): Promise<void> {
  await request(api.organizationCommand, { body: command });
  await mutate(apiKey(api.getOrganizationSettings, {}));
  if (command.type === 'updateBranding' || command.type === 'updateOrganization') {
    await refetchTenantBranding();
  }
}
