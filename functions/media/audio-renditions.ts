/**
 * Alternate audio renditions of a render (pure; issue 14): the original sound and one voice-over per
 * language, each an audio-only output of the HLS group in the audio group AUDIO_GROUP, which every video
 * rung names as its AudioRenditionSets (the rungs carry no sound of their own then). The master lists
 * them as EXT-X-MEDIA TYPE=AUDIO with LANGUAGE (ISO 639-2) and NAME (the product's language code, which
 * the players match first). The master language's rendition is the DEFAULT: the original sound, or the
 * master language's voice-over when there is one (a narrated screen recording), the original sound then
 * staying selectable as ORIGINAL_SOUND_NAME. The MP4 download keeps the original sound.
 * A voice-over track is an external audio file aligned with the input's time 0, so the render's trim
 * cuts it where it cuts the picture.
 */
import type { CreateJobCommandInput, Output } from '@aws-sdk/client-mediaconvert';
import {
  audioLanguageCode,
  ORIGINAL_SOUND_LANGUAGE,
  ORIGINAL_SOUND_NAME,
} from '#shared/domain/voice-over.js';
import { AUDIO_BITRATE, AUDIO_SELECTOR } from './job-settings.js';

export const AUDIO_GROUP = 'audio';

export interface VoiceOverTrack {
  language: string;
  /** s3:// location of the track (16 kHz mono WAV). */
  bucket: string;
  key: string;
}

export const voiceOverSelector = (language: string) => `Voice-over ${language}`;

function audioOutput(source: string, name: string, isDefault: boolean): Output {
  const language = name === ORIGINAL_SOUND_NAME ? ORIGINAL_SOUND_LANGUAGE : audioLanguageCode(name);
  return {
    NameModifier: `_audio_${name}`,
    ContainerSettings: { Container: 'M3U8', M3u8Settings: {} },
    AudioDescriptions: [
      {
        AudioSourceName: source,
        CodecSettings: {
          Codec: 'AAC',
          AacSettings: { Bitrate: AUDIO_BITRATE, CodingMode: 'CODING_MODE_2_0', SampleRate: 48_000 },
        },
        LanguageCodeControl: 'USE_CONFIGURED',
        CustomLanguageCode: language.toUpperCase(),
        StreamName: name,
      },
    ],
    OutputSettings: {
      HlsSettings: {
        AudioGroupId: AUDIO_GROUP,
        AudioTrackType: isDefault ? 'ALTERNATE_AUDIO_AUTO_SELECT_DEFAULT' : 'ALTERNATE_AUDIO_AUTO_SELECT',
        AudioOnlyContainer: 'M2TS',
      },
    },
  };
}

/** The job with the original sound (`language`: the master's) and every voice-over as audio renditions; unchanged without tracks. */
export function withAudioRenditions(
  job: CreateJobCommandInput,
  language: string,
  tracks: readonly VoiceOverTrack[],
): CreateJobCommandInput {
  // The master language's rendition first: the default one.
  const voiceOvers = [...tracks].sort(
    (a, b) => Number(b.language === language) - Number(a.language === language),
  );
  const narrated = voiceOvers[0]?.language === language;
  const input = job.Settings?.Inputs?.[0];
  const hls = job.Settings?.OutputGroups?.find((g) => g.OutputGroupSettings?.Type === 'HLS_GROUP_SETTINGS');
  if (voiceOvers.length === 0 || !input || !hls) return job;
  input.AudioSelectors = {
    ...input.AudioSelectors,
    ...Object.fromEntries(
      voiceOvers.map((t) => [
        voiceOverSelector(t.language),
        { ExternalAudioFileInput: `s3://${t.bucket}/${t.key}`, DefaultSelection: 'NOT_DEFAULT' as const },
      ]),
    ),
  };
  const outputs = hls.Outputs ?? [];
  for (const output of outputs) {
    if (!output.VideoDescription) continue;
    delete output.AudioDescriptions;
    output.OutputSettings = { HlsSettings: { AudioRenditionSets: AUDIO_GROUP } };
  }
  hls.Outputs = [
    ...outputs,
    ...(narrated ? [] : [audioOutput(AUDIO_SELECTOR, language, true)]),
    ...voiceOvers.map((t) => audioOutput(voiceOverSelector(t.language), t.language, t.language === language)),
    ...(narrated ? [audioOutput(AUDIO_SELECTOR, ORIGINAL_SOUND_NAME, false)] : []),
  ];
  return job;
}
