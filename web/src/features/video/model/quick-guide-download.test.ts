import { describe, expect, it } from 'vitest';
import { GUIDE_MAX_ASKS, guideStep } from './quick-guide-download';

describe('guideStep', () => {
  it('downloads a ready guide under its file name', () => {
    expect(
      guideStep(
        { status: 'ready', downloadUrl: 'https://s3/guide.pdf', fileName: 'A - Quick guide.pdf', pages: 3 },
        1,
      ),
    ).toEqual({ action: 'download', url: 'https://s3/guide.pdf', fileName: 'A - Quick guide.pdf' });
  });

  it('waits while the stills are taken, with how far they are', () => {
    const preparing = {
      status: 'preparing' as const,
      ready: 1,
      pages: 3,
      message: 'The quick guide is being prepared',
    };
    expect(guideStep(preparing, 1)).toEqual({ action: 'wait', ready: 1, pages: 3 });
    expect(guideStep(preparing, GUIDE_MAX_ASKS - 1).action).toBe('wait');
    expect(guideStep(preparing, GUIDE_MAX_ASKS)).toEqual({ action: 'give-up' });
  });
});
