/**
 * The one rule of which voice-overs a render of the master lists as audio renditions (issue 14): those
 * made for the rendered version, in the master language or a published translation's (a translation's
 * voice is heard once the translation is published, like its subtitles), whose every chapter fits.
 * startRender lists them; renderVoiceOvers refuses when there are none.
 */
import { overlongChapters } from '#shared/domain/voice-over.js';
import { translationData } from '../data/translation-data.js';
import { voiceOverData, type StoredVoiceOver } from '../data/voice-over-data.js';

export async function voiceOversToRender(
  orgId: string,
  video: { videoId: string; masterLanguage: string },
  version: number,
): Promise<StoredVoiceOver[]> {
  const [voiceOvers, translations] = await Promise.all([
    voiceOverData(orgId).ofVideo(video.videoId),
    translationData(orgId).ofVideo(video.videoId),
  ]);
  const heard = new Set([
    video.masterLanguage,
    ...translations.filter((t) => t.published).map((t) => t.language),
  ]);
  return voiceOvers.filter(
    (v) => v.version === version && heard.has(v.language) && overlongChapters(v.chapters).length === 0,
  );
}
