/**
 * The video-translation machine's last step when the organization's autoGenerateVoiceOver is on and the
 * translation was published at once (issue 14, "the whole chain, hands off"): the language's computer
 * voice-over (generateFittingVoiceOver), then, once no other machine translation of the version is still
 * running, the render that adds the version's voice-overs to the player (the video keeps its status). A
 * video busy with another job throws VideoBusy, which the machine retries later; a language no voice
 * speaks, or a voice-over that still does not fit, ends the step without a render (the studio shows why).
 */
import { isVoiceOverLanguage, overlongChapters } from '#shared/domain/voice-over.js';
import { translationData } from '../../core/data/translation-data.js';
import { videoData } from '../../core/data/video-data.js';
import { voiceOverData } from '../../core/data/voice-over-data.js';
import { HttpError } from '../../core/http/errors.js';
import { logger } from '../../core/http/logger.js';
import { rendersOf } from '../../core/domain/render.js';
import { startRenderOf } from '../../core/domain/render-start.js';
import { generateFittingVoiceOver } from '../../core/domain/voice-over.js';
import type { TranslationInput } from './translation.js';

/** The Retry of the machine's VoiceOver state names it: the video's processing lock is held. */
export class VideoBusy extends Error {
  override name = 'VideoBusy';
}

export async function handler(event: { translation: TranslationInput }) {
  const { translation } = event;
  const { orgId, videoId, language, version } = translation;
  const video = await videoData(orgId).video(videoId);
  if (!video || (video.lastVersion ?? 1) !== version || !isVoiceOverLanguage(language)) {
    logger.info('no automatic voice-over', { videoId, language, reason: 'no voice or another version' });
    return { voiceOver: false, rendered: false };
  }
  const existing = await voiceOverData(orgId).get(videoId, language);
  // A retried step keeps the voice-over it made (a person may also have made one meanwhile).
  const made =
    existing?.version === version
      ? existing
      : await generateFittingVoiceOver(orgId, translation.requester.userId, video, language);
  const overlong = overlongChapters(made.chapters);
  if (overlong.length > 0) {
    logger.warn('automatic voice-over does not fit', { videoId, language, overlong });
    return { voiceOver: true, rendered: false };
  }
  // A machine translation still running finishes within minutes: the last one renders them all (one
  // render, not one per language). A person's translation may take days: nobody waits for it (its own
  // voice-over is added from the studio).
  const others = (await translationData(orgId).ofVideo(videoId)).filter(
    (t) => t.language !== language && t.version === version && t.status === 'translating',
  );
  if (others.length > 0)
    return { voiceOver: true, rendered: false, waitingFor: others.map((t) => t.language) };
  await rendersOf(orgId, videoId);
  const current = (await videoData(orgId).video(videoId)) ?? video;
  try {
    const { job } = await startRenderOf(orgId, current, {
      version,
      language: video.masterLanguage,
      requestedBy: translation.requester.userId,
      keepStatus: true,
    });
    logger.info('automatic voice-over render started', { videoId, language, renderId: job.renderId });
    return { voiceOver: true, rendered: true, renderId: job.renderId };
  } catch (error) {
    const busy =
      error instanceof HttpError && error.statusCode === 409
        ? (await videoData(orgId).video(videoId))?.lockKind
        : undefined;
    if (busy) throw new VideoBusy(`the video is busy (${busy}): the render waits`);
    if (error instanceof HttpError) {
      logger.warn('automatic voice-over render refused', { videoId, message: error.message });
      return { voiceOver: true, rendered: false };
    }
    throw error;
  }
}
