/**
 * A translation's content (issue 14): the master's name, description, abstract, chapters (titles,
 * manuscripts, text effects) and links of one version, machine-translated into the target language, or
 * copied as they are for a human translator to start from where no machine translator exists. The
 * result is the target language's rendering data of that version (times, trim, key combinations and
 * quick-guide marks kept from the master) and the translated name, description and abstract.
 */
import type { UiLanguage } from '#shared/domain/languages.js';
import {
  translatableTexts,
  withTranslatedTexts,
  type TranslatableContent,
} from '#shared/domain/video-translation.js';
import { renderingData } from '../data/rendering-data.js';
import { videoData } from '../data/video-data.js';
import { translateTexts } from './machine-translation.js';

export interface TranslationTarget {
  videoId: string;
  version: number;
  sourceLanguage: string;
  language: string;
}

export interface TranslatedContent {
  /** Translated by a machine translator; false: the master's texts, for a human translator. */
  machine: boolean;
  /** Why no machine translated it, when none did. */
  reason?: string;
  name: string;
  description: string;
  abstract: string;
}

export async function translateVideoContent(
  orgId: string,
  target: TranslationTarget,
): Promise<TranslatedContent> {
  const video = await videoData(orgId).video(target.videoId);
  if (!video) throw new Error(`the video ${target.videoId} is gone`);
  const renderings = renderingData(orgId);
  const source = await renderings.get(target.videoId, target.version, target.sourceLanguage);
  const content: TranslatableContent = {
    name: video.name,
    description: video.description ?? '',
    abstract: video.abstract ?? '',
    chapters: source?.subtitles.chapters ?? [],
    links: source?.links ?? [],
  };
  const answer = await translateTexts(
    translatableTexts(content),
    target.sourceLanguage as UiLanguage,
    target.language as UiLanguage,
  );
  const translated = answer.kind === 'translated' ? withTranslatedTexts(content, answer.texts) : content;
  await renderings.put(target.videoId, target.version, {
    language: target.language as UiLanguage,
    subtitles: { chapters: [...translated.chapters] },
    links: [...translated.links],
    ...(source?.trim ? { trim: source.trim } : {}),
  });
  return {
    machine: answer.kind === 'translated',
    ...(answer.kind === 'no-translator' ? { reason: answer.reason } : {}),
    name: translated.name,
    description: translated.description,
    abstract: translated.abstract,
  };
}
