import * as api from '#shared/api/endpoints/platform.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { organizationById } from '../core/data/public-lookups.js';
import { platformStatus, setMaintenance } from '../core/data/platform-data.js';
import { logChange } from '../core/domain/event-log.js';

/**
 * Platform switches belong to the provider: staff (by e-mail domain) who hold updateOrganization in
 * the provider's operator organization, working in their own organization.
 */
export const handler = httpHandler(api.platformCommand, async ({ tenant, body }) => {
  const own = await organizationById(tenant.orgId);
  const isOperator =
    own?.isProviderOrganization === true &&
    tenant.isStaff &&
    tenant.permissions.includes('updateOrganization') &&
    tenant.activeOrgId === tenant.orgId;
  if (!isOperator) throw forbidden();
  switch (body.type) {
    case 'setMaintenance': {
      const before = await platformStatus();
      const after = await setMaintenance(body.payload.enabled, tenant.email);
      // Platform-wide, logged in the operator organization that switched it.
      await logChange(tenant, { type: 'organization', id: tenant.orgId }, 'platformCommand.setMaintenance', {
        before: { maintenance: before.maintenance },
        after: { maintenance: after.maintenance },
      });
      return after;
    }
  }
});
