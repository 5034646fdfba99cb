/**
 * The calls of "Add video" in the spec's order, with the API client mocked: a new version is created
 * with createMajorVersion and then updated "with version + 1" (spec 2 §4); a new video with createVideo.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as { id: string; input: unknown }[]);
const put = vi.hoisted(() => vi.fn());

vi.mock('../../../lib/api-client', () => ({
  request: async (endpoint: { id: string }, input: { body?: { type?: string } }) => {
    calls.push({ id: endpoint.id, input });
    if (endpoint.id === 'getS3UploadSignedUrl')
      return { signedUrl: 'http://s3/put', fileName: 'f', s3Path: 'uploads/k' };
    if (input.body?.type === 'createVideo') return { id: 'v-new', humanId: 'h-new' };
    if (input.body?.type === 'createMajorVersion') return { id: 'v1', version: 4 };
    return { id: 'v1' };
  },
}));
vi.mock('../../../lib/put-with-progress', () => ({ putWithProgress: put }));

const { prepareTarget, uploadInto } = await import('./add-video');

beforeEach(() => {
  calls.length = 0;
  put.mockReset();
  put.mockImplementation(async (_url: string, _file: Blob, onProgress: (l: number, t: number) => void) => {
    onProgress(5, 10);
  });
});

describe('new version', () => {
  it('creates the major version first, then uploads into version + 1 and attaches it there', async () => {
    const video = await prepareTarget({
      kind: 'version',
      videoId: 'v1',
      humanId: 'h1',
      version: 3,
      language: 'da',
    });
    expect(video).toEqual({ videoId: 'v1', humanId: 'h1', version: 4 });
    const progress = vi.fn();
    const file = new File([new Uint8Array(10)], 'take2.webm', { type: 'video/webm' });
    await uploadInto(video, file, { language: 'da', sourceHeight: 719.6, onProgress: progress });

    expect(calls.map((c) => [c.id, (c.input as { body: { type?: string } }).body.type])).toEqual([
      ['videoCommand', 'createMajorVersion'],
      ['getS3UploadSignedUrl', undefined],
      ['videoCommand', 'updateGeneral'],
    ]);
    expect(calls[0]?.input).toEqual({
      body: {
        type: 'createMajorVersion',
        payload: {
          videoId: 'v1',
          language: 'da',
          reuseVideo: false,
          reuseRenderDefinition: false,
          keepTranslations: [],
        },
      },
    });
    expect(calls[1]?.input).toEqual({
      body: { fileExt: 'webm', videoId: 'v1', version: 4, language: 'da', sourceHeight: 720 },
    });
    expect(calls[2]?.input).toEqual({
      body: {
        type: 'updateGeneral',
        payload: {
          videoId: 'v1',
          source: 'uploads/k',
          version: 4,
          uploadOptions: {
            autoTranscribe: true,
            autoCopyToManuscript: true,
            autoCopyManuscriptToDescription: true,
          },
        },
      },
    });
    expect(put).toHaveBeenCalledWith('http://s3/put', file, progress, undefined);
    expect(progress).toHaveBeenCalledWith(5, 10);
  });
});

describe('new video', () => {
  it('creates the video in the chosen channel and uploads into version 1', async () => {
    const video = await prepareTarget({ kind: 'new', channelId: 'ch-a', name: 'Clip', language: 'en-us' });
    expect(video).toEqual({ videoId: 'v-new', humanId: 'h-new', version: 1 });
    expect(calls[0]?.input).toEqual({
      body: {
        type: 'createVideo',
        payload: {
          channelId: 'ch-a',
          name: 'Clip',
          language: 'en-us',
          uploadOptions: {
            autoTranscribe: true,
            autoCopyToManuscript: true,
            autoCopyManuscriptToDescription: true,
          },
        },
      },
    });
  });

  it('does not attach anything when the PUT fails', async () => {
    put.mockRejectedValueOnce(new Error('The upload was refused (403)'));
    const file = new File([new Uint8Array(3)], 'a.mp4');
    await expect(
      uploadInto({ videoId: 'v-new', humanId: 'h', version: 1 }, file, {
        language: 'en-us',
        onProgress: vi.fn(),
      }),
    ).rejects.toThrow('refused');
    expect(calls.some((c) => (c.input as { body: { type?: string } }).body.type === 'updateGeneral')).toBe(
      false,
    );
  });
});
