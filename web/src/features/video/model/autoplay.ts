/**
 * Starting playback without a click (issue 9 point 10: "Up next … must play (muted autoplay policy
 * handled)"). Browsers refuse play() with sound until the visitor has interacted with the site
 * (NotAllowedError); muted playback is always allowed. So: with sound if the browser lets us, else
 * muted (the page then offers "Unmute"), never silently paused. Pure apart from the media element,
 * which is passed in.
 */
export interface AutoplayMedia {
  muted: boolean;
  play(): Promise<void>;
}

/**
 * - `sound`: playing with sound;
 * - `muted`: the browser refused sound, playing muted (show the unmute affordance);
 * - `blocked`: even muted playback was refused (e.g. data saver): paused with its controls;
 * - `aborted`: play() was interrupted by a new load or a pause (the player moved on; nothing to show).
 */
export type AutoplayOutcome = 'sound' | 'muted' | 'blocked' | 'aborted';

const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';

export async function startAutoplay(media: AutoplayMedia): Promise<AutoplayOutcome> {
  if (media.muted) {
    try {
      await media.play();
      return 'muted';
    } catch (error) {
      return errorName(error) === 'NotAllowedError' ? 'blocked' : 'aborted';
    }
  }
  try {
    await media.play();
    return 'sound';
  } catch (error) {
    if (errorName(error) !== 'NotAllowedError') return 'aborted';
  }
  media.muted = true;
  try {
    await media.play();
    return 'muted';
  } catch (error) {
    // Leave the element as the visitor had it: they start it themselves, with sound.
    media.muted = false;
    return errorName(error) === 'NotAllowedError' ? 'blocked' : 'aborted';
  }
}
