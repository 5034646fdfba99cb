/**
 * The video-translation machine's first step: the master's texts machine-translated into the target
 * language (or copied for a human translator where no machine translator exists), written as the
 * language's rendering data and the translation's name, description and abstract. Answers whether a
 * machine translated it (the machine's Choice). Run again, it writes the same again.
 */
import { translationData } from '../../core/data/translation-data.js';
import { translateVideoContent } from '../../core/domain/video-translation.js';
import { logger } from '../../core/http/logger.js';
import { TranslationStepError, type TranslationInput } from './translation.js';

export async function handler(event: { translation: TranslationInput }): Promise<{ machine: boolean }> {
  const { translation } = event;
  const content = await translateVideoContent(translation.orgId, translation);
  const advanced = await translationData(translation.orgId).advance(
    translation.videoId,
    translation.language,
    translation.translationId,
    {
      machine: content.machine,
      name: content.name,
      description: content.description,
      abstract: content.abstract,
      ...(content.reason ? { reason: content.reason } : {}),
    },
  );
  // The translation was deleted or requested anew meanwhile: this request's result is not wanted.
  if (!advanced) throw new TranslationStepError('the translation is no longer this request');
  logger.info('video translated', {
    videoId: translation.videoId,
    language: translation.language,
    machine: content.machine,
  });
  return { machine: content.machine };
}
