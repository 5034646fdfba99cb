/**
 * Automatic transcription end to end against the local emulators (issue 12, spec 1 §7 upload options):
 * a video created with autoTranscribe → its upload → startTranscode starts a Transcribe job beside the
 * transcode → the local Transcribe (pocketsphinx) → its job-state event → transcriptionStatus writes the
 * manuscript chapters and the description → GET …/transcription. An author's manuscript is never
 * replaced; a language without a local model fails saying so; rights and tenants as for the studio.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { renderingData } from '../../functions/core/data/rendering-data.js';
import {
  call,
  contract,
  send,
  signIn,
  uploadOriginal,
  videoCommand,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const SPEECH = path.resolve('infra/local/seed/assets/safety-briefing.ogg');
const CHANNEL = `ch-transcribe-${randomUUID().slice(0, 8)}`;

let admin = '';
let member = '';
let globex = '';
let dir = '';
let clip = '';

/** A 320×180 clip whose sound is the spoken safety briefing (12 s). */
function speakingClip(): string {
  const file = path.join(dir, 'briefing.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'color=c=0x1f3b73:s=320x180:r=15'],
    ...['-i', SPEECH],
    ...['-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
  ]);
  return file;
}

async function createTranscribedVideo(
  name: string,
  language: 'en-us' | 'da' = 'en-us',
  copy = { autoCopyToManuscript: true, autoCopyManuscriptToDescription: true },
) {
  const created = await videoCommand(admin, 'createVideo', {
    channelId: CHANNEL,
    name,
    language,
    uploadOptions: { autoTranscribe: true, ...copy },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (created.body as { id: string }).id;
}

/** Polls the transcription until it is no longer in progress (pocketsphinx hears ~12 s in a few seconds). */
async function settledTranscription(videoId: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await send(contract.getTranscription, { token: admin, params: { videoId, version: '1' } });
    if (res.status === 200 && res.body && (res.body as { status: string }).status !== 'inProgress') {
      return (await call(contract.getTranscription, { token: admin, params: { videoId, version: 1 } })).body;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the transcription of ${videoId} did not finish in ${timeoutMs} ms`);
}

beforeAll(async () => {
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globex = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  // A channel of its own: the member has no role in it, whatever other suites grant elsewhere.
  await getEntities()
    .channel.put({
      orgId: 'acme',
      channelId: CHANNEL,
      name: 'Transcription',
      type: 'company',
      status: 'active',
    })
    .go();
  dir = mkdtempSync(path.join(os.tmpdir(), 'tubes-transcription-'));
  clip = speakingClip();
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('automatic transcription of an upload', () => {
  it('writes what was said into the manuscript as chapters and into the empty description', async () => {
    const videoId = await createTranscribedVideo('Safety briefing');
    await uploadOriginal(admin, videoId, clip, 180);
    const transcription = await settledTranscription(videoId);
    expect(transcription, JSON.stringify(transcription)).toMatchObject({
      status: 'completed',
      language: 'en-us',
      autoCopyToManuscript: true,
    });
    // pocketsphinx hears espeak-ng's voice only partly right ("always where are you up till it on the
    // factory plot"); these words it gets.
    expect(transcription.transcript?.toLowerCase()).toMatch(/welcome .*factory.*accident/);
    expect(transcription.chaptersCopied).toBeGreaterThanOrEqual(1);

    const stored = await renderingData('acme').get(videoId, 1, 'en-us');
    const chapters = stored?.subtitles.chapters ?? [];
    expect(chapters[0]?.startSeconds).toBe(0);
    expect(
      chapters
        .map((c) => c.manuscript)
        .join(' ')
        .toLowerCase(),
    ).toContain('factory');
    const studio = await call(contract.getStudioVideo, { token: admin, params: { videoId, version: 1 } });
    expect(studio.body.description.toLowerCase()).toContain('factory');

    // Whichever ends last, the transcode or the transcription, the player gets the transcript as subtitles.
    await waitForTranscode(admin, videoId, 120_000);
    const hls = (file: string) =>
      call(contract.hlsPlaylist, { token: admin, params: { videoId, version: 1, language: 'en-us', file } });
    const track = String((await hls('index.m3u8')).body)
      .split('\n')
      .find((l) => l.includes('TYPE=SUBTITLES') && l.includes('LANGUAGE="en-us"'));
    const uri = /URI="([^"]+)"/.exec(track ?? '')?.[1] ?? '';
    expect(uri).toMatch(/_manuscript_en-us_r1\.m3u8$/);
    const segment = String((await hls(uri)).body)
      .split('\n')
      .find((l) => l.startsWith('http'));
    expect((await (await fetch(segment ?? '')).text()).toLowerCase()).toContain('factory');
  }, 240_000);

  it("never replaces a manuscript its author already wrote, nor the author's description", async () => {
    const created = await videoCommand(admin, 'createVideo', {
      channelId: CHANNEL,
      name: 'Briefing with a script',
      language: 'en-us',
      description: 'Written by the trainer.',
      uploadOptions: {
        autoTranscribe: true,
        autoCopyToManuscript: true,
        autoCopyManuscriptToDescription: true,
      },
    });
    const videoId = (created.body as { id: string }).id;
    await renderingData('acme').put(videoId, 1, {
      language: 'en-us',
      subtitles: { chapters: [{ startSeconds: 0, manuscript: 'The trainer’s own words.' }] },
      links: [],
    });
    await uploadOriginal(admin, videoId, clip, 180);
    const transcription = await settledTranscription(videoId);
    expect(transcription.status).toBe('completed');
    expect(transcription.chaptersCopied).toBe(0);
    const stored = await renderingData('acme').get(videoId, 1, 'en-us');
    expect(stored?.subtitles.chapters.map((c) => c.manuscript)).toEqual(['The trainer’s own words.']);
    const studio = await call(contract.getStudioVideo, { token: admin, params: { videoId, version: 1 } });
    expect(studio.body.description).toBe('Written by the trainer.');
  }, 180_000);

  it('follows every combination of the two copy options: the description gets the manuscript as it then stands', async () => {
    const combinations = [
      { autoCopyToManuscript: true, autoCopyManuscriptToDescription: true },
      { autoCopyToManuscript: true, autoCopyManuscriptToDescription: false },
      { autoCopyToManuscript: false, autoCopyManuscriptToDescription: true },
      { autoCopyToManuscript: false, autoCopyManuscriptToDescription: false },
    ];
    // Uploaded together: the local Transcribe works through them one after the other.
    const videos = await Promise.all(
      combinations.map(async (copy) => {
        const name = `Copy ${copy.autoCopyToManuscript} ${copy.autoCopyManuscriptToDescription}`;
        const videoId = await createTranscribedVideo(name, 'en-us', copy);
        await uploadOriginal(admin, videoId, clip, 180);
        return { videoId, copy };
      }),
    );
    for (const { videoId, copy } of videos) {
      const label = JSON.stringify(copy);
      const transcription = await settledTranscription(videoId, 240_000);
      expect(transcription.status, label).toBe('completed');
      expect(transcription.transcript?.toLowerCase(), label).toContain('factory');
      const manuscript = ((await renderingData('acme').get(videoId, 1, 'en-us'))?.subtitles.chapters ?? [])
        .map((c) => c.manuscript)
        .join(' ');
      const studio = await call(contract.getStudioVideo, { token: admin, params: { videoId, version: 1 } });
      if (copy.autoCopyToManuscript) {
        expect(transcription.chaptersCopied, label).toBeGreaterThanOrEqual(1);
        expect(manuscript.toLowerCase(), label).toContain('factory');
      } else {
        expect(transcription.chaptersCopied, label).toBe(0);
        expect(manuscript, label).toBe('');
      }
      // The manuscript, not the transcript: with nothing copied into it there is nothing to describe.
      expect(studio.body.description, label).toBe(
        copy.autoCopyToManuscript && copy.autoCopyManuscriptToDescription ? manuscript : '',
      );
    }
  }, 480_000);

  it("gives an empty description the author's kept manuscript, not the transcript", async () => {
    const videoId = await createTranscribedVideo('Scripted briefing', 'en-us', {
      autoCopyToManuscript: true,
      autoCopyManuscriptToDescription: true,
    });
    await renderingData('acme').put(videoId, 1, {
      language: 'en-us',
      subtitles: {
        chapters: [
          { startSeconds: 0, manuscript: 'Welcome to the site. ' },
          { startSeconds: 4, manuscript: '' },
          { startSeconds: 8, manuscript: 'Wear your helmet.' },
        ],
      },
      links: [],
    });
    await uploadOriginal(admin, videoId, clip, 180);
    const transcription = await settledTranscription(videoId);
    expect(transcription.status).toBe('completed');
    expect(transcription.chaptersCopied).toBe(0);
    const studio = await call(contract.getStudioVideo, { token: admin, params: { videoId, version: 1 } });
    expect(studio.body.description).toBe('Welcome to the site. Wear your helmet.');
  }, 180_000);

  it('says so when the language has no local speech model', async () => {
    const videoId = await createTranscribedVideo('Sikkerhed', 'da');
    await uploadOriginal(admin, videoId, clip, 180);
    const transcription = await settledTranscription(videoId);
    expect(transcription.status).toBe('failed');
    expect(transcription.failureReason).toMatch(/no speech model for da-DK/);
  }, 180_000);
});

describe('GET /query/studio/videos/{videoId}/{version}/transcription', () => {
  let videoId = '';
  beforeAll(async () => {
    videoId = await createTranscribedVideo('Rights check');
    await uploadOriginal(admin, videoId, clip, 180);
    await settledTranscription(videoId);
  }, 180_000);

  it('is for those who may change the video: a member without a role is refused, another tenant finds nothing', async () => {
    expect(
      (await send(contract.getTranscription, { token: admin, params: { videoId, version: '1' } })).status,
    ).toBe(200);
    expect(
      (await send(contract.getTranscription, { token: member, params: { videoId, version: '1' } })).status,
    ).toBe(403);
    expect(
      (await send(contract.getTranscription, { token: globex, params: { videoId, version: '1' } })).status,
    ).toBe(404);
  });

  it('answers 400 for a bad version or language and null where nothing was transcribed', async () => {
    expect(
      (await send(contract.getTranscription, { token: admin, params: { videoId, version: '0' } })).status,
    ).toBe(400);
    const badLanguage = await send(contract.getTranscription, {
      token: admin,
      params: { videoId, version: '1' },
      query: { language: 'klingon' },
    });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body).toMatchObject({ message: expect.any(String) });
    const plain = await videoCommand(admin, 'createVideo', {
      channelId: CHANNEL,
      name: 'No options',
      language: 'en-us',
    });
    const none = await send(contract.getTranscription, {
      token: admin,
      params: { videoId: (plain.body as { id: string }).id, version: '1' },
    });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });
});
