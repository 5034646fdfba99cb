import { describe, expect, it } from 'vitest';
import {
  chaptersToCues,
  CUE_MAX_CHARACTERS,
  cuesToChapters,
  parseSrt,
  parseSubtitleFile,
  parseWebVtt,
  serializeSrt,
  serializeWebVtt,
  SubtitleParseError,
} from './chapters-subtitles.js';

const vtt = `WEBVTT
X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000

NOTE a comment
that spans lines

intro
00:00:01.000 --> 00:00:04.500 line:0 align:start
Welcome to Acme.
Two lines.

00:05.000 --> 00:07.250
Next
`;

const srt = `\uFEFF1\r\n00:00:01,000 --> 00:00:04,500\r\nWelcome to Acme.\r\nTwo lines.\r\n\r\n2\r\n01:00:05,000 --> 01:00:07,250\r\nNext\r\n`;

describe('WebVTT', () => {
  it('reads cues with ids, settings, short times and multi-line text, skipping the header and notes', () => {
    expect(parseWebVtt(vtt)).toEqual([
      { startSeconds: 1, endSeconds: 4.5, text: 'Welcome to Acme.\nTwo lines.' },
      { startSeconds: 5, endSeconds: 7.25, text: 'Next' },
    ]);
  });

  it('refuses a file without the header, a bad time and a cue ending before it starts', () => {
    expect(() => parseWebVtt('00:00:01.000 --> 00:00:02.000\nx')).toThrow(SubtitleParseError);
    expect(() => parseWebVtt('WEBVTT\n\n00:00:1.000 --> 00:00:02.000\nx')).toThrow(SubtitleParseError);
    expect(() => parseWebVtt('WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nx')).toThrow(SubtitleParseError);
  });

  it('writes what it reads', () => {
    const cues = parseWebVtt(vtt);
    const written = serializeWebVtt(cues);
    expect(written).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.500\nWelcome to Acme.\nTwo lines.\n\n00:00:05.000 --> 00:00:07.250\nNext\n',
    );
    expect(parseWebVtt(written)).toEqual(cues);
  });

  it('keeps a cue text from breaking the file: no "-->" and no blank lines', () => {
    const written = serializeWebVtt([{ startSeconds: 0, endSeconds: 1, text: 'a --> b\n\nc' }]);
    expect(parseWebVtt(written)).toEqual([{ startSeconds: 0, endSeconds: 1, text: 'a -> b\nc' }]);
    expect(serializeWebVtt([{ startSeconds: 0, endSeconds: 1, text: '  ' }])).toBe('WEBVTT\n');
  });
});

describe('SRT', () => {
  it('reads numbered cues with comma decimals, CRLF and a byte-order mark', () => {
    expect(parseSrt(srt)).toEqual([
      { startSeconds: 1, endSeconds: 4.5, text: 'Welcome to Acme.\nTwo lines.' },
      { startSeconds: 3605, endSeconds: 3607.25, text: 'Next' },
    ]);
  });

  it('writes what it reads, numbering the cues', () => {
    const cues = parseSrt(srt);
    expect(serializeSrt(cues)).toBe(
      '1\n00:00:01,000 --> 00:00:04,500\nWelcome to Acme.\nTwo lines.\n\n2\n01:00:05,000 --> 01:00:07,250\nNext\n',
    );
    expect(parseSrt(serializeSrt(cues))).toEqual(cues);
  });

  it('picks the reader by the file extension and refuses other files', () => {
    expect(parseSubtitleFile('subs.SRT', srt)).toHaveLength(2);
    expect(parseSubtitleFile('subs.vtt', vtt)).toHaveLength(2);
    expect(() => parseSubtitleFile('subs.txt', vtt)).toThrow(
      'Subtitle files must be WebVTT (.vtt) or SRT (.srt)',
    );
    expect(() => parseSrt('hello\n\nworld')).toThrow(SubtitleParseError);
  });
});

describe('subtitles from the manuscript', () => {
  it('makes one cue per sentence over the chapter span, timed by length, skipping empty chapters', () => {
    const cues = chaptersToCues(
      [
        { startSeconds: 0, manuscript: 'Hello. Again.' },
        { startSeconds: 4, manuscript: '' },
        { startSeconds: 6, endSeconds: 8, manuscript: 'Done!' },
      ],
      10,
    );
    expect(cues).toEqual([
      { startSeconds: 0, endSeconds: 2, text: 'Hello.' },
      { startSeconds: 2, endSeconds: 4, text: 'Again.' },
      { startSeconds: 6, endSeconds: 8, text: 'Done!' },
    ]);
  });

  it('cuts long sentences at word boundaries and ends the last chapter with the video', () => {
    const long = Array.from({ length: 60 }, () => 'word').join(' ');
    const cues = chaptersToCues([{ startSeconds: 2, manuscript: long }], 12);
    expect(cues.length).toBeGreaterThan(1);
    expect(cues.every((c) => c.text.length <= CUE_MAX_CHARACTERS)).toBe(true);
    expect(cues.at(-1)?.endSeconds).toBe(12);
    expect(cues.map((c) => c.text).join(' ')).toBe(long);
  });

  it('turns uploaded cues into chapters to edit one by one', () => {
    expect(cuesToChapters([{ startSeconds: 1, endSeconds: 2, text: 'x' }])).toEqual([
      { startSeconds: 1, endSeconds: 2, manuscript: 'x' },
    ]);
  });
});
