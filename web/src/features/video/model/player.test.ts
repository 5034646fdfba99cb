import { describe, expect, it } from 'vitest';
import type { TranscodingStatusEntry } from '#shared/api';
import {
  chunk,
  isTranscodingPushFor,
  latestStatus,
  PLAYBACK_SPEEDS,
  qualityOptions,
  transcodingText,
} from './player';

const entry = (over: Partial<TranscodingStatusEntry>): TranscodingStatusEntry => ({
  language: 'en-us',
  version: 1,
  status: 'submitted',
  jobId: 'j',
  pipelineId: 'Default',
  videoId: 'v',
  ...over,
});

describe('player model', () => {
  it('offers the spec speeds', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.7, 1, 1.25, 1.5, 2, 3]);
  });

  it('chunks lists by 10', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(chunk(items).map((c) => c.length)).toEqual([10, 10, 3]);
    expect(chunk([])).toEqual([[]]);
  });

  it('lists auto, then qualities from the highest', () => {
    expect(
      qualityOptions([
        { index: 0, height: 360, bitrate: 800 },
        { index: 1, height: 720, bitrate: 2500 },
      ]),
    ).toEqual([
      { value: -1, height: null },
      { value: 1, height: 720 },
      { value: 0, height: 360 },
    ]);
  });

  it('takes the latest entry of the version and language', () => {
    const entries = [
      entry({ jobId: 'a', status: 'error' }),
      entry({ jobId: 'b', status: 'progressing', progress: 41.6 }),
      entry({ jobId: 'c', language: 'da', status: 'completed' }),
    ];
    expect(latestStatus(entries, 1, 'en-us')?.jobId).toBe('b');
    expect(transcodingText(latestStatus(entries, 1, 'en-us'))).toEqual({
      key: 'video-transcoding-progressing',
      progress: 42,
    });
    expect(transcodingText(latestStatus(entries, 2, 'en-us'))).toEqual({ key: 'video-player-error' });
    expect(transcodingText(entry({ status: 'error', error: 'bad input' }))).toEqual({
      key: 'video-transcoding-error',
      error: 'bad input',
    });
  });

  it('refetches the transcoding status on a TRANSCODING_STATUS push for this video only (issue 4)', () => {
    const push = (payload: unknown, type = 'TRANSCODING_STATUS') => ({ type, payload });
    const progress = { videoId: 'v', version: 2, language: 'de', status: 'progressing', progress: 40 };
    expect(isTranscodingPushFor(push(progress), 'v')).toBe(true);
    expect(isTranscodingPushFor(push({ ...progress, videoId: 'other' }), 'v')).toBe(false);
    expect(isTranscodingPushFor(push(progress, 'REFETCH_NOTIFICATIONS'), 'v')).toBe(false);
    expect(isTranscodingPushFor(push(null), 'v')).toBe(false);
    expect(isTranscodingPushFor({ type: 'TRANSCODING_STATUS' }, 'v')).toBe(false);
  });
});
