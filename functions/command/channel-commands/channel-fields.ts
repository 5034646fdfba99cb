import type { TenantContext } from '../../core/http/tenant.js';
import type { CompanyChannelFields } from '../../core/data/channel-data.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { badRequest } from '../../core/http/errors.js';
import { channelImageProblem } from '../../core/media/channel-images.js';

/**
 * What the contract cannot check of a channel's fields: its languages are the organization's, and a
 * new image is the caller's own stored upload, an image of at most 5 MB. Unchanged images are not sent.
 */
export async function checkChannelFields(
  tenant: TenantContext,
  fields: Partial<CompanyChannelFields>,
): Promise<void> {
  const issues: { path: string; message: string }[] = [];
  if (fields.channelLanguages !== undefined) {
    const org = await tenantData(tenant.activeOrgId).organization();
    const offered = new Set(org?.organizationLanguages ?? []);
    const unknown = fields.channelLanguages.filter((l) => !offered.has(l));
    if (unknown.length > 0) {
      issues.push({
        path: 'body.payload.channelLanguages',
        message: `Not a language of the organization: ${unknown.join(', ')}`,
      });
    }
  }
  for (const name of ['channelIcon', 'backgroundImage'] as const) {
    const key = fields[name];
    if (!key) continue;
    const problem = await channelImageProblem(tenant.activeOrgId, tenant.userId, key);
    if (problem) issues.push({ path: `body.payload.${name}`, message: problem });
  }
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
}

/** The fields as the event log shows them (images by key, as stored). */
export function loggedFields(fields: Partial<CompanyChannelFields> & { status?: string }) {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    unknown
  >;
}
