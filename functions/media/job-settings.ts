/**
 * MediaConvert job settings of the project (pure): from an uploaded original to
 *   hls/index.m3u8 (+ index_<rung>.m3u8, segments): H.264 ladder 360p/540p/720p/1080p + AAC,
 *     2 s closed GOPs without scene-change keyframes (every rung cuts at the same instants) and 6 s
 *     segments (a multiple of the GOP), plus WebVTT subtitle renditions when subtitles exist;
 *   mp4/video_720p.mp4: a progressive-download MP4 for "download";
 *   thumbnails/thumb.0000000.jpg: one frame capture;
 *   sound/original.wav: the original sound as 16 kHz 16-bit mono WAV, what a voice-over is mixed over
 *     (functions/core/domain/voice-over.ts).
 * Rungs use ScalingBehavior FIT_NO_UPSCALE: MediaConvert never upscales a small source. When the source
 * height is known (upload metadata) rungs above it are left out; when it is not, MediaConvert renders
 * them at the source size, and the local emulator (which probes the file) skips them.
 */
import type {
  CreateJobCommandInput,
  Output,
  OutputGroup,
  VideoCodecSettings,
} from '@aws-sdk/client-mediaconvert';
import { VOICE_SAMPLE_RATE } from '#shared/domain/voice-over.js';
import { mediaPrefix, SOUND_FILE, type RenditionRef } from '../core/media/keys.js';

export interface Rung {
  name: string;
  width: number;
  height: number;
  /** QVBR peak bitrate, bits/s. */
  maxBitrate: number;
}

export const LADDER: readonly Rung[] = [
  { name: '360p', width: 640, height: 360, maxBitrate: 1_000_000 },
  { name: '540p', width: 960, height: 540, maxBitrate: 2_000_000 },
  { name: '720p', width: 1280, height: 720, maxBitrate: 3_500_000 },
  { name: '1080p', width: 1920, height: 1080, maxBitrate: 6_000_000 },
];
export const GOP_SECONDS = 2;
export const SEGMENT_SECONDS = 6;
export const AUDIO_BITRATE = 128_000;
export const DOWNLOAD_RUNG = LADDER[2] as Rung;
export const AUDIO_SELECTOR = 'Audio Selector 1';
/** The output group of the original sound as WAV (left out of renders: their sound is the transcode's). */
export const SOUND_GROUP = 'Sound';

export interface JobSettingsInput extends RenditionRef {
  uploadsBucket: string;
  sourceKey: string;
  mediaBucket: string;
  roleArn: string;
  /** MediaConvert queue ARN; the account's Default queue when absent. */
  queue?: string;
  /** Height of the original when known: rungs above it are left out (the lowest rung always stays). */
  sourceHeight?: number;
  /** WebVTT/SRT subtitle files (uploads-bucket keys) per language. */
  subtitles?: { language: string; key: string }[];
}

/** The rungs worth producing for a source: those not above it, and never none. */
export function ladderFor(sourceHeight?: number): Rung[] {
  if (!sourceHeight || sourceHeight <= 0) return [...LADDER];
  const fitting = LADDER.filter((r) => r.height <= sourceHeight);
  return fitting.length > 0 ? fitting : [LADDER[0] as Rung];
}

const s3Uri = (bucket: string, key: string) => `s3://${bucket}/${key}`;

function h264(rung: Rung) {
  return {
    Codec: 'H_264' as const,
    H264Settings: {
      RateControlMode: 'QVBR' as const,
      QvbrSettings: { QvbrQualityLevel: 7 },
      MaxBitrate: rung.maxBitrate,
      CodecProfile: 'MAIN' as const,
      GopSize: GOP_SECONDS,
      GopSizeUnits: 'SECONDS' as const,
      GopClosedCadence: 1,
      SceneChangeDetect: 'DISABLED' as const,
      NumberBFramesBetweenReferenceFrames: 2,
    },
  };
}

const aac = [
  {
    AudioSourceName: AUDIO_SELECTOR,
    CodecSettings: {
      Codec: 'AAC' as const,
      AacSettings: { Bitrate: AUDIO_BITRATE, CodingMode: 'CODING_MODE_2_0' as const, SampleRate: 48_000 },
    },
  },
];

/**
 * A file group of one MP4 of a rung, its moov atom first (it plays while it downloads), with the AAC
 * stereo track: the download of a transcode, the reel a job of stills must also write. Its file is
 * named after `fileRung` (the download keeps its one name when a small source makes it smaller).
 */
export function mp4OutputGroup(
  name: string,
  destination: string,
  size: Rung,
  { fileRung = size, codec = h264(size) }: { fileRung?: Rung; codec?: VideoCodecSettings } = {},
): OutputGroup {
  return {
    Name: name,
    OutputGroupSettings: {
      Type: 'FILE_GROUP_SETTINGS',
      FileGroupSettings: { Destination: destination },
    },
    Outputs: [
      {
        NameModifier: `_${fileRung.name}`,
        Extension: 'mp4',
        ContainerSettings: { Container: 'MP4', Mp4Settings: { MoovPlacement: 'PROGRESSIVE_DOWNLOAD' } },
        VideoDescription: {
          Width: size.width,
          Height: size.height,
          ScalingBehavior: 'FIT_NO_UPSCALE',
          CodecSettings: codec,
        },
        AudioDescriptions: aac,
      },
    ],
  };
}

/** Where a job of a rendition runs: MediaConvert's role and queue (the account's Default queue when absent). */
export interface JobPlacement extends RenditionRef {
  roleArn: string;
  queue?: string;
}

/**
 * What every job of a rendition shares: its role and queue, the status cadence, and the metadata its
 * status events carry back to the handler (the rendition, plus what tells this kind of job apart).
 */
export function jobEnvelope(input: JobPlacement, metadata: Record<string, string> = {}) {
  return {
    Role: input.roleArn,
    ...(input.queue ? { Queue: input.queue } : {}),
    UserMetadata: {
      orgId: input.orgId,
      videoId: input.videoId,
      version: String(input.version),
      language: input.language,
      ...metadata,
    },
    StatusUpdateInterval: 'SECONDS_10',
  } satisfies Partial<CreateJobCommandInput>;
}

export function captionSelectorName(language: string): string {
  return `Captions ${language}`;
}

export function buildCreateJobInput(input: JobSettingsInput): CreateJobCommandInput {
  const destination = s3Uri(input.mediaBucket, mediaPrefix(input));
  const rungs = ladderFor(input.sourceHeight);
  const subtitles = input.subtitles ?? [];
  const top = rungs[rungs.length - 1] as Rung;
  const download = top.height < DOWNLOAD_RUNG.height ? top : DOWNLOAD_RUNG;

  const hlsOutputs: Output[] = rungs.map((rung) => ({
    NameModifier: `_${rung.name}`,
    ContainerSettings: { Container: 'M3U8' },
    VideoDescription: {
      Width: rung.width,
      Height: rung.height,
      ScalingBehavior: 'FIT_NO_UPSCALE',
      CodecSettings: h264(rung),
    },
    AudioDescriptions: aac,
  }));
  for (const subtitle of subtitles) {
    hlsOutputs.push({
      NameModifier: `_subs_${subtitle.language}`,
      ContainerSettings: { Container: 'M3U8' },
      CaptionDescriptions: [
        {
          CaptionSelectorName: captionSelectorName(subtitle.language),
          LanguageDescription: subtitle.language,
          DestinationSettings: { DestinationType: 'WEBVTT' },
        },
      ],
    });
  }

  return {
    ...jobEnvelope(input),
    Settings: {
      TimecodeConfig: { Source: 'ZEROBASED' },
      Inputs: [
        {
          FileInput: s3Uri(input.uploadsBucket, input.sourceKey),
          TimecodeSource: 'ZEROBASED',
          VideoSelector: {},
          AudioSelectors: { [AUDIO_SELECTOR]: { DefaultSelection: 'DEFAULT' } },
          ...(subtitles.length > 0
            ? {
                CaptionSelectors: Object.fromEntries(
                  subtitles.map((s) => [
                    captionSelectorName(s.language),
                    {
                      SourceSettings: {
                        SourceType: s.key.toLowerCase().endsWith('.srt') ? 'SRT' : 'WEBVTT',
                        FileSourceSettings: { SourceFile: s3Uri(input.uploadsBucket, s.key) },
                      },
                    },
                  ]),
                ),
              }
            : {}),
        },
      ],
      OutputGroups: [
        {
          Name: 'HLS',
          OutputGroupSettings: {
            Type: 'HLS_GROUP_SETTINGS',
            HlsGroupSettings: {
              Destination: `${destination}hls/index`,
              SegmentLength: SEGMENT_SECONDS,
              MinSegmentLength: 0,
              SegmentControl: 'SEGMENTED_FILES',
              DirectoryStructure: 'SINGLE_DIRECTORY',
              ManifestDurationFormat: 'INTEGER',
              OutputSelection: 'MANIFESTS_AND_SEGMENTS',
              ProgramDateTime: 'EXCLUDE',
            },
          },
          Outputs: hlsOutputs,
        },
        mp4OutputGroup('Download', `${destination}mp4/video`, download, { fileRung: DOWNLOAD_RUNG }),
        {
          Name: SOUND_GROUP,
          OutputGroupSettings: {
            Type: 'FILE_GROUP_SETTINGS',
            FileGroupSettings: { Destination: `${destination}${SOUND_FILE.replace(/\.wav$/, '')}` },
          },
          Outputs: [
            {
              Extension: 'wav',
              ContainerSettings: { Container: 'RAW' },
              AudioDescriptions: [
                {
                  AudioSourceName: AUDIO_SELECTOR,
                  CodecSettings: {
                    Codec: 'WAV',
                    WavSettings: { BitDepth: 16, Channels: 1, SampleRate: VOICE_SAMPLE_RATE, Format: 'RIFF' },
                  },
                },
              ],
            },
          ],
        },
        {
          Name: 'Thumbnails',
          OutputGroupSettings: {
            Type: 'FILE_GROUP_SETTINGS',
            FileGroupSettings: { Destination: `${destination}thumbnails/thumb` },
          },
          Outputs: [
            {
              Extension: 'jpg',
              ContainerSettings: { Container: 'RAW' },
              VideoDescription: {
                Width: download.width,
                Height: download.height,
                ScalingBehavior: 'FIT_NO_UPSCALE',
                CodecSettings: {
                  Codec: 'FRAME_CAPTURE',
                  FrameCaptureSettings: {
                    FramerateNumerator: 1,
                    FramerateDenominator: 5,
                    MaxCaptures: 1,
                    Quality: 80,
                  },
                },
              },
            },
          ],
        },
      ],
    },
  };
}
