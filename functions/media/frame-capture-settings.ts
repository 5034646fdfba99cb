/**
 * MediaConvert job settings of a thumbnail frame capture (pure): one input, the version's playable MP4
 * (media bucket) clipped to the second from the chosen time, and one FILE_GROUP with one FRAME_CAPTURE
 * output (MaxCaptures 1): the frame at the clipping start, as a JPEG at most the download rung's size,
 * under media/<orgId>/<videoId>/thumbnails/<captureId>/frame.0000000.jpg. MediaConvert refuses a job of
 * frame captures only, so the job also writes the quick guide's small reel of that second (read by
 * nothing). The user metadata names the capture so the job-state event settles it (transcodeStatus →
 * frameCaptureStatus).
 */
import type { CreateJobCommandInput } from '@aws-sdk/client-mediaconvert';
import { frameCaptureBase, type FrameCaptureRef } from '../core/media/frame-keys.js';
import { AUDIO_SELECTOR, DOWNLOAD_RUNG, jobEnvelope } from './job-settings.js';
import { reelOutputGroup } from './quick-guide-settings.js';
import { clipTimecode } from './render-settings.js';

export interface FrameCaptureJobInput extends FrameCaptureRef {
  version: number;
  language: string;
  mediaBucket: string;
  /** Media-bucket key of the version's playable MP4 (what the studio's player shows). */
  sourceKey: string;
  seconds: number;
  /** Length of the MP4, seconds: the clip ends there at the latest. */
  durationSeconds: number;
  roleArn: string;
  /** MediaConvert queue ARN; the account's Default queue when absent. */
  queue?: string;
}

export function buildFrameCaptureJobInput(input: FrameCaptureJobInput): CreateJobCommandInput {
  const end = Math.min(input.seconds + 1, input.durationSeconds);
  const base = frameCaptureBase(input);
  return {
    ...jobEnvelope(input, { captureId: input.captureId }),
    Settings: {
      TimecodeConfig: { Source: 'ZEROBASED' },
      Inputs: [
        {
          FileInput: `s3://${input.mediaBucket}/${input.sourceKey}`,
          TimecodeSource: 'ZEROBASED',
          VideoSelector: {},
          AudioSelectors: { [AUDIO_SELECTOR]: { DefaultSelection: 'DEFAULT' } },
          InputClippings: [
            {
              StartTimecode: clipTimecode(input.seconds),
              ...(end > input.seconds ? { EndTimecode: clipTimecode(end) } : {}),
            },
          ],
        },
      ],
      OutputGroups: [
        {
          Name: 'Frame',
          OutputGroupSettings: {
            Type: 'FILE_GROUP_SETTINGS',
            FileGroupSettings: { Destination: `s3://${input.mediaBucket}/${base}` },
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
        reelOutputGroup(`s3://${input.mediaBucket}/${base.slice(0, base.lastIndexOf('/'))}/reel`),
      ],
    },
  };
}
