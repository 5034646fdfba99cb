import { describe, expect, it } from 'vitest';
import {
  buildRenderPlan,
  cueSettings,
  overlaysToWebVtt,
  renderedSeconds,
  RenderPlanError,
  vttTime,
} from './render-plan.js';

describe('buildRenderPlan', () => {
  it('shows each enabled effect for its chapter, up to the next chapter or the end', () => {
    const plan = buildRenderPlan({
      durationSeconds: 20,
      chapters: [
        {
          startSeconds: 0,
          textEffect: { enabled: true, text: ' Hello ', position: 'center', style: 'highlight' },
        },
        { startSeconds: 5, textEffect: { enabled: false, text: 'off' } },
        { startSeconds: 12, keyboardEffect: { enabled: true, keys: 'Ctrl + C' } },
      ],
    });
    expect(plan).toEqual({
      trim: null,
      overlays: [
        { startSeconds: 0, endSeconds: 5, text: 'Hello', position: 'middle', style: 'highlight' },
        { startSeconds: 12, endSeconds: 20, text: 'Ctrl + C', position: 'top-right', style: 'keyboard' },
      ],
    });
  });

  it('clips overlays to the trim and leaves out those cut away', () => {
    const plan = buildRenderPlan({
      durationSeconds: 30,
      trim: { startSeconds: 4, endSeconds: 18 },
      chapters: [
        { startSeconds: 0, endSeconds: 3, textEffect: { enabled: true, text: 'cut away' } },
        { startSeconds: 3, textEffect: { enabled: true, text: 'kept', position: 'nowhere', style: 'odd' } },
        { startSeconds: 20, textEffect: { enabled: true, text: 'after the end' } },
      ],
    });
    expect(plan.trim).toEqual({ startSeconds: 4, endSeconds: 18 });
    expect(plan.overlays).toEqual([
      { startSeconds: 4, endSeconds: 18, text: 'kept', position: 'bottom', style: 'subtitle' },
    ]);
    expect(renderedSeconds(plan, 30)).toBe(14);
  });

  it('has no trim when the whole source is kept, and an open end when only the start is cut', () => {
    expect(buildRenderPlan({ durationSeconds: 10, chapters: [], trim: { endSeconds: 99 } }).trim).toBeNull();
    expect(buildRenderPlan({ durationSeconds: 10, chapters: [], trim: { startSeconds: 2 } }).trim).toEqual({
      startSeconds: 2,
    });
  });

  it('refuses a trim that leaves less than half a second', () => {
    expect(() =>
      buildRenderPlan({ durationSeconds: 10, chapters: [], trim: { startSeconds: 6, endSeconds: 6.2 } }),
    ).toThrow(RenderPlanError);
    expect(() => buildRenderPlan({ durationSeconds: 10, chapters: [], trim: { startSeconds: 12 } })).toThrow(
      RenderPlanError,
    );
  });
});

describe('the overlay WebVTT', () => {
  it('writes times, positions and style classes, escaping markup', () => {
    expect(vttTime(3723.4567)).toBe('01:02:03.457');
    expect(cueSettings('bottom')).toBe('line:85% position:50% align:center');
    expect(cueSettings('top-left')).toBe('line:10% position:5% align:start');
    expect(cueSettings('middle-right')).toBe('line:50% position:95% align:end');
    expect(
      overlaysToWebVtt([
        { startSeconds: 1, endSeconds: 2.5, text: 'a < b & c', position: 'middle', style: 'keyboard' },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500 line:50% position:50% align:center\n<c.cyan>a &lt; b &amp; c</c>\n',
    );
    expect(
      overlaysToWebVtt([{ startSeconds: 0, endSeconds: 1, text: 'T', position: 'top', style: 'title' }]),
    ).toContain('<b><c.white>T</c></b>');
    expect(overlaysToWebVtt([])).toBeNull();
  });
});
