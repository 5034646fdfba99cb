import { describe, expect, it } from 'vitest';
import type { VoiceOverView } from '#shared/api';
import {
  applyToAll,
  chapterProblems,
  fitSummary,
  generatePayload,
  initialDraft,
  seconds,
  setChapter,
  type VoiceOverLanguageView,
} from './voice-over-form';
import { encodeWav } from './recording-wav';

const spanish: VoiceOverLanguageView = {
  language: 'es-es',
  voices: [
    { id: 'Lucia', gender: 'Female' },
    { id: 'Sergio', gender: 'Male' },
  ],
  chapters: [
    { startSeconds: 0, manuscript: 'Bienvenidos.' },
    { startSeconds: 4, manuscript: '  ' },
  ],
};

const made = (chapters: Partial<VoiceOverView['chapters'][number]>[], voice = 'Sergio'): VoiceOverView => ({
  language: 'es-es',
  version: 1,
  voice,
  mode: 'replace',
  chapters: chapters.map((c) => ({
    speed: 100,
    pauseMs: 0,
    startMs: 0,
    availableMs: 1000,
    speechMs: 500,
    overlongMs: 0,
    ...c,
  })),
  durationMs: 8000,
  generatedAt: '2026-12-03T08:00:00.000Z',
  fits: true,
  stale: false,
  trackUrl: 'https://example.test/track.wav',
});

describe('the voice-over form', () => {
  it("starts from the language's first voice, normal speed and the default pause", () => {
    expect(initialDraft(spanish, undefined)).toEqual({
      voice: 'Lucia',
      mode: 'replace',
      chapters: [
        { speed: 100, pauseMs: 500, recorded: false },
        { speed: 100, pauseMs: 500, recorded: false },
      ],
    });
  });

  it('starts from what the voice-over was made with while the chapters are the same', () => {
    const draft = initialDraft(
      spanish,
      made([
        { speed: 120, pauseMs: 0 },
        { recorded: true, pauseMs: 300 },
      ]),
    );
    expect(draft).toEqual({
      voice: 'Sergio',
      mode: 'replace',
      chapters: [
        { speed: 120, pauseMs: 0, recorded: false },
        { speed: 100, pauseMs: 300, recorded: true },
      ],
    });
    // A chapter more or fewer since: the defaults again, the voice kept.
    const changed = initialDraft(spanish, made([{ speed: 150 }]));
    expect(changed.voice).toBe('Sergio');
    expect(changed.chapters.every((c) => c.speed === 100)).toBe(true);
  });

  it('needs a caption for a computer voice, not for a recorded one, and values in range', () => {
    let draft = initialDraft(spanish, undefined);
    expect(chapterProblems(draft, spanish.chapters)).toEqual([null, 'captionEmpty']);
    draft = setChapter(draft, 1, { recorded: true });
    expect(chapterProblems(draft, spanish.chapters)).toEqual([null, null]);
    draft = setChapter(draft, 0, { speed: 250 });
    draft = setChapter(draft, 1, { pauseMs: Number.NaN });
    expect(chapterProblems(draft, spanish.chapters)).toEqual(['speedRange', 'pauseRange']);
  });

  it("copies one chapter's speed and pause to all, keeping each chapter's recording", () => {
    const draft = applyToAll(
      setChapter(setChapter(initialDraft(spanish, undefined), 1, { recorded: true }), 0, {
        speed: 80,
        pauseMs: 0,
      }),
      0,
    );
    expect(draft.chapters).toEqual([
      { speed: 80, pauseMs: 0, recorded: false },
      { speed: 80, pauseMs: 0, recorded: true },
    ]);
  });

  it('sends the recorded flag only where it is set', () => {
    const draft = setChapter(initialDraft(spanish, undefined), 1, { recorded: true });
    expect(generatePayload('v1', 'es-es', { ...draft, mode: 'mix' })).toEqual({
      videoId: 'v1',
      language: 'es-es',
      voice: 'Lucia',
      mode: 'mix',
      chapters: [
        { speed: 100, pauseMs: 500 },
        { speed: 100, pauseMs: 500, recorded: true },
      ],
    });
  });

  it('sums up the fit by the chapters that run past their room', () => {
    expect(fitSummary(made([{}, {}]))).toEqual({ fits: true });
    expect(fitSummary(made([{}, { overlongMs: 250 }]))).toEqual({ fits: false, chapters: [2] });
    expect(seconds(1249)).toBe('1.2');
    expect(seconds(4000)).toBe('4.0');
  });
});

describe('encodeWav', () => {
  it('writes 16-bit mono PCM with a WAV header for the rate, clipping out-of-range samples', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 2]), 16_000);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.slice(8, 12))).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767]);
  });
});
