/**
 * The voice-over form (issue 14; spec 2 §2 voice-over / voice-annotation tabs, §5 "caption cannot be
 * empty when generating a computer voice"): for one language, the voice and each chapter's speed, pause
 * and whether a recorded voice replaces the computer's; the checks before sending (the server applies the
 * same: shared/domain/voice-over.ts); and how a made voice-over fits its chapters. Pure.
 */
import type { VoiceOversView, VoiceOverView } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { overlongChapters, VOICE_PAUSE_MS, VOICE_SPEED, type VoiceOverMode } from '#shared/domain/voice-over';

export type VoiceOverLanguageView = VoiceOversView['languages'][number];

export interface VoiceOverChapterDraft {
  speed: number;
  pauseMs: number;
  recorded: boolean;
}

export interface VoiceOverDraft {
  voice: string;
  mode: VoiceOverMode;
  chapters: VoiceOverChapterDraft[];
}

const DEFAULT_CHAPTER: VoiceOverChapterDraft = {
  speed: VOICE_SPEED.default,
  pauseMs: VOICE_PAUSE_MS.default,
  recorded: false,
};

/**
 * What the form starts with: the settings the language's voice-over was made with (when it still has as
 * many chapters), else the language's first voice at the normal speed and the default pause.
 */
export function initialDraft(
  language: VoiceOverLanguageView,
  made: VoiceOverView | undefined,
): VoiceOverDraft {
  const voice = language.voices.some((v) => v.id === made?.voice)
    ? (made?.voice as string)
    : (language.voices[0]?.id ?? '');
  const reuse = made && made.chapters.length === language.chapters.length;
  return {
    voice,
    mode: made?.mode ?? 'replace',
    chapters: language.chapters.map((_, i) => {
      const stored = reuse ? made.chapters[i] : undefined;
      return stored
        ? { speed: stored.speed, pauseMs: stored.pauseMs, recorded: stored.recorded ?? false }
        : { ...DEFAULT_CHAPTER };
    }),
  };
}

export function setChapter(
  draft: VoiceOverDraft,
  index: number,
  change: Partial<VoiceOverChapterDraft>,
): VoiceOverDraft {
  return { ...draft, chapters: draft.chapters.map((c, i) => (i === index ? { ...c, ...change } : c)) };
}

/** The same speed and pause for every chapter (the chapters' recorded voices stay). */
export function applyToAll(draft: VoiceOverDraft, from: number): VoiceOverDraft {
  const source = draft.chapters[from];
  if (!source) return draft;
  return {
    ...draft,
    chapters: draft.chapters.map((c) => ({ ...c, speed: source.speed, pauseMs: source.pauseMs })),
  };
}

export type ChapterProblem = 'captionEmpty' | 'speedRange' | 'pauseRange';

/** Each chapter's problem (dictionary key suffix), or null: what keeps the form from being sent. */
export function chapterProblems(
  draft: VoiceOverDraft,
  chapters: readonly { manuscript: string }[],
): (ChapterProblem | null)[] {
  return draft.chapters.map((c, i) => {
    if (!c.recorded && !chapters[i]?.manuscript.trim()) return 'captionEmpty';
    if (!Number.isInteger(c.speed) || c.speed < VOICE_SPEED.min || c.speed > VOICE_SPEED.max)
      return 'speedRange';
    if (!Number.isInteger(c.pauseMs) || c.pauseMs < VOICE_PAUSE_MS.min || c.pauseMs > VOICE_PAUSE_MS.max)
      return 'pauseRange';
    return null;
  });
}

export function generatePayload(videoId: string, language: UiLanguage, draft: VoiceOverDraft) {
  return {
    videoId,
    language,
    voice: draft.voice,
    mode: draft.mode,
    chapters: draft.chapters.map((c) => ({
      speed: c.speed,
      pauseMs: c.pauseMs,
      ...(c.recorded ? { recorded: true } : {}),
    })),
  };
}

/** How a made voice-over stands: fits (renderable), or the chapters that run past their room. */
export function fitSummary(made: VoiceOverView): { fits: true } | { fits: false; chapters: number[] } {
  const chapters = overlongChapters(made.chapters);
  return chapters.length === 0 ? { fits: true } : { fits: false, chapters };
}

/** Milliseconds as seconds with one decimal (the fit table). */
export const seconds = (ms: number) => (Math.round(ms / 100) / 10).toFixed(1);
