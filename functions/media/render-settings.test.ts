/** The render's MediaConvert job: input clipping, burnt-in overlays, its own output folder. */
import { describe, expect, it } from 'vitest';
import {
  buildRenderJobInput,
  clipTimecode,
  OVERLAY_SELECTOR,
  renderPrefix,
  type RenderJobInput,
} from './render-settings.js';

const input: RenderJobInput = {
  orgId: 'acme',
  videoId: 'vid-1',
  version: 2,
  language: 'en-us',
  uploadsBucket: 'tubes-uploads',
  sourceKey: 'uploads/acme/vid-1/2/en-us/clip.mp4',
  mediaBucket: 'tubes-media',
  roleArn: 'arn:aws:iam::123456789012:role/mc',
  renderId: 'r1',
  plan: {
    trim: { startSeconds: 1.5, endSeconds: 8 },
    overlays: [{ startSeconds: 2, endSeconds: 4, text: 'Hi', position: 'top', style: 'subtitle' }],
  },
  overlayFile: { bucket: 'tubes-uploads', key: 'renders/acme/vid-1/r1.vtt' },
};

describe('clipTimecode', () => {
  it('is HH:MM:SS:FF with the frame field in 24ths of a second', () => {
    expect(clipTimecode(0)).toBe('00:00:00:00');
    expect(clipTimecode(1.5)).toBe('00:00:01:12');
    expect(clipTimecode(3723.999)).toBe('01:02:03:23');
  });
});

describe('buildRenderJobInput', () => {
  const job = buildRenderJobInput(input);
  const source = job.Settings?.Inputs?.[0];
  const groups = job.Settings?.OutputGroups ?? [];

  it('clips the input to the trim', () => {
    expect(source?.InputClippings).toEqual([{ StartTimecode: '00:00:01:12', EndTimecode: '00:00:08:00' }]);
  });

  it('reads the overlays as a WebVTT caption selector and burns them into every video output', () => {
    expect(source?.CaptionSelectors?.[OVERLAY_SELECTOR]?.SourceSettings).toEqual({
      SourceType: 'WEBVTT',
      FileSourceSettings: { SourceFile: 's3://tubes-uploads/renders/acme/vid-1/r1.vtt' },
    });
    const outputs = groups.flatMap((g) => g.Outputs ?? []);
    const video = outputs.filter((o) => o.VideoDescription?.CodecSettings?.Codec === 'H_264');
    expect(video.length).toBeGreaterThan(1);
    for (const output of video) {
      expect(output.CaptionDescriptions?.[0]?.CaptionSelectorName).toBe(OVERLAY_SELECTOR);
      expect(output.CaptionDescriptions?.[0]?.DestinationSettings?.DestinationType).toBe('BURN_IN');
      expect(
        output.CaptionDescriptions?.[0]?.DestinationSettings?.BurninDestinationSettings?.StylePassthrough,
      ).toBe('ENABLED');
    }
    const thumbnail = outputs.find((o) => o.VideoDescription?.CodecSettings?.Codec === 'FRAME_CAPTURE');
    expect(thumbnail?.CaptionDescriptions).toBeUndefined();
  });

  it('writes under the render folder and tags the job with its render id', () => {
    expect(renderPrefix(input)).toBe('media/acme/vid-1/2/en-us/renders/r1/');
    const destinations = groups.map(
      (g) =>
        g.OutputGroupSettings?.HlsGroupSettings?.Destination ??
        g.OutputGroupSettings?.FileGroupSettings?.Destination,
    );
    expect(destinations).toEqual([
      's3://tubes-media/media/acme/vid-1/2/en-us/renders/r1/hls/index',
      's3://tubes-media/media/acme/vid-1/2/en-us/renders/r1/mp4/video',
      's3://tubes-media/media/acme/vid-1/2/en-us/renders/r1/thumbnails/thumb',
    ]);
    expect(job.UserMetadata).toMatchObject({ orgId: 'acme', videoId: 'vid-1', version: '2', renderId: 'r1' });
  });

  it('has neither clipping nor captions for a plan without trim and overlays', () => {
    const plain = buildRenderJobInput({
      ...input,
      plan: { trim: null, overlays: [] },
      overlayFile: undefined,
    });
    expect(plain.Settings?.Inputs?.[0]?.InputClippings).toBeUndefined();
    expect(plain.Settings?.Inputs?.[0]?.CaptionSelectors).toBeUndefined();
  });
});
