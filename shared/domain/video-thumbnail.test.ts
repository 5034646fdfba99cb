import { describe, expect, it } from 'vitest';
import { imageDimensionsRefusal, imageFileRefusal } from './branding';
import { thumbnailCaptureStatus, VIDEO_THUMBNAIL_LIMITS } from './video-thumbnail';

describe("a video's thumbnail", () => {
  it('an uploaded image: a PNG, JPEG, GIF or WebP of at most 5 MB, 320 × 180 to 4000 × 4000 pixels', () => {
    expect(imageFileRefusal(VIDEO_THUMBNAIL_LIMITS, { type: 'image/jpeg', size: 200_000 })).toBeNull();
    expect(imageFileRefusal(VIDEO_THUMBNAIL_LIMITS, { type: 'image/svg+xml', size: 2_000 })).toBe(
      'The uploaded file type must be supported (PNG, JPEG, GIF or WebP)',
    );
    expect(imageFileRefusal(VIDEO_THUMBNAIL_LIMITS, { type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'The image is larger than 5 MB',
    );
    expect(imageDimensionsRefusal(VIDEO_THUMBNAIL_LIMITS, { width: 1280, height: 720 })).toBeNull();
    expect(imageDimensionsRefusal(VIDEO_THUMBNAIL_LIMITS, { width: 160, height: 90 })).toBe(
      'The image must be at least 320 × 180 pixels',
    );
  });

  it('a frame capture is capturing until its job ends, and failed when it did or ran too long', () => {
    const now = new Date('2026-12-01T10:00:00.000Z');
    expect(thumbnailCaptureStatus({ requestedAt: '2026-12-01T09:59:00.000Z' }, now)).toBe('capturing');
    expect(thumbnailCaptureStatus({ requestedAt: '2026-12-01T09:59:00.000Z', failed: true }, now)).toBe(
      'failed',
    );
    expect(thumbnailCaptureStatus({ requestedAt: '2026-12-01T09:45:00.000Z' }, now)).toBe('failed');
  });
});
