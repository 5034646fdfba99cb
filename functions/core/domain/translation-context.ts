/**
 * What the translation commands and reads share: the video the caller may edit, whether its channel
 * offers translation, the organization's auto-flags and its languages.
 */
import { isFeatureOn } from '#shared/domain/feature-flags.js';
import {
  AUTO_PUBLISH_TRANSLATION_FEATURE,
  AUTO_TRANSLATION_TASK_FEATURE,
  AUTO_VOICE_OVER_FEATURE,
  TRANSLATION_FEATURE,
} from '#shared/domain/video-translation.js';
import { tenantData } from '../data/tenant-data.js';
import { editableVideo } from '../access/editable-video.js';
import type { TenantContext } from '../http/tenant.js';

/** The translation features as they apply to a channel of the organization. */
export async function translationFlags(orgId: string, channelId: string) {
  const data = tenantData(orgId);
  const [organization, flags] = await Promise.all([data.organization(), data.featureFlags()]);
  const scope = { tubeId: organization?.tubeId, channelId };
  return {
    featureOn: isFeatureOn(flags, TRANSLATION_FEATURE, scope),
    autoGenerate: isFeatureOn(flags, AUTO_TRANSLATION_TASK_FEATURE, scope),
    autoPublish: isFeatureOn(flags, AUTO_PUBLISH_TRANSLATION_FEATURE, scope),
    autoVoiceOver: isFeatureOn(flags, AUTO_VOICE_OVER_FEATURE, scope),
    organizationLanguages: (organization?.organizationLanguages ?? []) as string[],
  };
}

export async function translationContext(tenant: TenantContext, videoId: string) {
  const video = await editableVideo(tenant, videoId);
  return { video, ...(await translationFlags(tenant.activeOrgId, video.channelId)) };
}
