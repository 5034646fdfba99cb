import { describe, expect, it } from 'vitest';
import type { TrackNode } from '#shared/api';
import {
  assignsTraining,
  mandatoryProblem,
  sameSetting,
  toggleTrack,
  trackOptions,
  withKnownTracks,
} from './mandatory-training';

const node = (id: string, type: 'video' | 'track', depth: number, items: TrackNode[] = []): TrackNode => ({
  id,
  type,
  depth,
  parent: null,
  name: `Name ${id}`,
  humanId: null,
  items,
});

describe('trackOptions', () => {
  it('lists tracks and sub-tracks in tree order, never videos', () => {
    const tree = [
      node('t1', 'track', 0, [node('v1', 'video', 1), node('t2', 'track', 1, [node('v2', 'video', 2)])]),
      node('t3', 'track', 0),
    ];
    expect(trackOptions(tree)).toEqual([
      { id: 't1', name: 'Name t1', depth: 0 },
      { id: 't2', name: 'Name t2', depth: 1 },
      { id: 't3', name: 'Name t3', depth: 0 },
    ]);
  });
});

describe('the edited setting', () => {
  it('toggles a track in and out, in the order chosen', () => {
    const a = toggleTrack({ enabled: true, trackIds: ['t2'] }, 't1');
    expect(a.trackIds).toEqual(['t2', 't1']);
    expect(toggleTrack(a, 't2').trackIds).toEqual(['t1']);
  });

  it('drops chosen tracks the channel no longer has', () => {
    expect(
      withKnownTracks({ enabled: true, trackIds: ['gone', 't1'] }, [{ id: 't1', name: 'x', depth: 0 }]),
    ).toEqual({ enabled: true, trackIds: ['t1'] });
  });

  it('needs a track when on, at most ten; off needs none', () => {
    expect(mandatoryProblem({ enabled: true, trackIds: [] })).toBe('choose-track');
    expect(mandatoryProblem({ enabled: false, trackIds: [] })).toBeNull();
    expect(mandatoryProblem({ enabled: true, trackIds: ['t1'] })).toBeNull();
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect(mandatoryProblem({ enabled: true, trackIds: eleven })).toBe('too-many');
  });

  it('tells whether saving assigns training (then it is confirmed)', () => {
    const off = { enabled: false, trackIds: ['t1'] };
    const on = { enabled: true, trackIds: ['t1'] };
    expect(assignsTraining(off, on)).toBe(true);
    expect(assignsTraining(on, on)).toBe(false);
    expect(assignsTraining(on, { enabled: true, trackIds: ['t1', 't2'] })).toBe(true);
    expect(assignsTraining(on, { enabled: true, trackIds: [] })).toBe(false);
    expect(assignsTraining(on, off)).toBe(false);
  });

  it('compares settings by switch and tracks in order', () => {
    expect(
      sameSetting({ enabled: true, trackIds: ['a', 'b'] }, { enabled: true, trackIds: ['a', 'b'] }),
    ).toBe(true);
    expect(
      sameSetting({ enabled: true, trackIds: ['a', 'b'] }, { enabled: true, trackIds: ['b', 'a'] }),
    ).toBe(false);
    expect(sameSetting({ enabled: true, trackIds: [] }, { enabled: false, trackIds: [] })).toBe(false);
  });
});
