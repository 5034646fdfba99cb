/**
 * Tenant provisioning: the onEvent handler of a CloudFormation custom resource (aws-cdk-lib's Provider
 * framework answers CloudFormation) that writes the stage's configured tenants into the table, so a
 * fresh stage has its organizations, tubes and e-mail-domain lookups as soon as it is deployed.
 *
 * - Create / Update: for every tenant, upserts the organization, its tube and its directory entry (what
 *   the configuration owns, such as keys, user pool and subscription, is set; what it only starts, such
 *   as name, branding, languages and domains, is written only where absent, so a redeployment never undoes
 *   an admin's edit), puts the e-mail-domain lookups of a new organization, and creates each default
 *   feature flag that does not exist yet (flags admins changed are never overwritten), and sets single
 *   sign-on up again on the app client of an organization that has it on (CloudFormation writes the client
 *   as the stack declares it: the pool's own sign-in only). Makes the configured first admins
 *   (`initialAdmins`) not made yet: AdminCreateUser in the tenant's pool (Cognito e-mails a temporary
 *   password) and a master admin's profile, once per address. Idempotent: running it again with the same
 *   input changes nothing.
 * - Delete: leaves every item in place (RETAIN). Organizations are referenced by everything their
 *   users created (profiles, channels, videos, tasks); deleting them when the resource goes (a stack
 *   rollback, a refactoring that renames the resource, a tenant removed from the config) would orphan
 *   that data and lock the users out. Removing a tenant is a deliberate, separate operation.
 */
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import * as z from 'zod';
import { tenantData } from '../core/data/tenant-data.js';
import { provisionTenantData } from '../core/domain/provision-tenant.js';
import { reapplySso } from '../core/domain/sso-provider.js';
import { TENANTS_PROPERTY, type ProvisioningRequest } from '../core/domain/tenant-provisioning.js';
import { logger } from '../core/http/logger.js';
import { tenantConfigSchema } from '#shared/domain/tenant-config.js';

/** The one physical id of the resource: updates never replace it, so CloudFormation never deletes it. */
export const PHYSICAL_RESOURCE_ID = 'tubes-tenant-provisioning';

/** What the Provider framework expects back from onEvent. */
export interface ProvisioningResult {
  PhysicalResourceId: string;
  Data?: Record<string, string>;
}

const requestSchema = z
  .array(
    z.object({
      tenant: tenantConfigSchema,
      pool: z.object({ userPoolId: z.string().min(1), userPoolClientId: z.string().min(1) }),
    }),
  )
  .min(1) satisfies z.ZodType<ProvisioningRequest>;

/**
 * The tenants come as one JSON string: CloudFormation hands custom resources every scalar property as a
 * string, so booleans would arrive as "true"/"false".
 */
function parseRequest(properties: Record<string, unknown>): ProvisioningRequest {
  const raw = properties[TENANTS_PROPERTY];
  if (typeof raw !== 'string') throw new Error(`property ${TENANTS_PROPERTY} must be a JSON string`);
  return requestSchema.parse(JSON.parse(raw));
}

async function provisionTenant(
  entry: ProvisioningRequest[number],
): Promise<{ flagsCreated: number; adminsMade: number }> {
  const { flagsCreated, admins } = await provisionTenantData(entry);
  for (const admin of admins) {
    logger.info('first admin provisioned', {
      orgId: entry.tenant.id,
      userId: admin.userId,
      accountCreated: admin.accountCreated,
    });
  }
  // The deployment may have rewritten the app client without the organization's identity provider.
  const organization = await tenantData(entry.tenant.id).organization();
  if (organization && (await reapplySso(organization))) {
    logger.info('single sign-on set up again on the app client', { orgId: entry.tenant.id });
  }
  return { flagsCreated, adminsMade: admins.length };
}

export async function handler(event: CloudFormationCustomResourceEvent): Promise<ProvisioningResult> {
  if (event.RequestType === 'Delete') {
    logger.info('tenant provisioning resource deleted; organization data is retained', {
      physicalResourceId: event.PhysicalResourceId,
    });
    return { PhysicalResourceId: event.PhysicalResourceId };
  }

  const request = parseRequest(event.ResourceProperties);
  let flagsCreated = 0;
  let adminsMade = 0;
  // One tenant at a time: a failure names the tenant and leaves the others as they were or complete.
  for (const entry of request) {
    const result = await provisionTenant(entry);
    flagsCreated += result.flagsCreated;
    adminsMade += result.adminsMade;
    logger.info('tenant provisioned', { orgId: entry.tenant.id, ...result });
  }
  return {
    PhysicalResourceId: event.RequestType === 'Update' ? event.PhysicalResourceId : PHYSICAL_RESOURCE_ID,
    Data: {
      OrganizationIds: request.map((entry) => entry.tenant.id).join(','),
      FeatureFlagsCreated: String(flagsCreated),
      InitialAdminsProvisioned: String(adminsMade),
    },
  };
}
