import { isFeatureOn } from '#shared/domain/feature-flags.js';
import { tagKey } from '#shared/domain/organization-settings.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { badRequest, forbidden } from '../../core/http/errors.js';

type Tag = { tagGroup: string; tagValue: string };

/**
 * The tags and information classification updateGeneral gives a video (issue 11 "videos carry tags and
 * a classification"): only from the organization's own lists (/admin/tags, /admin/information-
 * classification), and only while the feature is on (spec 2 §6). Answers the stored values: each tag as
 * the list spells it, the classification's name ('' for none); undefined for what was not given.
 */
export async function videoLabels(
  tenant: TenantContext,
  given: { tags?: Tag[] | undefined; infClassification?: string | undefined },
): Promise<{ tags?: Tag[]; infClassification?: string }> {
  if (given.tags === undefined && given.infClassification === undefined) return {};
  const data = tenantData(tenant.activeOrgId);
  const [organization, flags] = await Promise.all([data.organization(), data.featureFlags()]);
  const scope = { tubeId: organization?.tubeId };
  const labels: { tags?: Tag[]; infClassification?: string } = {};
  if (given.tags !== undefined) {
    if (!isFeatureOn(flags, 'tags', scope)) throw forbidden('Tags are not enabled for this organization');
    const known = new Map((organization?.tags ?? []).map((t) => [tagKey(t), t]));
    const issues = given.tags
      .map((t, i) => ({ t, i }))
      .filter(({ t }) => !known.has(tagKey(t)))
      .map(({ i }) => ({
        path: `body.payload.tags.${i}`,
        message: "Choose a tag of the organization's list",
      }));
    if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
    const unique = new Map(given.tags.map((t) => [tagKey(t), known.get(tagKey(t))!]));
    labels.tags = [...unique.values()].map((t) => ({ tagGroup: t.tagGroup, tagValue: t.tagValue }));
  }
  if (given.infClassification !== undefined) {
    if (!isFeatureOn(flags, 'infClassification', scope)) {
      throw forbidden('Information classification is not enabled for this organization');
    }
    const name = given.infClassification;
    const found = (organization?.infClassifications ?? []).find(
      (c) => c.name.trim().toLowerCase() === name.toLowerCase(),
    );
    if (name !== '' && !found) {
      throw badRequest("Choose a classification of the organization's list", [
        {
          path: 'body.payload.infClassification',
          message: "Choose a classification of the organization's list",
        },
      ]);
    }
    labels.infClassification = found?.name ?? '';
  }
  return labels;
}
