import { describe, expect, it } from 'vitest';
import { QUICK_GUIDE_TEXTS } from '#shared/api/endpoints/quick-guide.js';
import { stillsStep } from './quick-guide.js';

describe('stillsStep (when the missing stills are asked for)', () => {
  it('is ready when every page has its still, whatever else holds', () => {
    expect(stillsStep({ missing: [], capturing: true, error: QUICK_GUIDE_TEXTS.failed })).toEqual({
      stills: 'ready',
    });
  });

  it('waits for the capture at work instead of starting another', () => {
    expect(stillsStep({ missing: [4000], capturing: true })).toEqual({ stills: 'capturing' });
  });

  it('asks for missing stills when nothing is at work', () => {
    expect(stillsStep({ missing: [4000, 8000], capturing: false })).toBe('ask');
  });

  it('after a failed capture, asks again only for a changed guide (the save), never for a reader', () => {
    const failed = { missing: [4000], capturing: false, error: QUICK_GUIDE_TEXTS.failed };
    expect(stillsStep(failed)).toEqual({ stills: 'failed', message: QUICK_GUIDE_TEXTS.failed });
    expect(stillsStep(failed, { retryFailed: true })).toBe('ask');
  });
});
