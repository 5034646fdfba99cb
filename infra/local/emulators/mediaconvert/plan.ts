/**
 * What a job produces, read from CreateJob's settings as the SDK sends them (camelCase REST-JSON):
 * the input (or several clipped inputs of one file, stitched), the HLS ladder with its subtitle and
 * alternate audio renditions (audio selectors of the input's own sound or of external audio files), the
 * MP4, the frame captures, the WAV file of the input's own sound (an audio-only RAW output). Settings
 * the emulator cannot run are refused (JobFailure → CreateJob's 400), and so are the ones MediaConvert
 * itself refuses that the project could send (a job of frame captures only, an audio description naming
 * no selector, a video output naming an audio group no output has).
 */
import { JobFailure } from './failure.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- job settings arrive as untyped JSON */
type Json = any;

export interface S3Location {
  bucket: string;
  /** Key prefix the output names are appended to (MediaConvert's "destination" base name). */
  base: string;
}

export interface VideoOutputPlan {
  nameModifier: string;
  width: number;
  height: number;
  maxBitrate: number;
  gopSeconds: number;
}

/** A WebVTT subtitle rendition of the HLS group, from a caption selector's sidecar file. */
export interface CaptionPlan {
  nameModifier: string;
  /** LanguageDescription (our language code). */
  language: string;
  source: { bucket: string; key: string; type: 'SRT' | 'WEBVTT' };
}

/**
 * An audio-only output of the HLS group: an alternate audio rendition (EXT-X-MEDIA TYPE=AUDIO in the
 * master) of the group's audio group, its own media playlist of AAC in MPEG-TS segments.
 */
export interface AudioTrackPlan {
  nameModifier: string;
  /** The audio selector it plays (AudioSourceName). */
  selector: string;
  /** The selector's ExternalAudioFileInput, or null: the input's own sound. */
  file: { bucket: string; key: string } | null;
  /** ISO 639-2 code, lower case (CustomLanguageCode or LanguageCode): LANGUAGE and the stream's tag. */
  language: string;
  /** StreamName, else the language code: the master's NAME. */
  name: string;
  /** DEFAULT=YES (ALTERNATE_AUDIO_AUTO_SELECT_DEFAULT). */
  default: boolean;
  /** AUTOSELECT=YES (all but ALTERNATE_AUDIO_NOT_AUTO_SELECT). */
  autoselect: boolean;
  bitrate: number;
}

/**
 * An audio-only file output: the input's own sound as 16-bit PCM in a RIFF WAV file (RAW container, WAV
 * codec), named <destination base name><NameModifier>.<Extension> in the destination's folder.
 */
export interface WavOutputPlan {
  destination: S3Location;
  nameModifier: string;
  /** Extension, without the dot ('wav' unless the output names another). */
  extension: string;
  channels: 1 | 2;
  /** Hz, 8000–48000. */
  sampleRate: number;
}

export interface JobPlan {
  input: { bucket: string; key: string };
  hls: {
    destination: S3Location;
    segmentSeconds: number;
    rungs: VideoOutputPlan[];
    captions: CaptionPlan[];
    /**
     * The audio-only outputs, in the settings' order (none: every rung carries its own sound, as
     * before). When there are some, the rungs are video only and all reference their one group.
     */
    audioTracks: AudioTrackPlan[];
    /** The GROUP-ID of the audio renditions (AudioGroupId; null without audio-only outputs). */
    audioGroup: string | null;
  } | null;
  mp4: { destination: S3Location; output: VideoOutputPlan } | null;
  /**
   * The frame-capture output: the first frame, then one every `everySeconds` (FramerateDenominator /
   * FramerateNumerator), at most `maxCaptures`, named <base>.<7-digit index>.jpg from 0.
   */
  thumbnail: {
    destination: S3Location;
    width: number;
    height: number;
    everySeconds: number;
    maxCaptures: number;
  } | null;
  /**
   * The WAV output (none: the job has no audio-only file output). Its sound is the input's own, clipped
   * like the input, padded with silence to the video's duration and cut there.
   */
  wav: WavOutputPlan | null;
  audioBitrate: number;
  /**
   * The input's InputClippings (one; timecodes HH:MM:SS:FF, frames in the input's rate, read once the
   * probe knows it): the trim of a render. null: the whole input.
   */
  clip: { start?: string; end?: string } | null;
  /**
   * Several inputs, stitched in order: MediaConvert plays them one after the other. Locally they must all
   * read the same file, each clipped to one span (start and end): the quick guide's stills job (one
   * second at each chapter start). null: one input.
   */
  stitch: { start: string; end: string }[] | null;
  /**
   * A BURN_IN caption description on the video outputs: its selector's sidecar (WebVTT with cue settings
   * and colour classes, render-plan.ts) is drawn onto the picture before it is split into the outputs.
   */
  burnIn: { bucket: string; key: string; type: 'SRT' | 'WEBVTT' } | null;
}

export type OutputGroupDetail = {
  type: 'HLS_GROUP' | 'FILE_GROUP';
  outputDetails: {
    outputFilePaths: string[];
    durationInMs: number;
    videoDetails?: { widthInPx: number; heightInPx: number };
  }[];
  playlistFilePaths?: string[];
};

/** An input's audio selectors: its own sound, or an external audio file (ExternalAudioFileInput). */
type AudioSelectors = Map<string, { file: { bucket: string; key: string } | null }>;

/** MediaConvert's defaults of AudioGroupId and AudioRenditionSets. */
const DEFAULT_AUDIO_GROUP = 'program_audio';

function parseS3(uri: unknown, what: string): { bucket: string; key: string } {
  const match = typeof uri === 'string' ? /^s3:\/\/([^/]+)\/(.+)$/.exec(uri) : null;
  if (!match) throw new JobFailure(`${what} must be an s3:// URI, got ${String(uri)}`, 1010);
  return { bucket: match[1] as string, key: match[2] as string };
}

function videoOutput(output: Json, gopFallback: number): VideoOutputPlan {
  const video = output?.videoDescription ?? {};
  const h264 = video.codecSettings?.h264Settings ?? {};
  const unitsSeconds = (h264.gopSizeUnits ?? 'SECONDS') === 'SECONDS';
  return {
    nameModifier: String(output?.nameModifier ?? ''),
    width: Number(video.width ?? 0),
    height: Number(video.height ?? 0),
    maxBitrate: Number(h264.maxBitrate ?? h264.bitrate ?? 3_000_000),
    // Frame-based GOPs are converted once the frame rate is known; seconds are what the project sends.
    gopSeconds: unitsSeconds ? Number(h264.gopSize ?? gopFallback) : -Number(h264.gopSize ?? 60),
  };
}

/** What to produce, from CreateJob's settings; throws JobFailure (→ 400) for settings it cannot run. */
export function planFromSettings(settings: Json): JobPlan {
  const inputs: Json[] = settings?.inputs ?? [];
  if (inputs.length === 0) throw new JobFailure('the job has no input', 1010);
  const input0 = inputs[0];
  const stitch = inputs.length > 1 ? stitchOf(inputs) : null;
  // Caption selectors: sidecar files (FileSourceSettings) of WebVTT or SRT, the two the project sends.
  const selectors = new Map<string, CaptionPlan['source']>();
  for (const [name, selector] of Object.entries((input0.captionSelectors ?? {}) as Record<string, Json>)) {
    const source = selector?.sourceSettings ?? {};
    const type = source.sourceType;
    if (type !== 'SRT' && type !== 'WEBVTT') {
      throw new JobFailure(
        `caption selector ${name}: source type ${String(type)} is not supported locally`,
        1010,
      );
    }
    const file = parseS3(source.fileSourceSettings?.sourceFile, `caption selector ${name} source file`);
    selectors.set(name, { ...file, type });
  }
  const audioSelectors = audioSelectorsOf(input0);
  if (stitch && inputs.some((input) => [...audioSelectorsOf(input).values()].some((s) => s.file))) {
    throw new JobFailure(
      'locally, stitched inputs take no external audio files (ExternalAudioFileInput)',
      1010,
    );
  }
  const plan: JobPlan = {
    input: parseS3(input0.fileInput, 'fileInput'),
    hls: null,
    mp4: null,
    thumbnail: null,
    wav: null,
    audioBitrate: 128_000,
    clip: stitch ? null : clipOf(input0.inputClippings),
    stitch,
    burnIn: null,
  };
  for (const group of (settings?.outputGroups ?? []) as Json[]) {
    const type = group.outputGroupSettings?.type;
    const outputs: Json[] = group.outputs ?? [];
    if (type === 'HLS_GROUP_SETTINGS') {
      const hls = group.outputGroupSettings.hlsGroupSettings ?? {};
      const dest = parseS3(hls.destination, 'HLS destination');
      const rungs = outputs.filter((o) => o.videoDescription).map((o) => videoOutput(o, 2));
      if (rungs.length === 0) throw new JobFailure('the HLS group has no video outputs', 1010);
      const captions: CaptionPlan[] = [];
      for (const output of outputs.filter((o) => !o.videoDescription && o.captionDescriptions)) {
        for (const description of output.captionDescriptions as Json[]) {
          const selector = selectors.get(description.captionSelectorName);
          if (!selector) {
            throw new JobFailure(
              `caption description refers to unknown selector ${String(description.captionSelectorName)}`,
              1010,
            );
          }
          if (description.destinationSettings?.destinationType !== 'WEBVTT') {
            throw new JobFailure('only WEBVTT caption destinations are supported locally', 1010);
          }
          captions.push({
            nameModifier: String(output.nameModifier ?? ''),
            language: String(description.languageDescription ?? description.languageCode ?? 'und'),
            source: selector,
          });
        }
      }
      const audio = outputs.find((o) => o.audioDescriptions?.[0])?.audioDescriptions[0];
      plan.audioBitrate = Number(audio?.codecSettings?.aacSettings?.bitrate ?? plan.audioBitrate);
      const renditions = audioRenditionsOf(outputs, audioSelectors);
      plan.hls = {
        destination: { bucket: dest.bucket, base: dest.key },
        segmentSeconds: Number(hls.segmentLength ?? 6),
        rungs,
        captions,
        ...renditions,
      };
    } else if (type === 'FILE_GROUP_SETTINGS') {
      const dest = parseS3(
        group.outputGroupSettings.fileGroupSettings?.destination,
        'file group destination',
      );
      for (const output of outputs) {
        const codec = output.videoDescription?.codecSettings?.codec;
        if (codec === 'FRAME_CAPTURE') {
          const capture = output.videoDescription.codecSettings?.frameCaptureSettings ?? {};
          const numerator = Number(capture.framerateNumerator ?? 1);
          const denominator = Number(capture.framerateDenominator ?? 1);
          if (!(numerator > 0 && denominator > 0))
            throw new JobFailure('frame capture framerate must be positive', 1010);
          plan.thumbnail = {
            destination: { bucket: dest.bucket, base: dest.key },
            width: Number(output.videoDescription.width ?? 0),
            height: Number(output.videoDescription.height ?? 0),
            everySeconds: denominator / numerator,
            maxCaptures: Math.max(1, Math.floor(Number(capture.maxCaptures ?? 1))),
          };
        } else if (output.containerSettings?.container === 'MP4' && codec === 'H_264') {
          ownSoundOnly(output, audioSelectors);
          plan.mp4 = { destination: { bucket: dest.bucket, base: dest.key }, output: videoOutput(output, 2) };
        } else if (!output.videoDescription && output.containerSettings?.container === 'RAW') {
          if (plan.wav) throw new JobFailure('locally, a job has one WAV output', 1010);
          plan.wav = wavOutput(output, { bucket: dest.bucket, base: dest.key }, audioSelectors);
        } else {
          throw new JobFailure(
            `file output ${String(codec)} in ${String(output.containerSettings?.container)} is not supported locally`,
            1010,
          );
        }
      }
    } else {
      throw new JobFailure(`output group type ${String(type)} is not supported locally`, 1010);
    }
  }
  if (!plan.hls && !plan.mp4 && !plan.thumbnail && !plan.wav)
    throw new JobFailure('the job has no outputs', 1010);
  // MediaConvert's own rule: frame captures only in a job that also has a regular video output.
  if (!plan.hls && !plan.mp4 && plan.thumbnail)
    throw new JobFailure('a job of frame capture outputs only is not supported: add a video output', 1010);
  // The emulator's: the WAV lasts the video's duration, measured on the video outputs.
  if (!plan.hls && !plan.mp4)
    throw new JobFailure('locally, a WAV output needs a video output (HLS or MP4) in the same job', 1010);
  plan.burnIn = burnInOf(settings, selectors);
  return plan;
}

/** The input's audio selectors by name: an external file (s3://) or the input's own sound. */
function audioSelectorsOf(input: Json): AudioSelectors {
  const selectors: AudioSelectors = new Map();
  for (const [name, selector] of Object.entries((input?.audioSelectors ?? {}) as Record<string, Json>)) {
    const external = selector?.externalAudioFileInput;
    selectors.set(name, {
      file:
        external === undefined ? null : parseS3(external, `audio selector ${name} externalAudioFileInput`),
    });
  }
  return selectors;
}

/** The selector an audio description plays: its AudioSourceName must name one of the input's selectors. */
function selectorOf(description: Json, selectors: AudioSelectors, where: string) {
  const name = description?.audioSourceName;
  if (name === undefined) return { name: null, file: null };
  const selector = selectors.get(String(name));
  if (!selector) {
    throw new JobFailure(
      `${where}: audioSourceName ${String(name)} names no audio selector of the input`,
      1010,
    );
  }
  return { name: String(name), file: selector.file };
}

/**
 * A video output (rung, MP4) carries the input's own sound only, locally. A name no selector has is the
 * input's own sound too (MediaConvert: the default selection), as the sound of video outputs always was.
 */
function ownSoundOnly(output: Json, selectors: AudioSelectors): void {
  const where = `output ${String(output?.nameModifier ?? '')}`;
  for (const description of (output?.audioDescriptions ?? []) as Json[]) {
    if (selectors.get(String(description?.audioSourceName))?.file) {
      throw new JobFailure(
        `${where}: locally, a video output carries the input's own sound only, not an external audio file`,
        1010,
      );
    }
  }
}

/**
 * A RAW output of one WAV audio description (no video): RIFF, 16-bit, mono or stereo, 8–48 kHz, playing
 * the input's own sound (an audio selector of the input that is no external audio file).
 */
function wavOutput(output: Json, destination: S3Location, selectors: AudioSelectors): WavOutputPlan {
  const nameModifier = String(output.nameModifier ?? '');
  const where = `WAV output ${nameModifier}`.trim();
  const descriptions: Json[] = output.audioDescriptions ?? [];
  const codec = descriptions[0]?.codecSettings?.codec;
  if (codec !== 'WAV') {
    throw new JobFailure(`file output ${String(codec)} in RAW is not supported locally: use WAV`, 1010);
  }
  if (descriptions.length > 1)
    throw new JobFailure(`${where}: locally, a WAV output has one audio description`, 1010);
  if (output.captionDescriptions?.length)
    throw new JobFailure(`${where}: locally, a WAV output has no captions`, 1010);
  const description = descriptions[0];
  const wav = description.codecSettings?.wavSettings ?? {};
  const bitDepth = Number(wav.bitDepth ?? 16);
  if (bitDepth !== 16) {
    throw new JobFailure(`${where}: bitDepth ${String(wav.bitDepth)} is not supported locally: use 16`, 1010);
  }
  const format = String(wav.format ?? 'RIFF');
  if (format !== 'RIFF')
    throw new JobFailure(`${where}: format ${format} is not supported locally: use RIFF`, 1010);
  const channels = Number(wav.channels ?? 2);
  if (channels !== 1 && channels !== 2) {
    throw new JobFailure(
      `${where}: channels ${String(wav.channels)} is not supported locally: use 1 or 2`,
      1010,
    );
  }
  const sampleRate = Number(wav.sampleRate ?? 48_000);
  if (!(Number.isInteger(sampleRate) && sampleRate >= 8000 && sampleRate <= 48_000)) {
    throw new JobFailure(
      `${where}: sampleRate ${String(wav.sampleRate)} is not supported locally: use 8000 to 48000`,
      1010,
    );
  }
  const selector = selectorOf(description, selectors, where);
  if (selector.file) {
    throw new JobFailure(
      `${where}: locally, a WAV output carries the input's own sound only, not an external audio file`,
      1010,
    );
  }
  const extension = String(output.extension ?? 'wav').replace(/^\./, '');
  return { destination, nameModifier, extension: extension || 'wav', channels, sampleRate };
}

const TRACK_TYPES: Record<string, { default: boolean; autoselect: boolean }> = {
  ALTERNATE_AUDIO_AUTO_SELECT_DEFAULT: { default: true, autoselect: true },
  ALTERNATE_AUDIO_AUTO_SELECT: { default: false, autoselect: true },
  ALTERNATE_AUDIO_NOT_AUTO_SELECT: { default: false, autoselect: false },
};

/**
 * The HLS group's audio-only outputs (alternate audio renditions) and their one audio group, checked as
 * MediaConvert checks them (selectors, the groups the video outputs reference) and refused where the
 * emulator cannot run them (several groups, video outputs with sound of their own beside renditions,
 * audio-only variant streams, raw AAC segments).
 */
function audioRenditionsOf(
  outputs: Json[],
  selectors: AudioSelectors,
): { audioTracks: AudioTrackPlan[]; audioGroup: string | null } {
  const videos = outputs.filter((o) => o.videoDescription);
  const audioOnly = outputs.filter((o) => !o.videoDescription && o.audioDescriptions?.length);
  const renditionSets = (output: Json): string[] | null => {
    const sets = output.outputSettings?.hlsSettings?.audioRenditionSets;
    return typeof sets === 'string'
      ? sets
          .split(',')
          .map((g) => g.trim())
          .filter(Boolean)
      : null;
  };
  const groupOf = (output: Json) =>
    String(output.outputSettings?.hlsSettings?.audioGroupId ?? DEFAULT_AUDIO_GROUP);
  const groups = new Set(audioOnly.map(groupOf));
  for (const video of videos) {
    const where = `video output ${String(video.nameModifier ?? '')}`;
    ownSoundOnly(video, selectors);
    // Without audio-only outputs, only a group the output names on purpose must exist.
    const sets = renditionSets(video) ?? (audioOnly.length > 0 ? [DEFAULT_AUDIO_GROUP] : []);
    for (const set of sets) {
      if (!groups.has(set)) {
        const ungrouped = audioOnly.filter((o) => o.outputSettings?.hlsSettings?.audioGroupId === undefined);
        throw new JobFailure(
          `${where}: audioRenditionSets names the audio group ${set}, which no audio-only output of the group has` +
            (ungrouped.length > 0
              ? ` (audio-only outputs without audioGroupId, such as ${String(ungrouped[0].nameModifier ?? '')}, are in ${DEFAULT_AUDIO_GROUP})`
              : ''),
          1010,
        );
      }
    }
    if (audioOnly.length > 0 && video.audioDescriptions?.length) {
      throw new JobFailure(
        `${where}: locally, video outputs of an HLS group with audio-only outputs carry no audio of their own`,
        1010,
      );
    }
  }
  if (audioOnly.length === 0) return { audioTracks: [], audioGroup: null };
  if (groups.size > 1) {
    throw new JobFailure(
      `locally, the audio-only outputs of an HLS group must share one audioGroupId, got ${[...groups].join(', ')}` +
        ` (an output without audioGroupId is in ${DEFAULT_AUDIO_GROUP})`,
      1010,
    );
  }
  const audioTracks = audioOnly.map((output): AudioTrackPlan => {
    const nameModifier = String(output.nameModifier ?? '');
    const where = `audio-only output ${nameModifier}`;
    const descriptions: Json[] = output.audioDescriptions;
    if (descriptions.length > 1)
      throw new JobFailure(`${where}: locally, an audio-only output has one audio description`, 1010);
    const description = descriptions[0];
    const codec = description.codecSettings?.codec ?? 'AAC';
    if (codec !== 'AAC')
      throw new JobFailure(`${where}: audio codec ${String(codec)} is not supported locally`, 1010);
    const hlsSettings = output.outputSettings?.hlsSettings ?? {};
    if (hlsSettings.audioOnlyContainer !== 'M2TS') {
      throw new JobFailure(
        `${where}: audioOnlyContainer ${String(hlsSettings.audioOnlyContainer ?? 'AUTOMATIC')} (raw AAC segments) is not supported locally: use M2TS`,
        1010,
      );
    }
    if (audioOnly.length > 1 && hlsSettings.audioTrackType === undefined) {
      throw new JobFailure(
        `${where}: audioTrackType is required when the group has several audio-only outputs`,
        1010,
      );
    }
    const type = TRACK_TYPES[String(hlsSettings.audioTrackType ?? 'ALTERNATE_AUDIO_AUTO_SELECT_DEFAULT')];
    if (!type) {
      throw new JobFailure(
        `${where}: audioTrackType ${String(hlsSettings.audioTrackType)} is not supported locally`,
        1010,
      );
    }
    const selector = selectorOf(description, selectors, where);
    const language = String(
      description.customLanguageCode ?? description.languageCode ?? 'und',
    ).toLowerCase();
    return {
      nameModifier,
      selector: selector.name ?? '',
      file: selector.file,
      language,
      name: String(description.streamName ?? language),
      ...type,
      bitrate: Number(description.codecSettings?.aacSettings?.bitrate ?? 128_000),
    };
  });
  return { audioTracks, audioGroup: [...groups][0] ?? DEFAULT_AUDIO_GROUP };
}

/** Several inputs: locally one file, each input clipped to exactly one span with a start and an end. */
function stitchOf(inputs: Json[]): NonNullable<JobPlan['stitch']> {
  const file = inputs[0]?.fileInput;
  return inputs.map((input, i) => {
    if (input?.fileInput !== file)
      throw new JobFailure('locally, the inputs of a job must all read the same file', 1010);
    if (Object.keys(input?.captionSelectors ?? {}).length > 0)
      throw new JobFailure('locally, stitched inputs take no caption selectors', 1010);
    const clip = clipOf(input?.inputClippings);
    if (!clip?.start || !clip.end)
      throw new JobFailure(
        `input ${i + 1}: locally, a stitched input needs one clipping with start and end`,
        1010,
      );
    return { start: clip.start, end: clip.end };
  });
}

const TIMECODE = /^\d{2}:\d{2}:\d{2}[:;]\d{2}$/;

function clipOf(clippings: Json): JobPlan['clip'] {
  const list: Json[] = Array.isArray(clippings) ? clippings : [];
  if (list.length === 0) return null;
  if (list.length > 1) throw new JobFailure('only one input clipping is supported locally', 1010);
  const { startTimecode: start, endTimecode: end } = list[0] ?? {};
  for (const value of [start, end]) {
    if (value !== undefined && !(typeof value === 'string' && TIMECODE.test(value)))
      throw new JobFailure(`input clipping timecode ${String(value)} is not HH:MM:SS:FF`, 1010);
  }
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** Seconds of a clipping timecode at the input's frame rate. */
export function timecodeSeconds(timecode: string, fps: number): number {
  const [h, m, s, f] = timecode.split(/[:;]/).map(Number) as [number, number, number, number];
  return h * 3600 + m * 60 + s + (fps > 0 ? f / fps : 0);
}

/** The one burn-in source of the video outputs: every H.264 output burns the same selector, or none does. */
function burnInOf(settings: Json, selectors: Map<string, CaptionPlan['source']>): JobPlan['burnIn'] {
  const names = new Set<string>();
  let plain = 0;
  for (const group of (settings?.outputGroups ?? []) as Json[]) {
    for (const output of (group.outputs ?? []) as Json[]) {
      if (output.videoDescription?.codecSettings?.codec !== 'H_264') continue;
      const burnt = ((output.captionDescriptions ?? []) as Json[]).filter(
        (d) => d.destinationSettings?.destinationType === 'BURN_IN',
      );
      if (burnt.length === 0) plain++;
      for (const description of burnt) names.add(String(description.captionSelectorName));
    }
  }
  if (names.size === 0) return null;
  if (names.size > 1 || plain > 0)
    throw new JobFailure('locally, every video output must burn in the same one caption selector', 1010);
  const [name] = [...names] as [string];
  const source = selectors.get(name);
  if (!source) throw new JobFailure(`burn-in caption description refers to unknown selector ${name}`, 1010);
  return source;
}
