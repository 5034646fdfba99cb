/**
 * MediaConvert job settings of a quick guide's stills (pure; docs/decisions.md "Quick guide"). One job
 * captures every missing still of a version × language: one input per still, each the original clipped
 * to one second from its chapter's start (InputClippings); MediaConvert stitches the inputs in order, so
 * a frame capture of one frame per second takes the first frame of each: capture n is the still of start
 * n, named still.<n>.jpg. MediaConvert refuses a job of frame captures only, so the job also writes a
 * small MP4 of the captured seconds (read by nothing).
 */
import type { CreateJobCommandInput, OutputGroup } from '@aws-sdk/client-mediaconvert';
import { stillsPrefix } from '../core/media/quick-guide-keys.js';
import type { RenditionRef } from '../core/media/keys.js';
import { AUDIO_SELECTOR, jobEnvelope, LADDER, mp4OutputGroup, type Rung } from './job-settings.js';
import { clipTimecode } from './render-settings.js';

/** Seconds of the original each still's input keeps (the capture interval). */
export const STILL_CLIP_SECONDS = 1;
/** The stills' size (FIT_NO_UPSCALE: a smaller original keeps its size). */
export const STILL_SIZE = { width: 1280, height: 720 } as const;
/** Quality of the JPEG captures (1–100). */
export const STILL_QUALITY = 85;
const REEL = LADDER[0] as Rung;

export interface StillsJobInput extends RenditionRef {
  uploadsBucket: string;
  /** The original the stills come from (the rendition's source, as a render reads it). */
  sourceKey: string;
  mediaBucket: string;
  roleArn: string;
  queue?: string;
  captureId: string;
  /** The chapter starts to capture, ms, in the order of the captures. */
  startsMs: readonly number[];
  /** Length of the original, seconds. */
  durationSeconds: number;
}

/**
 * The second an input keeps for a still at `startSeconds`: from the start, moved back so that it lies
 * within the original (a chapter in the last second gets a still from a little before it).
 */
export function stillClip(startSeconds: number, durationSeconds: number): { start: number; end: number } {
  const length = Math.max(0, durationSeconds);
  const span = Math.min(STILL_CLIP_SECONDS, length);
  const start = Math.max(0, Math.min(startSeconds, length - span));
  return { start, end: start + span };
}

export function buildStillsJobInput(input: StillsJobInput): CreateJobCommandInput {
  if (input.startsMs.length === 0) throw new Error('a stills job needs at least one start');
  const source = `s3://${input.uploadsBucket}/${input.sourceKey}`;
  const destination = `s3://${input.mediaBucket}/${stillsPrefix(input, input.captureId)}`;
  return {
    ...jobEnvelope(input, { quickGuideStills: input.captureId }),
    Settings: {
      TimecodeConfig: { Source: 'ZEROBASED' },
      Inputs: input.startsMs.map((ms) => {
        const clip = stillClip(ms / 1000, input.durationSeconds);
        return {
          FileInput: source,
          TimecodeSource: 'ZEROBASED',
          VideoSelector: {},
          AudioSelectors: { [AUDIO_SELECTOR]: { DefaultSelection: 'DEFAULT' } },
          InputClippings: [{ StartTimecode: clipTimecode(clip.start), EndTimecode: clipTimecode(clip.end) }],
        };
      }),
      OutputGroups: [
        {
          Name: 'Stills',
          OutputGroupSettings: {
            Type: 'FILE_GROUP_SETTINGS',
            FileGroupSettings: { Destination: `${destination}still` },
          },
          Outputs: [
            {
              Extension: 'jpg',
              ContainerSettings: { Container: 'RAW' },
              VideoDescription: {
                Width: STILL_SIZE.width,
                Height: STILL_SIZE.height,
                ScalingBehavior: 'FIT_NO_UPSCALE',
                CodecSettings: {
                  Codec: 'FRAME_CAPTURE',
                  FrameCaptureSettings: {
                    FramerateNumerator: 1,
                    FramerateDenominator: STILL_CLIP_SECONDS,
                    MaxCaptures: input.startsMs.length,
                    Quality: STILL_QUALITY,
                  },
                },
              },
            },
          ],
        },
        reelOutputGroup(`${destination}reel`),
      ],
    },
  };
}

/**
 * The small MP4 a job of frame captures also writes: MediaConvert refuses a job of frame captures only
 * ('You can create frame capture outputs only in jobs that also have a regular audio and video output').
 * Read by nothing; its inputs are clipped short, so it costs little.
 */
export function reelOutputGroup(destination: string): OutputGroup {
  return mp4OutputGroup('Reel', destination, REEL, {
    codec: {
      Codec: 'H_264',
      H264Settings: {
        RateControlMode: 'QVBR',
        QvbrSettings: { QvbrQualityLevel: 7 },
        MaxBitrate: REEL.maxBitrate,
        CodecProfile: 'MAIN',
        GopSize: 1,
        GopSizeUnits: 'SECONDS',
      },
    },
  });
}
