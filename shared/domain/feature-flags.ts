/**
 * Feature flags (spec 1 §6): "a flag is active when its configuration is not 'deactivated' and is
 * either 'tube' or lists the current tube or the channel (via activatedIn)."
 */
export const FEATURE_IDS = [
  'externalShare',
  'tasks',
  'tasks-chat',
  'notifications',
  'following',
  'userProfile',
  'newChannelLayout',
  'newChannelHomePageLayout',
  'webRecorder',
  'copyInternalPlaylist',
  'copyExternalPlaylist',
  'copyInternalVideo',
  'copyExternalVideo',
  'enableRequestDemo',
  'channelTags',
  'videoTranslation',
  'videoStage',
  'new-home-page',
  'infClassification',
  'tags',
  'videoProcessing',
  'autoRecommendedTasks',
  'shareVideo',
  'autoSubscribeUsers',
  'autoGenerateTranslationTask',
  'autoPublishTranslationTaskVideo',
  'autoCreateGenerateTestScriptTask',
  // The product's own (issue 14): a published automatic translation gets a computer voice-over.
  'autoGenerateVoiceOver',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

export type FeatureConfiguration = 'deactivated' | 'tube' | string[];

export interface FeatureFlag {
  featureId: string;
  configuration: FeatureConfiguration;
  activatedIn: string[];
  status?: string | undefined;
}

export interface FlagScope {
  tubeId?: string | undefined;
  channelId?: string | undefined;
}

export function isFeatureActive(flag: FeatureFlag | undefined, scope: FlagScope = {}): boolean {
  if (!flag || flag.configuration === 'deactivated') return false;
  if (flag.configuration === 'tube') return true;
  const listed = [...flag.activatedIn, ...(Array.isArray(flag.configuration) ? flag.configuration : [])];
  return (
    (scope.tubeId !== undefined && listed.includes(scope.tubeId)) ||
    (scope.channelId !== undefined && listed.includes(scope.channelId))
  );
}

/** Looks a flag up by id in a list (as initData returns them) and evaluates it. */
export function isFeatureOn(
  flags: readonly FeatureFlag[],
  featureId: string,
  scope: FlagScope = {},
): boolean {
  return isFeatureActive(
    flags.find((f) => f.featureId === featureId),
    scope,
  );
}
