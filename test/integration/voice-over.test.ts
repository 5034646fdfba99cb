/**
 * Voice-over (issue 14) against the local platform: a transcoded 8 s video with two English chapters and
 * a completed, published Spanish translation. voiceOverCommand generateVoiceOver has the local Polly
 * (espeak-ng) speak each Spanish chapter at its speed after its pause, fits it to its chapter and stores
 * the track; the spec's refusals (a caption empty for a computer voice, a voice or language without a
 * voice, a language not translated yet, a missing recording) and rights; a recorded human voice for one
 * chapter; overlong speech flagged and the render refused until it fits. Then the render of the master:
 * its master playlist (parsed with video.js's m3u8-parser) lists two audio renditions, English (the
 * original sound, default) and Spanish, and ffprobe reads the Spanish segments' language and duration.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { VOICE_OVER_TEXTS, VOICE_SAMPLE_RATE } from '#shared/domain/voice-over.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { renderingData } from '../../functions/core/data/rendering-data.js';
import {
  call,
  checkOut,
  contract,
  createVideo,
  generateClip,
  platform,
  playlistUris,
  send,
  signIn,
  uploadOriginal,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
const CHANNEL = `ch-it-voice-${run}`;
const SECONDS = 8;

let admin = '';
let member = '';
let globex = '';
let videoId = '';
let workDir = '';
let clip: ReturnType<typeof generateClip>;

const voiceOver = (token: string, type: string, payload: Record<string, unknown>) =>
  send(contract.voiceOverCommand, { token, body: { type, payload } as never });
const chapters = (pauses: number[], recorded: boolean[] = []) =>
  pauses.map((pauseMs, i) => ({ speed: 100, pauseMs, ...(recorded[i] ? { recorded: true } : {}) }));

function uploadsS3(): S3Client {
  return new S3Client({
    endpoint: platform().urls.s3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function uploadsObject(key: string): Promise<Buffer> {
  const object = await uploadsS3().send(
    new GetObjectCommand({ Bucket: platform().env.UPLOADS_BUCKET as string, Key: key }),
  );
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** ffprobe's reading of a media file: its audio stream's language tag and the file's duration. */
function probe(file: string) {
  const out = JSON.parse(
    execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name:stream_tags=language'],
      ...['-show_entries', 'format=duration', '-of', 'json', file],
    ]).toString(),
  ) as {
    streams: { codec_type: string; codec_name: string; tags?: { language?: string } }[];
    format: { duration: string };
  };
  return { streams: out.streams, duration: Number(out.format.duration) };
}

beforeAll(async () => {
  await getEntities()
    .channel.put({
      orgId: 'acme',
      channelId: CHANNEL,
      name: `Voice ${run}`,
      type: 'company',
      status: 'active',
    })
    .go();
  [admin, member, globex] = (
    await Promise.all([
      signIn('admin@acme.test', PASSWORD, 'acme'),
      signIn('member@acme.test', PASSWORD, 'acme'),
      signIn('admin@globex.test', PASSWORD, 'globex'),
    ])
  ).map((t) => t.idToken) as [string, string, string];
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-voice-it-'));
  clip = generateClip({ seconds: SECONDS, fps: 25, size: '320x180' });
  const video = await createVideo(admin, CHANNEL, `Voice-over ${run}`);
  videoId = video.id;
  await uploadOriginal(admin, videoId, clip.file, 180);
  await waitForTranscode(admin, videoId, 60_000);
  const rendering = (language: 'en-us' | 'es-es', texts: [string, string]) =>
    renderingData('acme').put(videoId, 1, {
      language,
      subtitles: {
        chapters: [
          { startSeconds: 0, manuscript: texts[0] },
          { startSeconds: 4, manuscript: texts[1] },
        ],
      },
      links: [],
    });
  await rendering('en-us', ['Welcome to the briefing.', '']);
  await rendering('es-es', ['Bienvenidos a la sesión.', 'Lean las reglas.']);
  // The translation itself is the workflow's (video-translation.test.ts): here it is simply done.
  await getEntities()
    .videoTranslation.put({
      orgId: 'acme',
      videoId,
      language: 'es-es',
      translationId: `t-${run}`,
      version: 1,
      sourceLanguage: 'en-us',
      status: 'completed',
      published: true,
      machine: true,
      name: 'Sesión',
      requestedById: 'someone',
      requestedByEmail: 'admin@acme.test',
      requestedAt: new Date().toISOString(),
    })
    .go();
}, 120_000);

afterAll(async () => {
  clip?.remove();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  await getEntities().channel.delete({ orgId: 'acme', channelId: CHANNEL }).go();
});

describe('voice-over', () => {
  it('lists the languages a voice can speak now, with their voices and chapters, to editors only', async () => {
    const res = await call(contract.getVoiceOvers, { token: admin, params: { videoId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ videoId, version: 1, masterLanguage: 'en-us', voiceOvers: [] });
    const spanish = res.body.languages.find((l) => l.language === 'es-es');
    expect(spanish?.voices.map((v) => v.id)).toEqual(['Lucia', 'Sergio']);
    expect(spanish?.chapters).toEqual([
      { startSeconds: 0, manuscript: 'Bienvenidos a la sesión.' },
      { startSeconds: 4, manuscript: 'Lean las reglas.' },
    ]);
    expect(res.body.languages.map((l) => l.language).sort()).toEqual(['en-us', 'es-es']);
    expect((await call(contract.getVoiceOvers, { token: member, params: { videoId } })).status).toBe(403);
    expect((await call(contract.getVoiceOvers, { token: globex, params: { videoId } })).status).toBe(404);
  });

  it("refuses what cannot be spoken, in the spec's words", async () => {
    const generate = (payload: Record<string, unknown>) =>
      voiceOver(admin, 'generateVoiceOver', {
        videoId,
        voice: 'Lucia',
        chapters: chapters([0, 0]),
        ...payload,
      });
    const bad = await generate({ language: 'xx' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.length).toBeGreaterThan(0);
    const speed = await generate({ language: 'es-es', chapters: [{ speed: 400, pauseMs: 0 }] });
    expect(speed.status).toBe(400);
    // The English master's second chapter has no caption.
    const empty = await generate({ language: 'en-us', voice: 'Joanna' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(VOICE_OVER_TEXTS.captionEmpty(2));
    const noRecording = await generate({
      language: 'en-us',
      voice: 'Joanna',
      chapters: chapters([0, 0], [false, true]),
    });
    expect(noRecording.status).toBe(409);
    expect(noRecording.body.message).toBe(VOICE_OVER_TEXTS.recordingMissing(2));
    const wrongVoice = await generate({ language: 'es-es', voice: 'Joanna' });
    expect(wrongVoice.status).toBe(400);
    expect(wrongVoice.body.message).toBe(VOICE_OVER_TEXTS.unknownVoice('Joanna'));
    const count = await generate({ language: 'es-es', chapters: chapters([0]) });
    expect(count.status).toBe(400);
    expect(count.body.message).toBe(VOICE_OVER_TEXTS.chapterCount);
    const untranslated = await generate({ language: 'de', voice: 'Vicki' });
    expect(untranslated.status).toBe(409);
    expect(untranslated.body.message).toBe(VOICE_OVER_TEXTS.notTranslated);
    const noVoice = await generate({ language: 'fi', voice: 'Suvi' });
    expect(noVoice.status).toBe(400);
    expect(noVoice.body.message).toBe(VOICE_OVER_TEXTS.notVoiceLanguage('fi'));
    expect(
      (
        await voiceOver(member, 'generateVoiceOver', {
          videoId,
          language: 'es-es',
          voice: 'Lucia',
          chapters: chapters([0, 0]),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await voiceOver(globex, 'generateVoiceOver', {
          videoId,
          language: 'es-es',
          voice: 'Lucia',
          chapters: chapters([0, 0]),
        })
      ).status,
    ).toBe(404);
    expect((await voiceOver(admin, 'deleteVoiceOver', { videoId, language: 'es-es' })).status).toBe(404);
  });

  it('speaks a recorded human voice where a chapter has one', async () => {
    const url = await voiceOver(admin, 'recordingUploadUrl', { videoId, language: 'en-us', chapter: 1 });
    expect(url.status, JSON.stringify(url.body)).toBe(200);
    const recordingFile = path.join(workDir, 'recording.wav');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=1.5'],
      ...['-ac', '1', '-ar', String(VOICE_SAMPLE_RATE), '-c:a', 'pcm_s16le', recordingFile],
    ]);
    const put = await fetch(url.body.uploadUrl!, {
      method: 'PUT',
      headers: { 'Content-Type': 'audio/wav' },
      body: readFileSync(recordingFile),
    });
    expect(put.status).toBe(200);
    const made = await voiceOver(admin, 'generateVoiceOver', {
      videoId,
      language: 'en-us',
      voice: 'Matthew',
      chapters: chapters([0, 250], [false, true]),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const second = made.body.voiceOver!.chapters[1]!;
    expect(second).toMatchObject({ recorded: true, startMs: 4250, overlongMs: 0 });
    // To the video's end (the transcode's length: 8 s and a few milliseconds).
    expect(Math.abs(second.availableMs - 3750)).toBeLessThan(100);
    expect(second.speechMs).toBeGreaterThan(1450);
    expect(second.speechMs).toBeLessThan(1550);
    // Not rendered here: the English voice-over is deleted with its files.
    expect((await voiceOver(admin, 'deleteVoiceOver', { videoId, language: 'en-us' })).status).toBe(200);
    const after = await call(contract.getVoiceOvers, { token: admin, params: { videoId } });
    expect(after.body.voiceOvers).toEqual([]);
  });

  it('fits the Spanish computer voice to its chapters, flags overlong speech and refuses to render it', async () => {
    // Chapter 1 (0–4 s) waits 3.9 s: its speech has 100 ms, far too little.
    const overlong = await voiceOver(admin, 'generateVoiceOver', {
      videoId,
      language: 'es-es',
      voice: 'Lucia',
      chapters: chapters([3900, 0]),
    });
    expect(overlong.status, JSON.stringify(overlong.body)).toBe(200);
    expect(overlong.body.voiceOver).toMatchObject({
      language: 'es-es',
      voice: 'Lucia',
      fits: false,
      stale: false,
    });
    expect(overlong.body.voiceOver!.chapters[0]!.overlongMs).toBeGreaterThan(0);
    await checkOut(admin, videoId);
    const refused = await call(contract.renderVideo, {
      token: admin,
      body: { videoId, version: 1, language: 'en-us' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`es-es: ${VOICE_OVER_TEXTS.overlong([1])}`);

    const fitting = await voiceOver(admin, 'generateVoiceOver', {
      videoId,
      language: 'es-es',
      voice: 'Lucia',
      chapters: chapters([500, 200]),
    });
    expect(fitting.status, JSON.stringify(fitting.body)).toBe(200);
    const made = fitting.body.voiceOver!;
    expect(made.fits).toBe(true);
    expect(made.chapters.map((c) => c.startMs)).toEqual([500, 4200]);
    expect(made.chapters[0]!.availableMs).toBe(3500);
    expect(Math.abs(made.chapters[1]!.availableMs - 3800)).toBeLessThan(100);
    for (const c of made.chapters) expect(c.speechMs).toBeGreaterThan(300);
    // The track: 16 kHz mono WAV as long as the video, speech where the chapters put it.
    const wav = await uploadsObject(`voiceovers/acme/${videoId}/es-es/track.wav`);
    const file = path.join(workDir, 'track.wav');
    writeFileSync(file, wav);
    expect(probe(file).duration).toBeCloseTo(SECONDS, 0);
    expect(made.durationMs).toBeGreaterThan(SECONDS * 1000 - 100);
  });

  it('mixes the voice over the original sound the transcode kept, lowered', async () => {
    const energy = (wav: Buffer, fromMs: number, toMs: number) => {
      let peak = 0;
      for (let ms = fromMs; ms < toMs; ms++) {
        const at = 44 + Math.round((ms * VOICE_SAMPLE_RATE) / 1000) * 2;
        peak = Math.max(peak, Math.abs(wav.readInt16LE(at)));
      }
      return peak;
    };
    const key = `voiceovers/acme/${videoId}/es-es/track.wav`;
    // Alone, the voice is silent between its chapters (3.7–4.1 s: chapter 1 has ended, chapter 2 waits).
    expect(energy(await uploadsObject(key), 3700, 4100)).toBe(0);
    const mixed = await voiceOver(admin, 'generateVoiceOver', {
      videoId,
      language: 'es-es',
      voice: 'Lucia',
      mode: 'mix',
      chapters: chapters([500, 200]),
    });
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200);
    expect(mixed.body.voiceOver).toMatchObject({ mode: 'mix', fits: true });
    // The clip's 440 Hz tone is there under it, lowered (the tone's own peak is far above).
    const peak = energy(await uploadsObject(key), 3700, 4100);
    expect(peak).toBeGreaterThan(1000);
    expect(peak).toBeLessThan(20_000);
  });

  it('renders the master with two audio renditions, English (default) and Spanish', async () => {
    const started = await call(contract.renderVideo, {
      token: admin,
      body: { videoId, version: 1, language: 'en-us' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const deadline = Date.now() + 120_000;
    let status = '';
    while (Date.now() < deadline) {
      const jobs = await call(contract.renderJobs, { token: admin, params: { videoId } });
      const job = jobs.body.find((j) => j.renderId === started.body.renderId);
      status = job?.status ?? '';
      if (['completed', 'error', 'timedOut'].includes(status)) {
        expect(status, JSON.stringify(job)).toBe('completed');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(status).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const url = await call(contract.getVideoUrl, { token: admin, query: { key: videoId, download: '0' } });
    expect(url.status).toBe(200);
    const auth = { headers: { Authorization: `Bearer ${admin}` } };
    const masterText = await (await fetch(url.body.signedUrl, auth)).text();
    const parser = new Parser();
    parser.push(masterText);
    parser.end();
    const audio = parser.manifest.mediaGroups.AUDIO ?? {};
    const [group] = Object.keys(audio);
    const renditions = audio[group as string] ?? {};
    expect(Object.keys(renditions).sort(), masterText).toEqual(['en-us', 'es-es']);
    expect(renditions['en-us']).toMatchObject({ language: 'eng', default: true, autoselect: true });
    expect(renditions['es-es']).toMatchObject({ language: 'spa', default: false, autoselect: true });
    for (const variant of parser.manifest.playlists ?? []) expect(variant.attributes.AUDIO).toBe(group);

    // The Spanish rendition's segments: AAC tagged Spanish, as long as the video together.
    const playlistUrl = new URL(renditions['es-es']!.uri!, url.body.signedUrl).toString();
    const playlist = await (await fetch(playlistUrl, auth)).text();
    const segments = playlistUris(playlist);
    expect(segments.length).toBeGreaterThan(0);
    const joined = path.join(workDir, 'spanish.ts');
    writeFileSync(
      joined,
      Buffer.concat(
        await Promise.all(
          segments.map(async (s) => Buffer.from(await (await fetch(new URL(s, playlistUrl))).arrayBuffer())),
        ),
      ),
    );
    const spanish = probe(joined);
    expect(spanish.streams).toEqual([{ codec_type: 'audio', codec_name: 'aac', tags: { language: 'spa' } }]);
    expect(spanish.duration).toBeGreaterThan(SECONDS - 0.5);
    expect(spanish.duration).toBeLessThan(SECONDS + 0.5);
  });

  it('adds the voice-overs to the player without a check-out, keeping the video as it is', async () => {
    const before = await call(contract.getVideo, { token: admin, params: { humanId: videoId } });
    const started = await voiceOver(admin, 'renderVoiceOvers', { videoId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.renderId).toMatch(/^[0-9a-z]{20}$/);
    const during = await call(contract.getVideo, { token: admin, params: { humanId: videoId } });
    expect(during.body.status).toBe(before.body.status);
    // The processing lock keeps a second render out meanwhile.
    expect((await voiceOver(admin, 'renderVoiceOvers', { videoId })).status).toBe(409);
    expect((await voiceOver(member, 'renderVoiceOvers', { videoId })).status).toBe(403);
    expect((await voiceOver(globex, 'renderVoiceOvers', { videoId })).status).toBe(404);
    const deadline = Date.now() + 120_000;
    let status = '';
    while (Date.now() < deadline && !['completed', 'error', 'timedOut'].includes(status)) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const jobs = await call(contract.renderJobs, { token: admin, params: { videoId } });
      status = jobs.body.find((j) => j.renderId === started.body.renderId)?.status ?? '';
    }
    expect(status).toBe('completed');
    // Without a voice-over there is nothing to add.
    expect((await voiceOver(admin, 'deleteVoiceOver', { videoId, language: 'es-es' })).status).toBe(200);
    const none = await voiceOver(admin, 'renderVoiceOvers', { videoId });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(VOICE_OVER_TEXTS.noneToRender);
  });
});
