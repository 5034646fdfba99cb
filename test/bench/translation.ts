/**
 * The translation pipeline (issue 14 benchmark: "translation pipeline time per language for a 60 s video
 * with 6 chapters"): on the bench's platform, a ready-to-publish video of 60 s with six chapters of
 * manuscript (a title, a text effect and two sentences each) and a chapter link is translated into
 * Spanish by the video-translation machine on the local Step Functions, its machine step on the local
 * Translate (Apertium), with the organization's autoPublishTranslationTaskVideo on for the bench's
 * channel (no human step): the wall time from requestTranslation sent to the translation seen completed
 * and published (GET /studio/videos/{videoId}/translations polled every 50 ms), median of RUNS videos.
 * German has no machine translator here: the time until its translator's task waits is printed beside.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { LocalPlatform } from '../../infra/local/index.js';
import { apiCaller, ensureFlagInChannel, signInAs, type ApiCall } from './platform.js';
import { formatTable, median } from './stats.js';

const RUNS = Number(process.env.BENCH_TRANSLATION_RUNS ?? 5);
const POLL_MS = 50;
const TIMEOUT_MS = 120_000;

const SENTENCES = [
  'Welcome to the safety briefing for new colleagues.',
  'Please read the rules of the workshop before you start.',
  'Wear your helmet and your safety shoes at all times.',
  'Keep the emergency exits free and know where they are.',
  'Report every accident to your manager at once.',
  'Thank you for keeping everyone safe at work.',
];

/** Six chapters over 60 s: a title, a text effect, two sentences each; one link. */
function renderingData() {
  return {
    subtitles: {
      chapters: SENTENCES.map((sentence, i) => ({
        startSeconds: i * 10,
        title: `Part ${i + 1}`,
        manuscript: `${sentence}\n${SENTENCES[(i + 1) % SENTENCES.length]}`,
        textEffect: { enabled: true, text: `Remember part ${i + 1}`, position: 'bottom', style: 'subtitle' },
      })),
    },
    links: [{ startSeconds: 30, url: 'https://example.com/rules', title: 'The workshop rules' }],
  };
}

interface Translations {
  translations: { language: string; status: string; published: boolean }[];
}

async function readyVideo(call: ApiCall, channelId: string): Promise<string> {
  const created = await call<{ id: string }>('PUT', '/command/videoCommand', {
    type: 'createVideo',
    payload: { channelId, name: `Safety briefing ${randomUUID().slice(0, 6)}`, language: 'en-us' },
  });
  const lifecycle = (type: string) =>
    call('PUT', '/command/videoLifecycleCommand', { type, payload: { videoId: created.id } });
  await lifecycle('checkOutVideo');
  await call('PUT', `/command/studio/videos/${created.id}/1/rendering/en-us`, {
    revision: 0,
    renderingData: renderingData(),
  });
  await lifecycle('markReadyToPublish');
  return created.id;
}

/** ms from the request to `done(translation)`. */
async function timeTranslation(
  call: ApiCall,
  videoId: string,
  language: string,
  done: (t: Translations['translations'][number]) => boolean,
): Promise<number> {
  const started = performance.now();
  await call('PUT', '/command/translationCommand', {
    type: 'requestTranslation',
    payload: { videoId, version: 1, languages: [language] },
  });
  while (performance.now() - started < TIMEOUT_MS) {
    const read = await call<Translations>('GET', `/query/studio/videos/${videoId}/translations`);
    const translation = read.translations.find((t) => t.language === language);
    if (translation && done(translation)) return performance.now() - started;
    if (translation && ['failed', 'rejected', 'canceled'].includes(translation.status)) {
      throw new Error(`the ${language} translation ended ${translation.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the ${language} translation did not get there within ${TIMEOUT_MS / 1000} s`);
}

export async function translationPipeline(platform: LocalPlatform): Promise<void> {
  const call = apiCaller(platform.urls.api, await signInAs(platform, 'admin@acme.test'));
  const channel = await call<{ id: string }>('POST', '/command/channelCommand', {
    type: 'createChannel',
    payload: { name: `Bench translation ${randomUUID().slice(0, 6)}` },
  });
  // Machine translations publish at once in this channel too (the seed's channels keep theirs: the
  // hands-off chain's bench runs in Customer success): no human step in the timed path.
  await ensureFlagInChannel('acme', 'autoPublishTranslationTaskVideo', channel.id);
  const spanish: number[] = [];
  const german: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const videoId = await readyVideo(call, channel.id);
    spanish.push(
      await timeTranslation(call, videoId, 'es-es', (t) => t.status === 'completed' && t.published),
    );
    german.push(await timeTranslation(call, videoId, 'de', (t) => t.status === 'awaitingTranslator'));
  }
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
  console.log(
    `\nTranslation pipeline, a 60 s video with 6 chapters (title, manuscript of two sentences and a text ` +
      `effect each, one link), local Step Functions + Translate (Apertium); median of ${RUNS} videos`,
  );
  console.log(
    formatTable(
      ['language', 'path', 'request → done (median)', 'runs (ms)'],
      [
        [
          'es-es',
          'machine translation, published at once',
          ms(spanish),
          spanish.map((v) => v.toFixed(0)).join(', '),
        ],
        [
          'de',
          "no machine translator: until the translator's task waits",
          ms(german),
          german.map((v) => v.toFixed(0)).join(', '),
        ],
      ],
    ),
  );
}
