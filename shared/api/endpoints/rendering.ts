/**
 * Rendering data of a video (spec 1 §3 Video: "links (start, link with url and title), voice-over and
 * subtitles per language (language, chapters with start and manuscript)"; Video embed: "renderingData
 * keyed by language; subtitles with chapters carrying a manuscript; videoLinks each with link url and
 * title"). Stored per video × version × language; the one schema used by the data layer, the seed, the
 * video page and the search index.
 */
import * as z from 'zod';
import { languageSchema } from '../schemas.js';

/** Longest manuscript of one chapter (characters). */
export const MANUSCRIPT_MAX = 20_000;

/** A chapter of a language's subtitles: where it starts (and ends), its title and its spoken text. */
export const subtitleChapterSchema = z
  .object({
    startSeconds: z.number().min(0),
    endSeconds: z.number().min(0).optional(),
    title: z.string().max(200).optional(),
    manuscript: z.string().max(MANUSCRIPT_MAX),
  })
  .refine((c) => c.endSeconds === undefined || c.endSeconds > c.startSeconds, {
    message: 'endSeconds must be after startSeconds',
    path: ['endSeconds'],
  });
export type SubtitleChapter = z.infer<typeof subtitleChapterSchema>;

/** A chapter link: shown by the player's interstitial when playback reaches startSeconds. */
export const chapterLinkSchema = z.object({
  startSeconds: z.number().min(0),
  url: z.string().url().max(2000),
  title: z.string().min(1).max(200),
});
export type ChapterLink = z.infer<typeof chapterLinkSchema>;

/** Chapters must be in time order and must not overlap. */
function ordered(chapters: readonly SubtitleChapter[]): boolean {
  return chapters.every((c, i) => {
    const previous = chapters[i - 1];
    if (!previous) return true;
    return (
      c.startSeconds >= (previous.endSeconds ?? previous.startSeconds) &&
      c.startSeconds > previous.startSeconds
    );
  });
}

/** The rendering data of one video × version × language. */
export const renderingDataSchema = z.object({
  language: languageSchema,
  subtitles: z.object({
    chapters: z.array(subtitleChapterSchema).max(500).refine(ordered, 'chapters must be in time order'),
  }),
  links: z.array(chapterLinkSchema).max(200),
});
export type RenderingData = z.infer<typeof renderingDataSchema>;
