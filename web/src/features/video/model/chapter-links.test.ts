import { describe, expect, it } from 'vitest';
import { createLinkInterstitial, LINK_LEAD_SECONDS, triggerAt } from './chapter-links';

const a = { startSeconds: 10, url: 'https://example.com/a', title: 'A' };
const b = { startSeconds: 20, url: 'https://example.com/b', title: 'B' };

/** Plays from `from` to `to` in 250 ms timeupdate steps, collecting what fires. */
function play(model: ReturnType<typeof createLinkInterstitial>, from: number, to: number) {
  const shown: string[] = [];
  for (let t = from; t <= to + 1e-9; t += 0.25) {
    const link = model.progress(Math.round(t * 1000) / 1000);
    if (link) shown.push(link.title);
  }
  return shown;
}

describe('chapter-link interstitial (spec 1 §4, §9)', () => {
  it('triggers 200 ms before the chapter boundary', () => {
    expect(LINK_LEAD_SECONDS).toBe(0.2);
    expect(triggerAt(a)).toBeCloseTo(9.8);
    expect(triggerAt({ ...a, startSeconds: 0.1 })).toBe(0);
    const model = createLinkInterstitial([a]);
    expect(model.progress(9.5)).toBeNull();
    expect(model.progress(9.75)).toBeNull();
    expect(model.progress(9.8)).toBe(a);
  });

  it('fires each link once per playback, in order', () => {
    const model = createLinkInterstitial([b, a]);
    expect(play(model, 0, 30)).toEqual(['A', 'B']);
    // Watching on (or pausing and resuming around the boundary) does not show them again.
    model.seek(9);
    expect(play(model, 9, 30)).toEqual([]);
    // A new playback (replay) shows them again.
    model.reset();
    expect(play(model, 0, 30)).toEqual(['A', 'B']);
  });

  it('does not fire when seeking past a link', () => {
    const model = createLinkInterstitial([a, b]);
    expect(play(model, 0, 5)).toEqual([]);
    model.seek(15);
    expect(play(model, 15, 19)).toEqual([]);
    expect(play(model, 19.25, 25)).toEqual(['B']);
  });

  it('treats an unreported jump as a seek, backwards or forwards', () => {
    const model = createLinkInterstitial([a]);
    expect(model.progress(2)).toBeNull();
    expect(model.progress(12)).toBeNull();
    expect(model.progress(3)).toBeNull();
    // After seeking back before it, the link still fires when reached by playback.
    expect(play(model, 3.25, 11)).toEqual(['A']);
  });

  it('two links in one step fire one after the other', () => {
    const c = { startSeconds: 10.1, url: 'https://example.com/c', title: 'C' };
    const model = createLinkInterstitial([a, c]);
    expect(model.progress(9.5)).toBeNull();
    expect(model.progress(10)).toBe(a);
    expect(model.progress(10)).toBe(c);
    expect(model.progress(10.25)).toBeNull();
  });

  it('a link at the very start fires on the first progress report', () => {
    const zero = { startSeconds: 0, url: 'https://example.com/z', title: 'Z' };
    const model = createLinkInterstitial([zero]);
    expect(model.progress(0.25)).toBe(zero);
  });
});
