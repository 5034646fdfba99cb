import { describe, expect, it } from 'vitest';
import { uploaderError } from './job-error.js';

const FALLBACK = 'Transcoding failed (code 1010)';

describe('uploaderError', () => {
  it.each([
    [
      // The local emulator before the fix: ffprobe's reason starts with the scratch file's path.
      'Input file is not readable: /work/main/.local/mediaconvert/1732-ab12cd/input.mp4: Invalid data found when processing input',
      'Input file is not readable: Invalid data found when processing input',
    ],
    [
      'The file is not a readable video: s3://tubes-uploads/uploads/acme/v1/1/en-us/clip.mp4: Invalid data found when processing input',
      'The file is not a readable video: Invalid data found when processing input',
    ],
    [
      // MediaConvert's own wording, with its bracketed URIs.
      'Unable to open input file [s3://tubes-uploads-prod/uploads/acme/v1/1/en-us/clip.mov]: [Failed probe/open: [No parser found for container]]',
      'Unable to open input file: [Failed probe/open: [No parser found for container]]',
    ],
    [
      'Unable to write to output file [s3://tubes-media/media/acme/v1/1/en-us/hls/index_720p.m3u8]: [Failed to write data: Access Denied]',
      'Unable to write to output file: [Failed to write data: Access Denied]',
    ],
    [
      'Demuxer: [ReadPacketData File read failed - end of file hit at length [1048576]. Is file truncated?]',
      'Demuxer: [ReadPacketData File read failed - end of file hit at length [1048576]. Is file truncated?]',
    ],
    [
      "Job failed: ENOSPC: no space left on device, write '/tmp/tubes-local-x/mediaconvert/17/out/hls/index_540p_00002.ts'",
      'Job failed: ENOSPC: no space left on device, write',
    ],
    [
      'Failed to read https://tubes-uploads.s3.amazonaws.com/uploads/a.mp4?X-Amz-Signature=abc: 403',
      'Failed to read: 403',
    ],
    ['C:\\media\\input.mp4: moov atom not found', 'moov atom not found'],
    ['Could not open /input.mp4 (4/3 aspect, N/A duration)', 'Could not open (4/3 aspect, N/A duration)'],
  ])('%s', (message, expected) => {
    const text = uploaderError(message, FALLBACK);
    expect(text).toBe(expected);
    expect(text).not.toMatch(/s3:\/\/|https?:\/\/|\/[\w.-]+\/|\\/);
  });

  it('falls back when nothing but a location is left, or nothing was said', () => {
    expect(uploaderError('s3://bucket/key.mp4', FALLBACK)).toBe(FALLBACK);
    expect(uploaderError('/var/tmp/x/input.mp4: ', FALLBACK)).toBe(FALLBACK);
    expect(uploaderError(undefined, FALLBACK)).toBe(FALLBACK);
    expect(uploaderError('', FALLBACK)).toBe(FALLBACK);
  });

  it('keeps one line of at most 300 characters', () => {
    const text = uploaderError(`Probe failed:\n${'stream info '.repeat(60)}`, FALLBACK);
    expect(text).not.toContain('\n');
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text.endsWith('…')).toBe(true);
  });
});
