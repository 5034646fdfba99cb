import { describe, expect, it } from 'vitest';
import { frameCaptureBase, frameRequestKey, parseFrameRequestKey, uploadedThumbnailKey } from './frame-keys';

const ref = { orgId: 'acme', videoId: 'video-acme-welcome', captureId: '0123456789abcdef0123' };

describe('thumbnail keys', () => {
  it('a frame request key names its organization, video and capture, and only such keys parse', () => {
    const key = frameRequestKey(ref);
    expect(key).toBe('frames/acme/video-acme-welcome/0123456789abcdef0123.json');
    expect(parseFrameRequestKey(key)).toEqual(ref);
    for (const other of [
      'frames/acme/video-acme-welcome/0123456789abcdef0123.vtt',
      'frames/acme/video-acme-welcome/not-a-capture.json',
      'frames/ACME/video-acme-welcome/0123456789abcdef0123.json',
      'frames/acme/x/y/0123456789abcdef0123.json',
      'renders/acme/video-acme-welcome/0123456789abcdef0123.json',
    ]) {
      expect(parseFrameRequestKey(other), other).toBeNull();
    }
  });

  it('frames and uploaded images are kept under the video in media/', () => {
    expect(frameCaptureBase(ref)).toBe('media/acme/video-acme-welcome/thumbnails/0123456789abcdef0123/frame');
    expect(uploadedThumbnailKey('acme', 'v1', 'abc', 'png')).toBe('media/acme/v1/thumbnails/abc.png');
  });
});
