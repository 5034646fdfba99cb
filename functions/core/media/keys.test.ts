/** The upload key is the tenant boundary of the pipeline: only the exact shape is accepted. */
import { describe, expect, it } from 'vitest';
import { decodeEventKey, mediaPrefix, parseUploadKey, uploadKey } from './keys.js';

const ref = { orgId: 'acme', videoId: '6f1c2b0e-1d2a-4c55-9d7e-3b9f0a7c1e22', version: 2, language: 'en-us' };

describe('upload keys', () => {
  it('round-trips uploads/<orgId>/<videoId>/<version>/<language>/<fileName>', () => {
    const key = uploadKey({ ...ref, fileName: '1700000000000-ab12cd34.webm' });
    expect(key).toBe(`uploads/acme/${ref.videoId}/2/en-us/1700000000000-ab12cd34.webm`);
    expect(parseUploadKey(key)).toEqual({ ...ref, fileName: '1700000000000-ab12cd34.webm' });
  });

  it.each([
    ['another prefix', `generic/acme/${ref.videoId}/1/en-us/a.mp4`],
    ['no org segment', `uploads/${ref.videoId}/1/en-us/a.mp4`],
    ['an extra segment', `uploads/acme/x/${ref.videoId}/1/en-us/a.mp4`],
    ['an upper-case org', `uploads/ACME/${ref.videoId}/1/en-us/a.mp4`],
    ['an empty org', `uploads//${ref.videoId}/1/en-us/a.mp4`],
    ['a path-traversal org', `uploads/../${ref.videoId}/1/en-us/a.mp4`],
    ['version 0', `uploads/acme/${ref.videoId}/0/en-us/a.mp4`],
    ['a non-numeric version', `uploads/acme/${ref.videoId}/v1/en-us/a.mp4`],
    ['an unknown language', `uploads/acme/${ref.videoId}/1/xx-yy/a.mp4`],
    ['a file type that is not video', `uploads/acme/${ref.videoId}/1/en-us/a.exe`],
    ['a file without extension', `uploads/acme/${ref.videoId}/1/en-us/video`],
    ['a dotted file name', `uploads/acme/${ref.videoId}/1/en-us/..mp4`],
    ['a video id with a slash smuggled in', `uploads/acme/a%2Fb/1/en-us/a.mp4`],
  ])('refuses %s', (_name, key) => {
    expect(parseUploadKey(key)).toBeNull();
  });

  it('refuses to build a key of the wrong shape', () => {
    expect(() => uploadKey({ ...ref, orgId: 'Acme', fileName: 'a.mp4' })).toThrow();
    expect(() => uploadKey({ ...ref, fileName: 'a/b.mp4' })).toThrow();
  });

  it('decodes S3 event keys (URL-encoded, spaces as +)', () => {
    expect(decodeEventKey('uploads/acme/v/1/en-us/my+clip%281%29.mp4')).toBe(
      'uploads/acme/v/1/en-us/my clip(1).mp4',
    );
  });

  it("puts a rendition's outputs under media/<orgId>/<videoId>/<version>/<language>/", () => {
    expect(mediaPrefix(ref)).toBe(`media/acme/${ref.videoId}/2/en-us/`);
  });
});
