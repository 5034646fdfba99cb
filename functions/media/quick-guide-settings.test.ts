import { describe, expect, it } from 'vitest';
import { buildStillsJobInput, stillClip } from './quick-guide-settings.js';

const input = {
  orgId: 'acme',
  videoId: 'vid-1',
  version: 2,
  language: 'da',
  uploadsBucket: 'tubes-uploads',
  sourceKey: 'uploads/acme/vid-1/2/da/clip.mp4',
  mediaBucket: 'tubes-media',
  roleArn: 'arn:aws:iam::000000000000:role/mc',
  captureId: '0000abcdef0123456789',
  startsMs: [4000, 12500, 19800],
  durationSeconds: 20,
};
const job = () => buildStillsJobInput(input);

describe('stillClip', () => {
  it('keeps one second from the chapter start', () => {
    expect(stillClip(4, 20)).toEqual({ start: 4, end: 5 });
  });

  it('moves a still of the last second back into the video, and keeps a short video whole', () => {
    expect(stillClip(19.8, 20)).toEqual({ start: 19, end: 20 });
    expect(stillClip(0.2, 0.5)).toEqual({ start: 0, end: 0.5 });
  });
});

describe('buildStillsJobInput', () => {
  it('clips one input per still from the original, in the order of the starts', () => {
    const inputs = job().Settings?.Inputs ?? [];
    expect(inputs.map((i) => i.FileInput)).toEqual(
      Array(3).fill('s3://tubes-uploads/uploads/acme/vid-1/2/da/clip.mp4'),
    );
    expect(inputs.map((i) => i.InputClippings)).toEqual([
      [{ StartTimecode: '00:00:04:00', EndTimecode: '00:00:05:00' }],
      [{ StartTimecode: '00:00:12:12', EndTimecode: '00:00:13:12' }],
      [{ StartTimecode: '00:00:19:00', EndTimecode: '00:00:20:00' }],
    ]);
  });

  it('captures the first frame of each input (one a second, as many as starts) into the rendition folder', () => {
    const [stills, reel] = job().Settings?.OutputGroups ?? [];
    expect(stills?.OutputGroupSettings?.FileGroupSettings?.Destination).toBe(
      's3://tubes-media/media/acme/vid-1/2/da/quick-guide/stills/0000abcdef0123456789/still',
    );
    expect(stills?.Outputs?.[0]?.VideoDescription?.CodecSettings).toEqual({
      Codec: 'FRAME_CAPTURE',
      FrameCaptureSettings: { FramerateNumerator: 1, FramerateDenominator: 1, MaxCaptures: 3, Quality: 85 },
    });
    // MediaConvert takes no job of frame captures only: a small MP4 goes with them.
    expect(reel?.Outputs?.[0]?.ContainerSettings?.Container).toBe('MP4');
    expect(reel?.Outputs?.[0]?.VideoDescription?.Height).toBe(360);
  });

  it('tags the job with the guide and its capture for the job-state events', () => {
    expect(job().UserMetadata).toEqual({
      orgId: 'acme',
      videoId: 'vid-1',
      version: '2',
      language: 'da',
      quickGuideStills: '0000abcdef0123456789',
    });
  });

  it('refuses a job without stills', () => {
    expect(() => buildStillsJobInput({ ...input, startsMs: [] })).toThrow('at least one start');
  });
});
