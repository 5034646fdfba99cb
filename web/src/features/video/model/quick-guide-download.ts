/**
 * "Download guide (PDF)" on the video page (pure): the server answers the guide's download URL, or that
 * its still frames are still being taken; the page then asks again a while later, up to a limit.
 */
/** How long the page waits between two asks, and how many asks it makes at most (about two minutes). */
export const GUIDE_RETRY_MS = 3000;
export const GUIDE_MAX_ASKS = 40;

export type GuideAnswer =
  | { status: 'ready'; downloadUrl: string; fileName: string; pages: number }
  | { status: 'preparing'; ready: number; pages: number; message: string };

export type GuideStep =
  | { action: 'download'; url: string; fileName: string }
  | { action: 'wait'; ready: number; pages: number }
  | { action: 'give-up' };

/** What to do with the `asks`-th answer (1 for the first). */
export function guideStep(answer: GuideAnswer, asks: number): GuideStep {
  if (answer.status === 'ready')
    return { action: 'download', url: answer.downloadUrl, fileName: answer.fileName };
  if (asks >= GUIDE_MAX_ASKS) return { action: 'give-up' };
  return { action: 'wait', ready: answer.ready, pages: answer.pages };
}
