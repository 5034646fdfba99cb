/**
 * The mandatory-training section of a channel's access control (spec 2 §3 channelMandatoryTrainingSetting):
 * the tracks it can make mandatory, the edited setting, what is wrong with it, and whether saving it
 * assigns training to the channel's users (then the spec's confirmation checkbox comes first).
 */
import type { ChannelMandatoryTrainingSetting } from '#shared/api/endpoints/channel-mandatory';
import { MANDATORY_TRACKS_MAX } from '#shared/api/endpoints/channel-mandatory';
import type { TrackNode } from '#shared/api';

export interface TrackOption {
  id: string;
  name: string;
  depth: number;
}

/** The channel's tracks and sub-tracks in tree order (videos are not tracks). */
export function trackOptions(tree: readonly TrackNode[]): TrackOption[] {
  return tree.flatMap((node) =>
    node.type === 'track'
      ? [{ id: node.id, name: node.name, depth: node.depth }, ...trackOptions(node.items)]
      : [],
  );
}

/** A chosen track is added at the end (the order chosen) or taken out. */
export function toggleTrack(
  setting: ChannelMandatoryTrainingSetting,
  trackId: string,
): ChannelMandatoryTrainingSetting {
  const trackIds = setting.trackIds.includes(trackId)
    ? setting.trackIds.filter((id) => id !== trackId)
    : [...setting.trackIds, trackId];
  return { ...setting, trackIds };
}

/** Chosen tracks that are no longer tracks of the channel (archived or moved) are dropped. */
export function withKnownTracks(
  setting: ChannelMandatoryTrainingSetting,
  options: readonly TrackOption[],
): ChannelMandatoryTrainingSetting {
  const known = new Set(options.map((o) => o.id));
  return { ...setting, trackIds: setting.trackIds.filter((id) => known.has(id)) };
}

export type MandatoryProblem = 'choose-track' | 'too-many' | null;

/** What keeps the setting from being saved (the contract's rules, said before the server does). */
export function mandatoryProblem(setting: ChannelMandatoryTrainingSetting): MandatoryProblem {
  if (setting.trackIds.length > MANDATORY_TRACKS_MAX) return 'too-many';
  if (setting.enabled && setting.trackIds.length === 0) return 'choose-track';
  return null;
}

/**
 * Saving assigns training when the setting ends on with a track that was not assigned by the saved
 * setting (turning it on, or adding a track while on): that reaches many users, so it is confirmed.
 */
export function assignsTraining(
  saved: ChannelMandatoryTrainingSetting,
  edited: ChannelMandatoryTrainingSetting,
): boolean {
  if (!edited.enabled) return false;
  if (!saved.enabled) return edited.trackIds.length > 0;
  return edited.trackIds.some((id) => !saved.trackIds.includes(id));
}

export function sameSetting(a: ChannelMandatoryTrainingSetting, b: ChannelMandatoryTrainingSetting): boolean {
  return a.enabled === b.enabled && a.trackIds.join('\n') === b.trackIds.join('\n');
}

export { MANDATORY_TRACKS_MAX };
