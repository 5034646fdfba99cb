/**
 * Tenant provisioning: the onEvent handler of a CloudFormation custom resource (aws-cdk-lib's Provider
 * framework answers CloudFormation) that writes the stage's configured tenants into the table, so a
 * fresh stage has its organizations, tubes and e-mail-domain lookups as soon as it is deployed.
 *
 * - Create / Update: for every tenant, upserts the organization and tube (the attributes the tenant
 *   config owns are set; attributes admins own are only filled in when absent), puts its e-mail-domain
 *   items, and creates each default feature flag that does not exist yet (flags admins changed are
 *   never overwritten). Idempotent: running it again with the same input changes nothing.
 * - Delete: leaves every item in place (RETAIN). Organizations are referenced by everything their
 *   users created (profiles, channels, videos, tasks); deleting them when the resource goes (a stack
 *   rollback, a refactoring that renames the resource, a tenant removed from the config) would orphan
 *   that data and lock the users out. Removing a tenant is a deliberate, separate operation.
 */
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import * as z from 'zod';
import { getEntities } from '../core/data/entities/index.js';
import { organizationModel, tubeModel } from '../core/data/entities/organization.js';
import { isConditionalFailure } from '../core/data/errors.js';
import {
  TENANTS_PROPERTY,
  defaultFeatureFlags,
  tenantItems,
  type ProvisioningRequest,
} from '../core/domain/tenant-provisioning.js';
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

interface Model {
  attributes: Record<string, object>;
}

/**
 * The entity defaults of the attributes the config does not set (e.g. page tags, tube artwork): written
 * with if_not_exists, so a new item is complete and an existing item keeps what admins changed.
 */
function defaultsOfUnsetAttributes(model: Model, set: object): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (name in set || !('default' in attribute)) continue;
    const value: unknown = attribute.default;
    defaults[name] = typeof value === 'function' ? (value as () => unknown)() : value;
  }
  return defaults;
}

/** Creates a default flag unless the organization already has that flag. True when it was created. */
async function createFlagIfAbsent(flag: ReturnType<typeof defaultFeatureFlags>[number]): Promise<boolean> {
  try {
    await getEntities().featureFlag.create(flag).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function provisionTenant(entry: ProvisioningRequest[number]): Promise<number> {
  const e = getEntities();
  const items = tenantItems(entry.tenant, entry.pool);
  await e.organization
    .upsert(items.organization)
    .ifNotExists(defaultsOfUnsetAttributes(organizationModel, items.organization))
    .go();
  await e.tube.upsert(items.tube).ifNotExists(defaultsOfUnsetAttributes(tubeModel, items.tube)).go();
  await Promise.all(items.orgEmailDomains.map((d) => e.orgEmailDomain.put(d).go()));
  await e.orgDirectoryEntry.put(items.directoryEntry).go();
  const created = await Promise.all(defaultFeatureFlags(entry.tenant.id).map(createFlagIfAbsent));
  return created.filter(Boolean).length;
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
  // One tenant at a time: a failure names the tenant and leaves the others as they were or complete.
  for (const entry of request) {
    const created = await provisionTenant(entry);
    flagsCreated += created;
    logger.info('tenant provisioned', { orgId: entry.tenant.id, flagsCreated: created });
  }
  return {
    PhysicalResourceId: event.RequestType === 'Update' ? event.PhysicalResourceId : PHYSICAL_RESOURCE_ID,
    Data: {
      OrganizationIds: request.map((entry) => entry.tenant.id).join(','),
      FeatureFlagsCreated: String(flagsCreated),
    },
  };
}
