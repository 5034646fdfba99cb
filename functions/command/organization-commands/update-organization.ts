import type { OrganizationCommand } from '#shared/api/index.js';
import { organizationPageSettings } from '../../core/domain/organizations.js';
import { flushAuthorizerCache } from '../../core/http/authorizer-cache.js';
import type { TenantContext } from '../../core/http/tenant.js';
import {
  newlyWhitelistedDomains,
  type OrganizationSetupEvent,
} from '#shared/domain/organization-setup-tasks.js';
import {
  createOrganizationSetupTasks,
  setupRequesterOf,
} from '../../core/domain/organization-setup-tasks.js';
import { announceOperatorWork } from '../../core/domain/operator-work.js';
import { announceTubeChange, logSettingsChange, settingsFor } from './settings-access.js';

type Payload = Extract<OrganizationCommand, { type: 'updateOrganization' }>['payload'];

/**
 * /admin/organization (spec 2 §2): name, master language, organization languages, whitelisted domains,
 * page tags (the help dialog's) and the block message, all validated by the contract. The tube carries
 * the name too (it brands the toolbar), and the network directory lists it.
 */
export async function updateOrganization(tenant: TenantContext, payload: Payload) {
  const { data, organization } = await settingsFor(tenant, 'organization');
  const before = organizationPageSettings(organization);
  const after = { ...payload };
  await data.updateOrganization(after);
  if (payload.name !== organization.name) {
    await data.updateTube({ name: payload.name });
    await data.renameDirectoryEntry(payload.name);
  }
  // Who the block message applies to has changed: signed-in members' cached authorizer decisions go.
  if (
    before.blockMessage !== after.blockMessage ||
    before.whitelistedDomains.join() !== after.whitelistedDomains.join()
  ) {
    await flushAuthorizerCache();
  }
  const logged = await logSettingsChange(tenant, 'updateOrganization', { before, after });
  if (logged) await announceTubeChange(tenant.orgId);
  // The operator's set-up follow-ups (issue 13): each domain added is verified, a new master language set.
  const concerned = { orgId: tenant.orgId, orgName: payload.name };
  const events: OrganizationSetupEvent[] = [
    ...newlyWhitelistedDomains(before.whitelistedDomains, after.whitelistedDomains).map(
      (domain): OrganizationSetupEvent => ({ ...concerned, kind: 'domainWhitelisted', domain }),
    ),
    ...(after.masterLanguage !== before.masterLanguage
      ? [{ ...concerned, kind: 'masterLanguageChanged' as const, language: after.masterLanguage }]
      : []),
  ];
  if (events.length > 0)
    await announceOperatorWork(await createOrganizationSetupTasks(events, await setupRequesterOf(tenant)));
  return { id: tenant.orgId };
}
