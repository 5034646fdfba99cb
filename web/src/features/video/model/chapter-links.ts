/**
 * When the chapter-link interstitial fires (spec 1 §4 "A chapter link pauses the video, plays a sound
 * and shows the related link. The video resumes after the countdown or on click. The interstitial
 * triggers 200 ms before the chapter boundary"; §9 "Link interstitial 200 ms before a chapter
 * boundary"). Pure: the player feeds it positions (seconds) from timeupdate and seeks; it answers the
 * link to show. A link fires at most once per playback, and never when a seek jumps over it.
 */
export const LINK_LEAD_SECONDS = 0.2;
/**
 * A position step larger than this between two progress reports is a jump, not playback (timeupdate
 * fires every 15–250 ms; at 3× that is at most ~0.75 s of media), so links inside it do not fire.
 */
export const MAX_PLAYBACK_STEP_SECONDS = 1.5;

export interface ChapterLinkLike {
  startSeconds: number;
  url: string;
  title: string;
}

export interface LinkInterstitial<L extends ChapterLinkLike> {
  /** Progress while playing; answers the link to show now, or null. */
  progress(position: number): L | null;
  /** The user (or the player) moved the position: nothing between the old and new one fires. */
  seek(position: number): void;
  /** A new playback of the same video (replay after the end): every link may fire again. */
  reset(): void;
}

/** Where a link's interstitial triggers: 200 ms before its boundary (never before 0). */
export function triggerAt(link: ChapterLinkLike): number {
  return Math.max(0, link.startSeconds - LINK_LEAD_SECONDS);
}

export function createLinkInterstitial<L extends ChapterLinkLike>(links: readonly L[]): LinkInterstitial<L> {
  const ordered = [...links].sort((a, b) => a.startSeconds - b.startSeconds);
  const fired = new Set<L>();
  let last = 0;

  return {
    progress(position) {
      const previous = last;
      const step = position - previous;
      if (step < 0 || step > MAX_PLAYBACK_STEP_SECONDS) {
        // Backwards or a jump: a seek the player did not report; links in between stay quiet.
        last = position;
        return null;
      }
      const due = ordered.find((link) => {
        const at = triggerAt(link);
        return !fired.has(link) && at >= previous && at <= position;
      });
      if (!due) {
        last = position;
        return null;
      }
      fired.add(due);
      // Later links inside the same step get their turn on the next report.
      last = triggerAt(due);
      return due;
    },
    seek(position) {
      last = position;
    },
    reset() {
      fired.clear();
      last = 0;
    },
  };
}
