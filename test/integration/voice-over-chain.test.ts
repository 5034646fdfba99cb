/**
 * The whole chain, hands off (issue 14): in acme's Customer success channel the seed turns on
 * autoGenerateTranslationTask, autoPublishTranslationTaskVideo and autoGenerateVoiceOver. One English
 * upload with chapters, marked ready to publish, ends with no other step as a video whose Spanish
 * translation (Apertium through the local Translate) is published and whose master playlist lists a
 * Spanish computer voice (espeak-ng through the local Polly) beside the original sound. Languages with
 * no machine translator wait for a person's task and hold nothing up.
 */
import { randomUUID } from 'node:crypto';
import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  checkOut,
  contract,
  createVideo,
  eventually,
  generateClip,
  send,
  signIn,
  uploadOriginal,
  waitForTranscode,
} from './helpers/index.js';

const CHANNEL = 'ch-acme-customer-success';
let admin = '';
let clip: ReturnType<typeof generateClip>;

beforeAll(async () => {
  admin = (await signIn('admin@acme.test', 'Passw0rd!', 'acme')).idToken;
  clip = generateClip({ seconds: 8, fps: 25, size: '320x180' });
});
afterAll(() => clip?.remove());

describe('the whole chain, hands off', () => {
  it('ends an English upload marked ready as a Spanish voice in the player', async () => {
    const started = Date.now();
    const video = await createVideo(admin, CHANNEL, `Hands off ${randomUUID().slice(0, 6)}`);
    await uploadOriginal(admin, video.id, clip.file, 180);
    await waitForTranscode(admin, video.id, 60_000);
    await checkOut(admin, video.id);
    const saved = await send(contract.saveRenderingData, {
      token: admin,
      params: { videoId: video.id, version: '1', language: 'en-us' },
      body: {
        revision: 0,
        renderingData: {
          subtitles: {
            chapters: [
              { startSeconds: 0, manuscript: 'Welcome to the customer call.' },
              { startSeconds: 4, manuscript: 'Listen first.' },
            ],
          },
          links: [],
        },
      } as never,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ready = await send(contract.videoLifecycleCommand, {
      token: admin,
      body: { type: 'markReadyToPublish', payload: { videoId: video.id } },
    });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);

    // Spanish: machine-translated and published at once; German waits for a person and holds nothing up.
    const translations = await eventually(
      () => call(contract.getVideoTranslations, { token: admin, params: { videoId: video.id } }),
      (r) => r.body.translations.find((t) => t.language === 'es-es')?.published === true,
      { timeoutMs: 60_000 },
    );
    expect(translations.body.translations.find((t) => t.language === 'es-es')).toMatchObject({
      status: 'completed',
      machine: true,
    });

    // The Spanish computer voice, fitted, and the render that lists it, the video still ready to publish.
    const voiced = await eventually(
      () => call(contract.getVoiceOvers, { token: admin, params: { videoId: video.id } }),
      (r) => r.body.voiceOvers.some((v) => v.language === 'es-es'),
      { timeoutMs: 60_000 },
    );
    expect(voiced.body.voiceOvers.find((v) => v.language === 'es-es')).toMatchObject({
      voice: 'Lucia',
      fits: true,
    });
    const jobs = await eventually(
      () => call(contract.renderJobs, { token: admin, params: { videoId: video.id } }),
      (r) => r.body.some((j) => j.status === 'completed'),
      { timeoutMs: 120_000 },
    );
    expect(jobs.body.filter((j) => j.status !== 'completed')).toEqual([]);
    const after = await call(contract.getVideo, { token: admin, params: { humanId: video.id } });
    expect(after.body.status).toBe('readyToPublish');

    const url = await call(contract.getVideoUrl, { token: admin, query: { key: video.id, download: '0' } });
    const master = await (
      await fetch(url.body.signedUrl, { headers: { Authorization: `Bearer ${admin}` } })
    ).text();
    const parser = new Parser();
    parser.push(master);
    parser.end();
    const audio = Object.values(parser.manifest.mediaGroups.AUDIO ?? {})[0] ?? {};
    expect(Object.keys(audio).sort(), master).toEqual(['en-us', 'es-es']);
    expect(audio['es-es']).toMatchObject({ language: 'spa', default: false });
    console.info(
      `hands-off chain (upload to Spanish voice in the player): ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
});
