import { describe, expect, it } from 'vitest';
import { withAudioRenditions, AUDIO_GROUP } from './audio-renditions.js';
import { buildRenderJobInput } from './render-settings.js';

const base = {
  orgId: 'acme',
  videoId: 'v1',
  version: 1,
  language: 'en-us',
  uploadsBucket: 'uploads',
  sourceKey: 'uploads/acme/v1/1/en-us/original.mp4',
  mediaBucket: 'media',
  roleArn: 'arn:aws:iam::1:role/mc',
  renderId: 'r1',
  plan: { overlays: [] },
  sourceHeight: 360,
};
const spanish = { language: 'es-es', bucket: 'uploads', key: 'voiceovers/acme/v1/es-es/track.wav' };

const hlsOf = (job: ReturnType<typeof buildRenderJobInput>) =>
  job.Settings?.OutputGroups?.find((g) => g.OutputGroupSettings?.Type === 'HLS_GROUP_SETTINGS');

describe('withAudioRenditions', () => {
  it('leaves a render without voice-overs as it was: the sound muxed into every rung', () => {
    const job = buildRenderJobInput({ ...base, plan: base.plan as never });
    const rungs = hlsOf(job)?.Outputs ?? [];
    expect(rungs.every((o) => o.AudioDescriptions?.length === 1 && !o.OutputSettings)).toBe(true);
    expect(Object.keys(job.Settings?.Inputs?.[0]?.AudioSelectors ?? {})).toEqual(['Audio Selector 1']);
    // A render writes no original sound of its own: the transcode's stays.
    expect(job.Settings?.OutputGroups?.map((g) => g.Name)).not.toContain('Sound');
  });

  it('lists the original sound (default) and each voice-over as audio renditions of one group', () => {
    const job = buildRenderJobInput({ ...base, plan: base.plan as never, voiceOvers: [spanish] });
    const input = job.Settings?.Inputs?.[0];
    expect(input?.AudioSelectors?.['Voice-over es-es']).toEqual({
      ExternalAudioFileInput: 's3://uploads/voiceovers/acme/v1/es-es/track.wav',
      DefaultSelection: 'NOT_DEFAULT',
    });
    const outputs = hlsOf(job)?.Outputs ?? [];
    const video = outputs.filter((o) => o.VideoDescription);
    expect(video.length).toBeGreaterThan(0);
    for (const rung of video) {
      expect(rung.AudioDescriptions).toBeUndefined();
      expect(rung.OutputSettings?.HlsSettings?.AudioRenditionSets).toBe(AUDIO_GROUP);
    }
    const audio = outputs.filter((o) => !o.VideoDescription);
    expect(
      audio.map((o) => [
        o.NameModifier,
        o.AudioDescriptions?.[0]?.AudioSourceName,
        o.AudioDescriptions?.[0]?.CustomLanguageCode,
        o.AudioDescriptions?.[0]?.StreamName,
        o.OutputSettings?.HlsSettings?.AudioTrackType,
      ]),
    ).toEqual([
      ['_audio_en-us', 'Audio Selector 1', 'ENG', 'en-us', 'ALTERNATE_AUDIO_AUTO_SELECT_DEFAULT'],
      ['_audio_es-es', 'Voice-over es-es', 'SPA', 'es-es', 'ALTERNATE_AUDIO_AUTO_SELECT'],
    ]);
    // The download keeps the original sound.
    const download = job.Settings?.OutputGroups?.find((g) => g.Name === 'Download');
    expect(download?.Outputs?.[0]?.AudioDescriptions?.[0]?.AudioSourceName).toBe('Audio Selector 1');
  });

  it("puts a voice-over in the master's language first as the default, the original sound kept beside it", () => {
    const english = { ...spanish, language: 'en-us', key: 'voiceovers/acme/v1/en-us/track.wav' };
    const job = buildRenderJobInput({ ...base, plan: base.plan as never, voiceOvers: [spanish, english] });
    const audio = (hlsOf(job)?.Outputs ?? []).filter((o) => !o.VideoDescription);
    expect(
      audio.map((o) => [
        o.AudioDescriptions?.[0]?.AudioSourceName,
        o.AudioDescriptions?.[0]?.CustomLanguageCode,
        o.AudioDescriptions?.[0]?.StreamName,
        o.OutputSettings?.HlsSettings?.AudioTrackType,
      ]),
    ).toEqual([
      ['Voice-over en-us', 'ENG', 'en-us', 'ALTERNATE_AUDIO_AUTO_SELECT_DEFAULT'],
      ['Voice-over es-es', 'SPA', 'es-es', 'ALTERNATE_AUDIO_AUTO_SELECT'],
      ['Audio Selector 1', 'UND', 'original', 'ALTERNATE_AUDIO_AUTO_SELECT'],
    ]);
  });

  it('does nothing to a job without an HLS group', () => {
    const job = { Role: 'r', Settings: { Inputs: [{}], OutputGroups: [] } };
    expect(withAudioRenditions(job, 'en-us', [spanish])).toEqual({
      Role: 'r',
      Settings: { Inputs: [{}], OutputGroups: [] },
    });
  });
});
