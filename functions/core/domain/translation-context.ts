/**
 * What the translation commands and the translations read share: the video the caller may edit, whether
 * its channel offers translation, and the organization's languages and auto-flags.
 */
import { isFeatureOn } from '#shared/domain/feature-flags.js';
import { AUTO_PUBLISH_TRANSLATION_FEATURE, TRANSLATION_FEATURE } from '#shared/domain/video-translation.js';
import { tenantData } from '../data/tenant-data.js';
import { editableVideo } from '../access/editable-video.js';
import type { TenantContext } from '../http/tenant.js';

export async function translationContext(tenant: TenantContext, videoId: string) {
  const video = await editableVideo(tenant, videoId);
  const data = tenantData(tenant.activeOrgId);
  const [organization, flags] = await Promise.all([data.organization(), data.featureFlags()]);
  const scope = { tubeId: organization?.tubeId, channelId: video.channelId };
  return {
    video,
    featureOn: isFeatureOn(flags, TRANSLATION_FEATURE, scope),
    autoPublish: isFeatureOn(flags, AUTO_PUBLISH_TRANSLATION_FEATURE, scope),
    organizationLanguages: (organization?.organizationLanguages ?? []) as string[],
  };
}
