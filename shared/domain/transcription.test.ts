import { describe, expect, it } from 'vitest';
import {
  chaptersFromTranscript,
  languagesHeardBy,
  transcribeLanguageCode,
  transcriptionAvailable,
  type TranscriptItem,
} from './transcription';

const word = (content: string, start: number): TranscriptItem => ({
  type: 'pronunciation',
  start_time: String(start),
  end_time: String(start + 0.3),
  alternatives: [{ content }],
});
const stop: TranscriptItem = { type: 'punctuation', alternatives: [{ content: '.' }] };
const comma: TranscriptItem = { type: 'punctuation', alternatives: [{ content: ',' }] };

describe('automatic transcription', () => {
  it('names the Transcribe language of a video language, and none for one Transcribe cannot hear', () => {
    expect(transcribeLanguageCode('en-us')).toBe('en-US');
    expect(transcribeLanguageCode('da')).toBe('da-DK');
    expect(transcribeLanguageCode('es-mx')).toBe('es-US');
    expect(transcribeLanguageCode('ka')).toBeNull();
  });

  it('says whether an upload can be transcribed: by Transcribe, or by a stage transcriber with fewer models', () => {
    expect(transcriptionAvailable('da')).toBe(true);
    expect(transcriptionAvailable('ka')).toBe(false);
    // The local emulator hears en-US only (pocketsphinx-en-us).
    const local = languagesHeardBy(['en-US']);
    expect(local).toEqual(['en-us']);
    expect(transcriptionAvailable('en-us', local)).toBe(true);
    expect(transcriptionAvailable('da', local)).toBe(false);
    // A listed language Transcribe has no code for is still unavailable.
    expect(transcriptionAvailable('ka', ['ka'])).toBe(false);
  });

  it('groups sentences into chapters of about ten seconds, the first at 0', () => {
    const items = [
      word('welcome', 1.2),
      word('to', 1.6),
      word('training', 1.9),
      stop,
      word('always', 4),
      word('wear', 4.4),
      comma,
      word('a', 4.8),
      word('helmet', 5),
      stop,
      word('report', 12.5),
      word('accidents', 13),
      stop,
    ];
    expect(chaptersFromTranscript(items)).toEqual([
      { startSeconds: 0, manuscript: 'Welcome to training. Always wear, a helmet.' },
      { startSeconds: 12.5, manuscript: 'Report accidents.' },
    ]);
  });

  it('closes a last sentence without a full stop, and gives nothing for silence', () => {
    expect(chaptersFromTranscript([word('hello', 0.5), word('there', 0.9)])).toEqual([
      { startSeconds: 0, manuscript: 'Hello there.' },
    ]);
    expect(chaptersFromTranscript([])).toEqual([]);
  });
});
