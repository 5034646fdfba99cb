import { describe, expect, it } from 'vitest';
import {
  createPayload,
  createProblems,
  DEFAULT_UPLOAD_OPTIONS,
  initialCreateForm,
  planPayload,
  planProblems,
  trackChoices,
  videoTitle,
  withUploadOption,
} from './create-video';

const file = { name: 'safety_briefing-v2.mp4', size: 1000 };

describe('/create/video form', () => {
  it('starts with the channel, the language, type other and every upload option on', () => {
    expect(initialCreateForm('c1', 'da')).toEqual({
      channelId: 'c1',
      trackId: '',
      name: '',
      masterLanguage: 'da',
      videoType: 'other',
      uploadOptions: DEFAULT_UPLOAD_OPTIONS,
    });
  });

  it('needs a channel and a supported, non-empty file', () => {
    const form = initialCreateForm('', 'en-us');
    expect(createProblems(form, null)).toEqual({
      channelId: 'studio-create-choose-channel',
      source: 'studio-create-choose-source',
    });
    const ready = { ...form, channelId: 'c1' };
    expect(createProblems(ready, file)).toEqual({});
    expect(createProblems(ready, { name: 'notes.txt', size: 5 })).toEqual({
      source: 'add-video-file-unsupported-type',
    });
    expect(createProblems(ready, { name: 'empty.mp4', size: 0 })).toEqual({ source: 'add-video-file-empty' });
    expect(createProblems({ ...ready, name: 'x'.repeat(201) }, file)).toEqual({ name: 'studio-too-long' });
  });

  it('names the video after the file unless a title was typed', () => {
    const form = initialCreateForm('c1', 'en-us');
    expect(videoTitle(form, file)).toBe('safety briefing v2');
    expect(videoTitle({ ...form, name: '  Safety first ' }, file)).toBe('Safety first');
  });

  it('sends the type, options and the playlist only when one is chosen', () => {
    const form = { ...initialCreateForm('c1', 'de'), videoType: 'how-to' as const };
    expect(createPayload(form, file)).toEqual({
      channelId: 'c1',
      name: 'safety briefing v2',
      language: 'de',
      videoType: 'how-to',
      uploadOptions: DEFAULT_UPLOAD_OPTIONS,
    });
    expect(createPayload({ ...form, trackId: 't1' }, file)).toMatchObject({ trackId: 't1' });
  });

  it('keeps the copy options consistent with transcription', () => {
    const off = withUploadOption(DEFAULT_UPLOAD_OPTIONS, 'autoTranscribe', false);
    expect(off).toEqual({
      autoTranscribe: false,
      autoCopyToManuscript: false,
      autoCopyManuscriptToDescription: false,
    });
    expect(withUploadOption(off, 'autoCopyToManuscript', true)).toEqual({
      autoTranscribe: true,
      autoCopyToManuscript: true,
      autoCopyManuscriptToDescription: false,
    });
    expect(withUploadOption(DEFAULT_UPLOAD_OPTIONS, 'autoCopyManuscriptToDescription', false)).toEqual({
      ...DEFAULT_UPLOAD_OPTIONS,
      autoCopyManuscriptToDescription: false,
    });
  });
});

describe('playlist destinations', () => {
  it('lists the tracks in order with their depth, leaving videos out', () => {
    const video = { id: 'v', type: 'video' as const, name: 'A video', items: [] };
    const tree = [
      {
        id: 't1',
        type: 'track' as const,
        name: 'Basics',
        items: [video, { id: 't2', type: 'track' as const, name: 'Sub', items: [] }],
      },
      { id: 't3', type: 'track' as const, name: 'Advanced', items: [] },
    ];
    expect(trackChoices(tree)).toEqual([
      { id: 't1', name: 'Basics', depth: 0 },
      { id: 't2', name: 'Sub', depth: 1 },
      { id: 't3', name: 'Advanced', depth: 0 },
    ]);
  });
});

describe('planning a video instead (its file comes later)', () => {
  it('needs a channel and a title, no source', () => {
    expect(planProblems(initialCreateForm('', 'en-us'))).toEqual({
      channelId: 'studio-create-choose-channel',
      name: 'studio-required',
    });
    expect(planProblems({ ...initialCreateForm('c1', 'en-us'), name: '   ' })).toEqual({
      name: 'studio-required',
    });
    expect(planProblems({ ...initialCreateForm('c1', 'en-us'), name: 'x'.repeat(201) })).toEqual({
      name: 'studio-too-long',
    });
    expect(planProblems({ ...initialCreateForm('c1', 'da'), name: 'Next quarter' })).toEqual({});
  });

  it('plans in the channel with the trimmed title and the master language', () => {
    const form = { ...initialCreateForm('c1', 'da'), name: ' Next quarter ', videoType: 'tutorial' as const };
    expect(planPayload(form)).toEqual({ channelId: 'c1', name: 'Next quarter', language: 'da' });
  });
});
