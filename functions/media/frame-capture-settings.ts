/**
 * MediaConvert job settings of a thumbnail frame capture (pure): one input, the version's playable MP4
 * (media bucket) clipped to start at the chosen time, and one FILE_GROUP with one FRAME_CAPTURE output
 * (MaxCaptures 1): the frame at the clipping start, as a JPEG at most the download rung's size, under
 * media/<orgId>/<videoId>/thumbnails/<captureId>/frame.0000000.jpg. The user metadata names the capture
 * so the job-state event settles it (transcodeStatus → frameCaptureStatus).
 */
import type { CreateJobCommandInput } from '@aws-sdk/client-mediaconvert';
import { frameCaptureBase, type FrameCaptureRef } from '../core/media/frame-keys.js';
import { DOWNLOAD_RUNG } from './job-settings.js';
import { clipTimecode } from './render-settings.js';

export interface FrameCaptureJobInput extends FrameCaptureRef {
  version: number;
  language: string;
  mediaBucket: string;
  /** Media-bucket key of the version's playable MP4 (what the studio's player shows). */
  sourceKey: string;
  seconds: number;
  roleArn: string;
  /** MediaConvert queue ARN; the account's Default queue when absent. */
  queue?: string;
}

export function buildFrameCaptureJobInput(input: FrameCaptureJobInput): CreateJobCommandInput {
  return {
    Role: input.roleArn,
    ...(input.queue ? { Queue: input.queue } : {}),
    UserMetadata: {
      orgId: input.orgId,
      videoId: input.videoId,
      version: String(input.version),
      language: input.language,
      captureId: input.captureId,
    },
    StatusUpdateInterval: 'SECONDS_10',
    Settings: {
      TimecodeConfig: { Source: 'ZEROBASED' },
      Inputs: [
        {
          FileInput: `s3://${input.mediaBucket}/${input.sourceKey}`,
          TimecodeSource: 'ZEROBASED',
          VideoSelector: {},
          InputClippings: [{ StartTimecode: clipTimecode(input.seconds) }],
        },
      ],
      OutputGroups: [
        {
          Name: 'Frame',
          OutputGroupSettings: {
            Type: 'FILE_GROUP_SETTINGS',
            FileGroupSettings: { Destination: `s3://${input.mediaBucket}/${frameCaptureBase(input)}` },
          },
          Outputs: [
            {
              Extension: 'jpg',
              ContainerSettings: { Container: 'RAW' },
              VideoDescription: {
                Width: DOWNLOAD_RUNG.width,
                Height: DOWNLOAD_RUNG.height,
                ScalingBehavior: 'FIT_NO_UPSCALE',
                CodecSettings: {
                  Codec: 'FRAME_CAPTURE',
                  FrameCaptureSettings: {
                    FramerateNumerator: 1,
                    FramerateDenominator: 1,
                    MaxCaptures: 1,
                    Quality: 90,
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
