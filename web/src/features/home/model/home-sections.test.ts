import { describe, expect, it } from 'vitest';
import type { HistoryEntry, TrackQueue } from '#shared/api';
import { continueWatching, HOME_SECTION_LIMIT, openMandatory, watchedPercent } from './home-sections';

const entry = (videoId: string, position: number, completed = false): HistoryEntry => ({
  videoId,
  humanId: videoId,
  name: videoId,
  durationMs: 20_000,
  version: 1,
  lang: 'en-us',
  position,
  secondsWatched: position,
  completed,
  lastWatchedAt: '2026-01-01T00:00:00Z',
});

const track = (trackId: string, completed: boolean[]): TrackQueue => ({
  trackId,
  name: trackId,
  abstract: '',
  channelId: 'ch',
  mandatory: true,
  items: completed.map((done, i) => ({
    videoId: `${trackId}-${i}`,
    humanId: `${trackId}${i}`,
    name: `${trackId} ${i}`,
    trackId,
    depth: 0,
    durationMs: 10_000,
    completed: done,
  })),
});

describe('continue watching', () => {
  it('keeps started, unfinished videos in the history order', () => {
    const shown = continueWatching([entry('a', 5), entry('b', 20, true), entry('c', 0), entry('d', 12)]);
    expect(shown.map((e) => e.videoId)).toEqual(['a', 'd']);
  });

  it('shows at most one section of cards', () => {
    const many = Array.from({ length: 10 }, (_, i) => entry(`v${i}`, 3));
    expect(continueWatching(many)).toHaveLength(HOME_SECTION_LIMIT);
  });

  it('tells how far the user got', () => {
    expect(watchedPercent({ position: 5, durationMs: 20_000 })).toBe(25);
    expect(watchedPercent({ position: 50, durationMs: 20_000 })).toBe(100);
    expect(watchedPercent({ position: 5 })).toBe(0);
  });
});

describe('open mandatory training', () => {
  it('lists tracks with a video left, started ones first, each with its next video', () => {
    const open = openMandatory([
      track('fresh', [false, false]),
      track('done', [true, true]),
      track('empty', []),
      track('half', [true, false, false]),
    ]);
    expect(open.map((o) => o.track.trackId)).toEqual(['half', 'fresh']);
    expect(open[0]?.progress).toMatchObject({ watched: 1, total: 3, next: { humanId: 'half1' } });
  });
});
