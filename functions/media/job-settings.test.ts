/** The MediaConvert job the project sends: ladder, GOP/segment alignment, outputs and metadata. */
import { describe, expect, it } from 'vitest';
import type { H264Settings, Output, OutputGroup } from '@aws-sdk/client-mediaconvert';
import {
  buildCreateJobInput,
  GOP_SECONDS,
  ladderFor,
  SEGMENT_SECONDS,
  type JobSettingsInput,
} from './job-settings.js';

const input: JobSettingsInput = {
  orgId: 'acme',
  videoId: 'vid-1',
  version: 3,
  language: 'da',
  uploadsBucket: 'tubes-uploads',
  sourceKey: 'uploads/acme/vid-1/3/da/clip.mp4',
  mediaBucket: 'tubes-media',
  roleArn: 'arn:aws:iam::123456789012:role/mc',
};

const group = (job: ReturnType<typeof buildCreateJobInput>, name: string): OutputGroup => {
  const found = job.Settings?.OutputGroups?.find((g) => g.Name === name);
  if (!found) throw new Error(`no ${name} group`);
  return found;
};
const h264 = (o: Output): H264Settings => o.VideoDescription?.CodecSettings?.H264Settings ?? {};

describe('ladderFor', () => {
  it('is the full 360p/540p/720p/1080p ladder when the source height is unknown', () => {
    expect(ladderFor().map((r) => r.name)).toEqual(['360p', '540p', '720p', '1080p']);
  });
  it('leaves out rungs above the source, keeping at least the lowest', () => {
    expect(ladderFor(720).map((r) => r.name)).toEqual(['360p', '540p', '720p']);
    expect(ladderFor(600).map((r) => r.name)).toEqual(['360p', '540p']);
    expect(ladderFor(240).map((r) => r.name)).toEqual(['360p']);
  });
});

describe('buildCreateJobInput', () => {
  const job = buildCreateJobInput(input);

  it('reads the original from the uploads bucket and tags the job with its rendition', () => {
    expect(job.Role).toBe(input.roleArn);
    expect(job.Settings?.Inputs?.[0]?.FileInput).toBe('s3://tubes-uploads/uploads/acme/vid-1/3/da/clip.mp4');
    expect(job.UserMetadata).toEqual({ orgId: 'acme', videoId: 'vid-1', version: '3', language: 'da' });
    expect(job.Queue).toBeUndefined();
  });

  it('keeps the original sound as 16 kHz mono WAV under sound/ (what a voice-over is mixed over)', () => {
    const sound = group(job, 'Sound');
    expect(sound.OutputGroupSettings?.FileGroupSettings?.Destination).toBe(
      's3://tubes-media/media/acme/vid-1/3/da/sound/original',
    );
    const [output] = sound.Outputs ?? [];
    expect(output?.VideoDescription).toBeUndefined();
    expect(output?.AudioDescriptions?.[0]).toMatchObject({
      AudioSourceName: 'Audio Selector 1',
      CodecSettings: { Codec: 'WAV', WavSettings: { BitDepth: 16, Channels: 1, SampleRate: 16000 } },
    });
  });

  it('writes HLS with aligned GOPs and 6 s segments under media/<org>/<video>/<version>/<language>/', () => {
    const hls = group(job, 'HLS');
    const settings = hls.OutputGroupSettings?.HlsGroupSettings;
    expect(settings?.Destination).toBe('s3://tubes-media/media/acme/vid-1/3/da/hls/index');
    expect(settings?.SegmentLength).toBe(SEGMENT_SECONDS);
    expect(SEGMENT_SECONDS % GOP_SECONDS).toBe(0);
    const outputs = hls.Outputs ?? [];
    expect(outputs.map((o) => o.NameModifier)).toEqual(['_360p', '_540p', '_720p', '_1080p']);
    for (const output of outputs) {
      expect(output.VideoDescription?.ScalingBehavior).toBe('FIT_NO_UPSCALE');
      expect(h264(output)).toMatchObject({
        GopSize: GOP_SECONDS,
        GopSizeUnits: 'SECONDS',
        GopClosedCadence: 1,
        SceneChangeDetect: 'DISABLED',
      });
      expect(output.AudioDescriptions?.[0]?.CodecSettings?.Codec).toBe('AAC');
    }
    expect(outputs.map((o) => o.VideoDescription?.Height)).toEqual([360, 540, 720, 1080]);
  });

  it('adds a 720p MP4 for download and one thumbnail capture', () => {
    const download = group(job, 'Download');
    expect(download.OutputGroupSettings?.FileGroupSettings?.Destination).toBe(
      's3://tubes-media/media/acme/vid-1/3/da/mp4/video',
    );
    expect(download.Outputs?.[0]).toMatchObject({
      NameModifier: '_720p',
      Extension: 'mp4',
      ContainerSettings: { Container: 'MP4' },
    });
    expect(download.Outputs?.[0]?.VideoDescription?.Height).toBe(720);
    const thumbs = group(job, 'Thumbnails');
    expect(thumbs.OutputGroupSettings?.FileGroupSettings?.Destination).toBe(
      's3://tubes-media/media/acme/vid-1/3/da/thumbnails/thumb',
    );
    expect(thumbs.Outputs?.[0]?.VideoDescription?.CodecSettings).toMatchObject({
      Codec: 'FRAME_CAPTURE',
      FrameCaptureSettings: { MaxCaptures: 1 },
    });
  });

  it('limits the ladder and the download to a known source height', () => {
    const small = buildCreateJobInput({ ...input, sourceHeight: 540 });
    expect(group(small, 'HLS').Outputs?.map((o) => o.NameModifier)).toEqual(['_360p', '_540p']);
    expect(group(small, 'Download').Outputs?.[0]?.VideoDescription?.Height).toBe(540);
    // Smaller, but still the one download the player and the API name (`mp4/video_720p.mp4`).
    expect(group(small, 'Download').Outputs?.[0]?.NameModifier).toBe('_720p');
  });

  it('adds WebVTT renditions when subtitles exist, and none otherwise', () => {
    expect(job.Settings?.Inputs?.[0]?.CaptionSelectors).toBeUndefined();
    const withSubs = buildCreateJobInput({
      ...input,
      subtitles: [
        { language: 'da', key: 'uploads/acme/vid-1/3/da/subs.vtt' },
        { language: 'en-us', key: 'uploads/acme/vid-1/3/en-us/subs.srt' },
      ],
    });
    expect(withSubs.Settings?.Inputs?.[0]?.CaptionSelectors).toEqual({
      'Captions da': {
        SourceSettings: {
          SourceType: 'WEBVTT',
          FileSourceSettings: { SourceFile: 's3://tubes-uploads/uploads/acme/vid-1/3/da/subs.vtt' },
        },
      },
      'Captions en-us': {
        SourceSettings: {
          SourceType: 'SRT',
          FileSourceSettings: { SourceFile: 's3://tubes-uploads/uploads/acme/vid-1/3/en-us/subs.srt' },
        },
      },
    });
    const captions = (group(withSubs, 'HLS').Outputs ?? []).filter((o) => o.CaptionDescriptions);
    expect(captions.map((o) => o.CaptionDescriptions?.[0]?.DestinationSettings?.DestinationType)).toEqual([
      'WEBVTT',
      'WEBVTT',
    ]);
    expect(captions.map((o) => o.NameModifier)).toEqual(['_subs_da', '_subs_en-us']);
  });
});
