/**
 * The thumbnail frame capture's job settings: the version's MP4 clipped to the second from the chosen
 * time, one FRAME_CAPTURE output under the video's thumbnails folder, the small reel MediaConvert needs
 * beside it, and metadata naming the capture. (The local emulator's reading of them:
 * infra/local/emulators/mediaconvert/ffmpeg-job.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { buildFrameCaptureJobInput } from './frame-capture-settings.js';

const input = {
  orgId: 'acme',
  videoId: 'video-acme-welcome',
  captureId: '0123456789abcdef0123',
  version: 2,
  language: 'en-us',
  mediaBucket: 'tubes-media',
  sourceKey: 'media/acme/video-acme-welcome/2/en-us/mp4/video_720p.mp4',
  seconds: 12.5,
  durationSeconds: 60,
  roleArn: 'arn:aws:iam::000000000000:role/mc',
};

describe('frame capture job settings', () => {
  it('clips the MP4 to the chosen time and captures one frame into the video’s thumbnails folder', () => {
    const job = buildFrameCaptureJobInput(input);
    expect(job.UserMetadata).toEqual({
      orgId: 'acme',
      videoId: 'video-acme-welcome',
      version: '2',
      language: 'en-us',
      captureId: '0123456789abcdef0123',
    });
    const source = job.Settings?.Inputs?.[0];
    expect(source?.FileInput).toBe(
      's3://tubes-media/media/acme/video-acme-welcome/2/en-us/mp4/video_720p.mp4',
    );
    expect(source?.InputClippings).toEqual([{ StartTimecode: '00:00:12:12', EndTimecode: '00:00:13:12' }]);
    const group = job.Settings?.OutputGroups?.[0];
    expect(group?.OutputGroupSettings?.FileGroupSettings?.Destination).toBe(
      's3://tubes-media/media/acme/video-acme-welcome/thumbnails/0123456789abcdef0123/frame',
    );
    const output = group?.Outputs?.[0];
    expect(output?.VideoDescription?.CodecSettings?.FrameCaptureSettings?.MaxCaptures).toBe(1);
  });

  it('also writes a small MP4 (MediaConvert refuses a job of frame captures only)', () => {
    const job = buildFrameCaptureJobInput(input);
    const reel = job.Settings?.OutputGroups?.[1];
    expect(reel?.OutputGroupSettings?.FileGroupSettings?.Destination).toBe(
      's3://tubes-media/media/acme/video-acme-welcome/thumbnails/0123456789abcdef0123/reel',
    );
    expect(reel?.Outputs?.[0]?.ContainerSettings?.Container).toBe('MP4');
  });

  it('ends the clip at the end of the video', () => {
    const job = buildFrameCaptureJobInput({ ...input, seconds: 59.5 });
    expect(job.Settings?.Inputs?.[0]?.InputClippings).toEqual([
      { StartTimecode: '00:00:59:12', EndTimecode: '00:01:00:00' },
    ]);
  });
});
