/**
 * MediaConvert job settings of a render (pure): the transcode's outputs (job-settings.ts: HLS ladder,
 * MP4, thumbnail) from the rendition's original, with
 *   - the trim as the input's InputClippings (timecodes on the zero-based input timeline);
 *   - the overlays burnt in: a WebVTT sidecar (render-plan.ts overlaysToWebVtt) as a caption selector,
 *     and a BURN_IN caption description with style passthrough on every video output (its cue settings
 *     place each text, its colour class styles it). docs/decisions.md "Rendering" says why burn-in;
 *   - the voice-overs as alternate audio renditions beside the original sound (audio-renditions.ts).
 * Outputs go to a folder of their own (…/<language>/renders/<renderId>/): the rendition keeps playing
 * its current files until the render completes and the status handler points it at the new ones.
 */
import type { CreateJobCommandInput, Output } from '@aws-sdk/client-mediaconvert';
import type { RenderPlan } from '#shared/domain/render-plan.js';
import { mediaPrefix } from '../core/media/keys.js';
import { withAudioRenditions, type VoiceOverTrack } from './audio-renditions.js';
import { buildCreateJobInput, SOUND_GROUP, type JobSettingsInput } from './job-settings.js';

export const OVERLAY_SELECTOR = 'Overlays';

/**
 * The frame field of the clipping timecodes counts 24ths of a second (floor): MediaConvert reads it in
 * the input's frame rate, which the command does not know; at 24 fps and above it is a valid frame.
 */
export const TIMECODE_FRAMES_PER_SECOND = 24;

export interface RenderJobInput extends Omit<JobSettingsInput, 'subtitles'> {
  renderId: string;
  plan: RenderPlan;
  /** s3:// bucket and key of the overlay sidecar (present when the plan has overlays). */
  overlayFile?: { bucket: string; key: string };
  /** The voice-overs listed beside the original sound (audio-renditions.ts); none: the sound stays muxed. */
  voiceOvers?: readonly VoiceOverTrack[];
}

/** `HH:MM:SS:FF` of a point on the input timeline. */
export function clipTimecode(seconds: number): string {
  const whole = Math.floor(seconds);
  const frames = Math.min(
    TIMECODE_FRAMES_PER_SECOND - 1,
    Math.floor((seconds - whole) * TIMECODE_FRAMES_PER_SECOND + 1e-6),
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}:${pad(frames)}`;
}

/** Folder (ends with '/') of a render's outputs in the media bucket. */
export function renderPrefix(input: {
  orgId: string;
  videoId: string;
  version: number;
  language: string;
  renderId: string;
}) {
  return `${mediaPrefix(input)}renders/${input.renderId}/`;
}

export function buildRenderJobInput(input: RenderJobInput): CreateJobCommandInput {
  const job = buildCreateJobInput(input);
  const settings = job.Settings;
  // The original sound stays the transcode's (a render changes no sound of the original).
  if (settings?.OutputGroups)
    settings.OutputGroups = settings.OutputGroups.filter((g) => g.Name !== SOUND_GROUP);
  const source = settings?.Inputs?.[0];
  if (!settings || !source) throw new Error('the transcode settings have no input');
  const base = `s3://${input.mediaBucket}/${mediaPrefix(input)}`;
  const target = `s3://${input.mediaBucket}/${renderPrefix(input)}`;
  for (const group of settings.OutputGroups ?? []) {
    const groupSettings = group.OutputGroupSettings;
    const hls = groupSettings?.HlsGroupSettings;
    const file = groupSettings?.FileGroupSettings;
    if (hls?.Destination) hls.Destination = hls.Destination.replace(base, target);
    if (file?.Destination) file.Destination = file.Destination.replace(base, target);
  }
  const { trim, overlays } = input.plan;
  if (trim) {
    source.InputClippings = [
      {
        StartTimecode: clipTimecode(trim.startSeconds),
        ...(trim.endSeconds !== undefined ? { EndTimecode: clipTimecode(trim.endSeconds) } : {}),
      },
    ];
  }
  if (overlays.length > 0) {
    if (!input.overlayFile) throw new Error('a plan with overlays needs its overlay file');
    source.CaptionSelectors = {
      [OVERLAY_SELECTOR]: {
        SourceSettings: {
          SourceType: 'WEBVTT',
          FileSourceSettings: { SourceFile: `s3://${input.overlayFile.bucket}/${input.overlayFile.key}` },
        },
      },
    };
    const burnIn = (output: Output) => {
      // Frame captures (the thumbnail) keep the plain picture.
      if (!output.VideoDescription || output.VideoDescription.CodecSettings?.Codec === 'FRAME_CAPTURE')
        return;
      output.CaptionDescriptions = [
        {
          CaptionSelectorName: OVERLAY_SELECTOR,
          DestinationSettings: {
            DestinationType: 'BURN_IN',
            BurninDestinationSettings: {
              StylePassthrough: 'ENABLED',
              TeletextSpacing: 'PROPORTIONAL',
              FontSize: 0,
              BackgroundColor: 'BLACK',
              BackgroundOpacity: 160,
              OutlineSize: 0,
            },
          },
        },
      ];
    };
    for (const group of settings.OutputGroups ?? []) (group.Outputs ?? []).forEach(burnIn);
  }
  job.UserMetadata = { ...job.UserMetadata, renderId: input.renderId };
  return withAudioRenditions(job, input.language, input.voiceOvers ?? []);
}
