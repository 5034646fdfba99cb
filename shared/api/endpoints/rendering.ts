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

/** Where a text effect's caption sits in the frame: a 3 × 3 grid (the render plan's names). */
export const TEXT_EFFECT_POSITIONS = [
  'top-left',
  'top',
  'top-right',
  'middle-left',
  'middle',
  'middle-right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type TextEffectPosition = (typeof TEXT_EFFECT_POSITIONS)[number];
/** How a text effect's caption looks: a subtitle bar, a large title, or a brand-coloured highlight. */
export const TEXT_EFFECT_STYLES = ['subtitle', 'title', 'highlight'] as const;
export type TextEffectStyle = (typeof TEXT_EFFECT_STYLES)[number];
/** Longest caption of a text effect (characters) and longest key combination. */
export const TEXT_EFFECT_MAX = 200;
export const KEY_COMBINATION_MAX = 60;

/**
 * A text effect (issue 12): a caption burnt into the rendered video for the whole chapter (from its
 * start to its end, else to the next chapter's start, else to the end of the video). A disabled effect
 * keeps its values for later; an enabled one needs its caption (spec 2 §5 "enabled text and keyboard
 * effects need values").
 */
export const textEffectSchema = z
  .object({
    enabled: z.boolean(),
    text: z.string().max(TEXT_EFFECT_MAX),
    position: z.enum(TEXT_EFFECT_POSITIONS),
    style: z.enum(TEXT_EFFECT_STYLES),
  })
  .refine((e) => !e.enabled || e.text.trim().length > 0, {
    message: 'An enabled text effect needs its text',
    path: ['text'],
  });
export type TextEffect = z.infer<typeof textEffectSchema>;

/** "Ctrl+Shift+S": one to six keys joined by "+", none blank (a lone "+" key is written "Plus"). */
export function isKeyCombination(keys: string): boolean {
  const parts = keys.split('+');
  return parts.length <= 6 && parts.every((p) => p.trim().length > 0);
}

/**
 * A keyboard effect (issue 12): a key combination shown on screen for the chapter, the same span as a
 * text effect. Enabled, it needs a valid combination.
 */
export const keyboardEffectSchema = z
  .object({
    enabled: z.boolean(),
    keys: z.string().max(KEY_COMBINATION_MAX),
  })
  .refine((e) => !e.enabled || isKeyCombination(e.keys), {
    message: 'An enabled keyboard effect needs a key combination such as Ctrl+Shift+S',
    path: ['keys'],
  });
export type KeyboardEffect = z.infer<typeof keyboardEffectSchema>;

/**
 * A chapter of a language's subtitles: where it starts (and ends), its title and its spoken text
 * (manuscript), plus the editor's per-chapter parts: its effects and whether the quick guide shows it.
 */
export const subtitleChapterSchema = z
  .object({
    startSeconds: z.number().min(0),
    endSeconds: z.number().min(0).optional(),
    title: z.string().max(200).optional(),
    manuscript: z.string().max(MANUSCRIPT_MAX),
    textEffect: textEffectSchema.optional(),
    keyboardEffect: keyboardEffectSchema.optional(),
    /** The quick guide (PDF) has a page for this chapter: a still frame at its start and its manuscript. */
    quickGuide: z.boolean().optional(),
  })
  .refine((c) => c.endSeconds === undefined || c.endSeconds > c.startSeconds, {
    message: 'endSeconds must be after startSeconds',
    path: ['endSeconds'],
  });
export type SubtitleChapter = z.infer<typeof subtitleChapterSchema>;

/**
 * Trim of a version × language (issue 12): the rendered video keeps startSeconds to endSeconds of the
 * playable one (no endSeconds: to its end). Chapter times stay on the untrimmed timeline.
 */
export const trimSchema = z
  .object({
    startSeconds: z.number().min(0),
    endSeconds: z.number().min(0).optional(),
  })
  .refine((t) => t.endSeconds === undefined || t.endSeconds > t.startSeconds, {
    message: 'The trim end must be after its start',
    path: ['endSeconds'],
  });
export type Trim = z.infer<typeof trimSchema>;

/** A chapter link: shown by the player's interstitial when playback reaches startSeconds. */
export const LINK_INVALID_MESSAGE = 'The link you have entered is invalid';
export const chapterLinkSchema = z.object({
  startSeconds: z.number().min(0),
  // Only web addresses: the interstitial opens it (spec 2 §8 "The link you have entered is invalid").
  url: z
    .string()
    .max(2000)
    .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), LINK_INVALID_MESSAGE),
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
  trim: trimSchema.optional(),
});
export type RenderingData = z.infer<typeof renderingDataSchema>;
