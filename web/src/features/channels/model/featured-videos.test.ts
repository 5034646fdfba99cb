import { describe, expect, it } from 'vitest';
import { FEATURED_VIDEOS_MAX } from '#shared/api';
import {
  canFeatureMore,
  featurableVideos,
  featuredState,
  isDirty,
  markSaved,
  moveFeatured,
  setGeneration,
  toggleFeatured,
} from './featured-videos';

describe('featured videos editor', () => {
  it('features videos in the order they are picked and stops featuring them', () => {
    let state = featuredState([], false);
    state = toggleFeatured(state, 'a');
    state = toggleFeatured(state, 'b');
    expect(state.featured).toEqual(['a', 'b']);
    expect(toggleFeatured(state, 'a').featured).toEqual(['b']);
  });

  it(`features at most ${FEATURED_VIDEOS_MAX} videos`, () => {
    let state = featuredState([], true);
    for (let i = 0; i < FEATURED_VIDEOS_MAX + 2; i += 1) state = toggleFeatured(state, `v${i}`);
    expect(state.featured).toHaveLength(FEATURED_VIDEOS_MAX);
    expect(canFeatureMore(state)).toBe(false);
    // Removing one makes room again.
    expect(canFeatureMore(toggleFeatured(state, 'v0'))).toBe(true);
  });

  it('moves a featured video up and down, never past the ends', () => {
    const state = featuredState(['a', 'b', 'c'], true);
    expect(moveFeatured(state, 'b', -1).featured).toEqual(['b', 'a', 'c']);
    expect(moveFeatured(state, 'b', 1).featured).toEqual(['a', 'c', 'b']);
    expect(moveFeatured(state, 'a', -1).featured).toEqual(['a', 'b', 'c']);
    expect(moveFeatured(state, 'c', 1).featured).toEqual(['a', 'b', 'c']);
    expect(moveFeatured(state, 'x', 1)).toBe(state);
  });

  it('is dirty when the list, its order or the switch differs from what was saved', () => {
    const state = featuredState(['a', 'b'], false);
    expect(isDirty(state)).toBe(false);
    expect(isDirty(moveFeatured(state, 'b', -1))).toBe(true);
    expect(isDirty(setGeneration(state, true))).toBe(true);
    expect(isDirty(toggleFeatured(toggleFeatured(state, 'c'), 'c'))).toBe(false);
    expect(isDirty(markSaved(setGeneration(state, true)))).toBe(false);
  });

  it('offers published videos, and keeps a featured video that is no longer published', () => {
    const videos = [
      { id: 'p', status: 'published' },
      { id: 'd', status: 'draft' },
      { id: 'u', status: 'unpublished' },
    ];
    expect(featurableVideos(videos, []).map((v) => v.id)).toEqual(['p']);
    expect(featurableVideos(videos, ['u']).map((v) => v.id)).toEqual(['p', 'u']);
  });
});
