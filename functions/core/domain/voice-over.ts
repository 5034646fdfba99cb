/**
 * Making a voice-over (issue 14): each chapter's manuscript in the language spoken by Amazon Polly (SSML
 * prosody rate = the chapter's speed), or the chapter's recorded voice, fitted to its chapter
 * (fitVoiceOver: overlong speech flagged, never cut), assembled into one track on the original's
 * timeline and stored beside the record of how it was made. The render reads the record and the track.
 */
import {
  COMPUTER_VOICES,
  computerVoice,
  fitVoiceOver,
  isVoiceOverLanguage,
  overlongChapters,
  VOICE_OVER_TEXTS,
  VOICE_PAUSE_MS,
  VOICE_SPEED,
  VOICE_SAMPLE_RATE,
  MIX_ORIGINAL_GAIN,
  type VoiceOverMode,
  type VoiceOverChapterSettings,
  type VoiceOverLanguage,
} from '#shared/domain/voice-over.js';
import { RENDER_TEXTS } from '#shared/api/endpoints/render.js';
import type { VoiceOversView, VoiceOverView } from '#shared/api/endpoints/voice-over.js';
import { splitLongText } from '#shared/domain/machine-translation.js';
import type { TranslationStatus } from '#shared/domain/video-translation.js';
import { renderingData } from '../data/rendering-data.js';
import { translationData } from '../data/translation-data.js';
import type { Video } from '../data/video-data.js';
import { voiceOverData, type StoredVoiceOver } from '../data/voice-over-data.js';
import { badRequest, conflict } from '../http/errors.js';
import { env } from '../http/env.js';
import { polly } from '../media/polly.js';
import { presignGet } from '../media/presign.js';
import { s3 } from '../media/s3.js';
import { voiceOverTrackKey, voiceRecordingKey } from '../media/voice-over-keys.js';
import { originalOf } from './original.js';
import {
  assembleTrack,
  mixUnder,
  pcmDurationMs,
  recordingPcm,
  RecordingFormatError,
} from './voice-over-track.js';
import { soundKey, type RenditionRef } from '../media/keys.js';

/** Polly bills at most 3000 characters per call: longer manuscripts are spoken in parts. */
const POLLY_PART_CHARACTERS = 2500;
/** Chapters spoken at once (Polly's per-account rate and the Lambda's time). */
const CONCURRENCY = 3;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A part of a manuscript as SSML at `speed` percent. */
export function speechSsml(text: string, speed: number): string {
  return `<speak><prosody rate="${speed}%">${escapeXml(text)}</prosody></speak>`;
}

function partsOf(text: string): string[] {
  const parts: string[] = [];
  for (const part of splitLongText(text)) {
    for (let at = 0; at < part.length; at += POLLY_PART_CHARACTERS)
      parts.push(part.slice(at, at + POLLY_PART_CHARACTERS));
  }
  return parts.filter((p) => p.trim());
}

async function speak(text: string, voiceId: string, speed: number): Promise<Uint8Array> {
  const { client, sdk } = await polly();
  const pieces: Uint8Array[] = [];
  for (const part of partsOf(text)) {
    const answer = await client.send(
      new sdk.SynthesizeSpeechCommand({
        VoiceId: voiceId as never,
        Engine: 'standard',
        OutputFormat: 'pcm',
        SampleRate: String(VOICE_SAMPLE_RATE),
        TextType: 'ssml',
        Text: speechSsml(part, speed),
      }),
    );
    if (!answer.AudioStream) throw new Error('Polly answered without audio');
    pieces.push(await answer.AudioStream.transformToByteArray());
  }
  return Buffer.concat(pieces);
}

async function recording(key: string, chapter: number): Promise<Uint8Array> {
  const { client, sdk } = await s3();
  try {
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.uploadsBucket(), Key: key }));
    return recordingPcm(
      await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey')
      throw conflict(VOICE_OVER_TEXTS.recordingMissing(chapter));
    if (error instanceof RecordingFormatError) throw badRequest(`Chapter ${chapter}: ${error.message}`);
    throw error;
  }
}

/** The original sound the transcode kept for a rendition (16 kHz mono PCM), or a 409 saying it is not there. */
async function originalSound(rendition: RenditionRef): Promise<Uint8Array> {
  const { client, sdk } = await s3();
  try {
    const object = await client.send(
      new sdk.GetObjectCommand({ Bucket: env.mediaBucket(), Key: soundKey(rendition) }),
    );
    return recordingPcm(
      await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') throw conflict(VOICE_OVER_TEXTS.soundMissing);
    throw error;
  }
}

async function inBatches<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

/**
 * Whether a translation has its words to speak: from the translator's step on (the translator's page has
 * the voice-annotation tab) to completed; not while a machine translates nor once it ended without them.
 */
const WITH_TEXTS: readonly TranslationStatus[] = [
  'awaitingTranslator',
  'awaitingApproval',
  'awaitingReview',
  'completed',
];
const hasTranslatedTexts = (status: TranslationStatus) => WITH_TEXTS.includes(status);

/** The chapters of the video's latest version in a language a voice-over can speak, or why not. */
async function chaptersIn(orgId: string, video: Video, language: string) {
  const version = video.lastVersion ?? 1;
  if (language !== video.masterLanguage) {
    const translation = await translationData(orgId).get(video.videoId, language);
    if (!translation || !hasTranslatedTexts(translation.status) || translation.version !== version)
      throw conflict(VOICE_OVER_TEXTS.notTranslated);
  }
  const stored = await renderingData(orgId).get(video.videoId, version, language);
  return { version, chapters: stored?.subtitles.chapters ?? [] };
}

export async function generateVoiceOver(
  orgId: string,
  userId: string,
  video: Video,
  request: {
    language: string;
    voice: string;
    mode?: VoiceOverMode;
    chapters: readonly VoiceOverChapterSettings[];
  },
): Promise<StoredVoiceOver> {
  const { language } = request;
  const mode = request.mode ?? 'replace';
  if (!isVoiceOverLanguage(language)) throw badRequest(VOICE_OVER_TEXTS.notVoiceLanguage(language));
  const voice = computerVoice(language, request.voice);
  if (!voice) throw badRequest(VOICE_OVER_TEXTS.unknownVoice(request.voice));
  const { version, chapters } = await chaptersIn(orgId, video, language);
  if (chapters.length === 0 || chapters.length !== request.chapters.length)
    throw badRequest(VOICE_OVER_TEXTS.chapterCount);
  const empty = chapters.findIndex((c, i) => !request.chapters[i]?.recorded && !c.manuscript.trim());
  if (empty >= 0) throw badRequest(VOICE_OVER_TEXTS.captionEmpty(empty + 1));
  const original = await originalOf(orgId, video.videoId, version, video.masterLanguage);
  if (!original) throw conflict(RENDER_TEXTS.noMedia);
  const ref = { orgId, videoId: video.videoId, language };
  // Read first: a mix without the original sound is refused before any speech is paid for.
  const under =
    mode === 'mix'
      ? await originalSound({ orgId, videoId: video.videoId, version, language: video.masterLanguage })
      : null;

  const speeches = await inBatches(chapters, (chapter, i) => {
    const settings = request.chapters[i] as VoiceOverChapterSettings;
    return settings.recorded
      ? recording(voiceRecordingKey(ref, i), i + 1)
      : speak(chapter.manuscript, voice.id, settings.speed);
  });
  const durationMs = Math.round(original.seconds * 1000);
  const fits = fitVoiceOver(
    chapters.map((c) => ({ startMs: Math.round(c.startSeconds * 1000) })),
    durationMs,
    speeches.map((pcm, i) => ({ speechMs: pcmDurationMs(pcm), pauseMs: request.chapters[i]?.pauseMs ?? 0 })),
  );
  const voiceTrack = assembleTrack(
    speeches.map((pcm, i) => ({ startMs: fits[i]?.startMs ?? 0, pcm })),
    durationMs,
  );
  const track = under ? mixUnder(voiceTrack, under, MIX_ORIGINAL_GAIN) : voiceTrack;
  const { client, sdk } = await s3();
  const trackKey = voiceOverTrackKey(ref);
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.uploadsBucket(),
      Key: trackKey,
      Body: track,
      ContentType: 'audio/wav',
    }),
  );
  const stored: StoredVoiceOver = {
    videoId: video.videoId,
    language,
    version,
    voice: voice.id,
    mode,
    chapters: request.chapters.map((settings, i) => ({
      speed: settings.speed,
      pauseMs: settings.pauseMs,
      ...(settings.recorded ? { recorded: true } : {}),
      ...(fits[i] as (typeof fits)[number]),
    })),
    trackKey,
    durationMs: pcmDurationMs(track.subarray(44)),
    generatedById: userId,
    generatedAt: new Date().toISOString(),
  };
  await voiceOverData(orgId).put(stored);
  return stored;
}

/** Seconds the studio may listen to a track through its URL. */
const TRACK_URL_SECONDS = 15 * 60;

export async function voiceOverView(
  stored: StoredVoiceOver,
  video: Pick<Video, 'lastVersion'>,
): Promise<VoiceOverView> {
  return {
    language: stored.language as VoiceOverView['language'],
    version: stored.version,
    voice: stored.voice,
    mode: stored.mode,
    chapters: stored.chapters,
    durationMs: stored.durationMs,
    generatedAt: stored.generatedAt,
    fits: stored.chapters.every((c) => c.overlongMs === 0),
    stale: stored.version !== (video.lastVersion ?? 1),
    trackUrl: await presignGet(env.uploadsBucket(), stored.trackKey, TRACK_URL_SECONDS),
  };
}

/** The studio's voice-over section: the video's voice-overs and the languages one can be made in. */
export async function voiceOversOf(orgId: string, video: Video): Promise<VoiceOversView> {
  const version = video.lastVersion ?? 1;
  const [translations, voiceOvers] = await Promise.all([
    translationData(orgId).ofVideo(video.videoId),
    voiceOverData(orgId).ofVideo(video.videoId),
  ]);
  const candidates = [
    video.masterLanguage,
    ...translations
      .filter((t) => hasTranslatedTexts(t.status) && t.version === version)
      .map((t) => t.language),
  ].filter(isVoiceOverLanguage);
  const languages = await Promise.all(
    candidates.map(async (language: VoiceOverLanguage) => {
      const stored = await renderingData(orgId).get(video.videoId, version, language);
      return {
        language,
        voices: COMPUTER_VOICES[language].map(({ id, gender }) => ({ id, gender })),
        chapters: (stored?.subtitles.chapters ?? []).map((c) => ({
          startSeconds: c.startSeconds,
          manuscript: c.manuscript,
        })),
      };
    }),
  );
  return {
    videoId: video.videoId,
    version,
    masterLanguage: video.masterLanguage as VoiceOversView['masterLanguage'],
    languages,
    voiceOvers: await Promise.all(voiceOvers.map((v) => voiceOverView(v, video))),
  };
}

/**
 * A computer voice-over made without a person (the automatic chain): the language's default voice at the
 * normal speed after the default pause; a chapter that does not fit is made again without its pause and
 * just fast enough (at most VOICE_SPEED.max). What still does not fit stays flagged (the render leaves the
 * voice-over out until someone fixes it in the studio).
 */
export async function generateFittingVoiceOver(
  orgId: string,
  userId: string,
  video: Video,
  language: VoiceOverLanguage,
): Promise<StoredVoiceOver> {
  const voice = computerVoice(language)?.id ?? '';
  const { chapters } = await chaptersIn(orgId, video, language);
  const first = await generateVoiceOver(orgId, userId, video, {
    language,
    voice,
    chapters: chapters.map(() => ({ speed: VOICE_SPEED.default, pauseMs: VOICE_PAUSE_MS.default })),
  });
  if (overlongChapters(first.chapters).length === 0) return first;
  return generateVoiceOver(orgId, userId, video, {
    language,
    voice,
    chapters: first.chapters.map((c) => {
      if (c.overlongMs === 0) return { speed: c.speed, pauseMs: c.pauseMs };
      const room = c.availableMs + c.pauseMs;
      const needed = room > 0 ? (c.speed * c.speechMs * 1.05) / room : VOICE_SPEED.max;
      return { speed: Math.min(VOICE_SPEED.max, Math.max(c.speed, Math.ceil(needed / 5) * 5)), pauseMs: 0 };
    }),
  });
}
