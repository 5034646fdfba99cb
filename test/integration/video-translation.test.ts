/**
 * Video translation (issue 14) through the platform's own local Step Functions service and its local
 * Translate (Apertium): the editor's translationCommand requestTranslation starts one video-translation
 * execution per language. English → Spanish is machine-translated (the Spanish rendering data and title
 * in Spanish, timing kept from the master), then approved by the requester and reviewed (tasks), then
 * completed and published (its subtitles join the playlists). English → German has no machine translator
 * here: a translator's task comes first. The spec's refusals: a video not ready to publish, a chapter
 * without manuscript, a channel without the feature, publishing or deleting a translation that is getting
 * processed; another organization finds nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { renderingData } from '../../functions/core/data/rendering-data.js';
import { taskData } from '../../functions/core/data/task-data.js';
import { translationTaskId } from '../../functions/workflow/video-translation/translation.js';
import { TRANSLATION_TEXTS } from '../../shared/domain/video-translation.js';
import { call, channelCommand, contract, createVideo, eventually, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
let admin = '';
let member = '';
let globex = '';
let channelId = '';

const translationCommand = (token: string, type: string, payload: Record<string, unknown>) =>
  send(contract.translationCommand, { token, body: { type, payload } as never });
const translationsOf = (token: string, videoId: string) =>
  call(contract.getVideoTranslations, { token, params: { videoId } });
const task = (token: string, type: string, payload: Record<string, unknown>) =>
  send(contract.taskCommand, { token, body: { type, payload } });

const MANUSCRIPT = [
  { startSeconds: 0, title: 'Welcome', manuscript: 'Welcome to the safety briefing.' },
  {
    startSeconds: 5,
    manuscript: 'Please read the rules before you start.',
    textEffect: { enabled: true, text: 'Read the rules', position: 'bottom', style: 'subtitle' },
    keyboardEffect: { enabled: true, keys: 'Ctrl+R' },
  },
];

/** A video of the file's channel, with an English manuscript, ready to publish. */
async function readyVideo(name: string, chapters: unknown[] = MANUSCRIPT) {
  const title = `${name} ${randomUUID().slice(0, 6)}`;
  const video = { ...(await createVideo(admin, channelId, title)), name: title };
  const lifecycle = (type: string) =>
    send(contract.videoLifecycleCommand, {
      token: admin,
      body: { type, payload: { videoId: video.id } } as never,
    });
  expect((await lifecycle('checkOutVideo')).status).toBe(200);
  const saved = await send(contract.saveRenderingData, {
    token: admin,
    params: { videoId: video.id, version: '1', language: 'en-us' },
    body: { revision: 0, renderingData: { subtitles: { chapters }, links: [] } } as never,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const ready = await lifecycle('markReadyToPublish');
  expect(ready.status, JSON.stringify(ready.body)).toBe(200);
  return video;
}

beforeAll(async () => {
  [admin, member, globex] = (
    await Promise.all([
      signIn('admin@acme.test', PASSWORD, 'acme'),
      signIn('member@acme.test', PASSWORD, 'acme'),
      signIn('admin@globex.test', PASSWORD, 'globex'),
    ])
  ).map((t) => t.idToken) as [string, string, string];
  // Spanish among acme's languages (the seed has it; another file may have saved the settings without it).
  const e = getEntities();
  const org = (await e.organization.get({ orgId: 'acme' }).go()).data;
  const languages = (org?.organizationLanguages as string[] | undefined) ?? [];
  if (!languages.includes('es-es')) {
    await e.organization
      .patch({ orgId: 'acme' })
      .set({ organizationLanguages: [...languages, 'es-es'] })
      .go();
  }
  const created = await channelCommand(admin, 'createChannel', {
    name: `Translate ${randomUUID().slice(0, 6)}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  channelId = created.body.id;
});

describe('video translation', () => {
  it('machine-translates English to Spanish, then approval and review, then publication', async () => {
    const video = await readyVideo('Safety briefing');
    const before = await translationsOf(admin, video.id);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ featureOn: true, masterLanguage: 'en-us', translations: [] });
    expect(before.body.targetLanguages).toEqual(expect.arrayContaining(['es-es', 'de']));

    const requested = await translationCommand(admin, 'requestTranslation', {
      videoId: video.id,
      version: 1,
      languages: ['es-es'],
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const translationId = requested.body.translations?.[0]?.translationId ?? '';
    expect(requested.body.translations).toEqual([{ language: 'es-es', translationId }]);

    // A second request for Spanish while it runs is refused.
    const again = await translationCommand(admin, 'requestTranslation', {
      videoId: video.id,
      version: 1,
      languages: ['es-es'],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TRANSLATION_TEXTS.running('es-es'));

    // Machine-translated: the approval waits on the requester.
    const approving = await eventually(
      () => translationsOf(admin, video.id),
      (r) => r.body.translations[0]?.status === 'awaitingApproval',
    );
    const spanish = approving.body.translations[0]!;
    expect(spanish).toMatchObject({
      language: 'es-es',
      machine: true,
      published: false,
      requestedBy: 'admin@acme.test',
    });
    expect(spanish.name).toMatch(/seguridad/i);
    const rendering = await renderingData('acme').get(video.id, 1, 'es-es');
    const chapters = rendering?.subtitles.chapters ?? [];
    expect(chapters.map((c) => c.startSeconds)).toEqual([0, 5]);
    expect(chapters[0]?.manuscript).toMatch(/^Bienvenido/);
    expect(chapters[1]?.textEffect?.text).toMatch(/reglas/i);
    // Key combinations are no words.
    expect(chapters[1]?.keyboardEffect).toEqual({ enabled: true, keys: 'Ctrl+R' });

    // Getting processed: neither published nor deleted.
    const early = await translationCommand(admin, 'publishTranslation', {
      videoId: video.id,
      language: 'es-es',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Cannot publish a translation when it is getting processed');
    const gone = await translationCommand(admin, 'deleteTranslation', {
      videoId: video.id,
      language: 'es-es',
      confirm: true,
    });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('Cannot delete a translation when it is getting processed');

    const approveId = translationTaskId(translationId, 'approve');
    expect(spanish.taskId).toBe(approveId);
    const approval = await taskData('acme').task(approveId);
    expect(approval).toMatchObject({
      subtype: 'approve-translation',
      status: 'inProgress',
      assigneeEmail: 'admin@acme.test',
      videoId: video.id,
      workflow: 'video-translation',
    });
    expect((await task(admin, 'complete', { taskId: approveId, comment: 'Good' })).status).toBe(200);

    // The review is offered to the organization: an admin takes it and completes it.
    const reviewId = translationTaskId(translationId, 'review');
    await eventually(
      () => taskData('acme').task(reviewId),
      (t) => Boolean(t?.taskToken),
    );
    expect((await task(admin, 'take', { taskId: reviewId })).status).toBe(200);
    expect((await task(admin, 'complete', { taskId: reviewId })).status).toBe(200);
    const completed = await eventually(
      () => translationsOf(admin, video.id),
      (r) => r.body.translations[0]?.status === 'completed',
    );
    expect(completed.body.translations[0]).toMatchObject({ published: false });
    expect(completed.body.translations[0]?.taskId).toBeUndefined();

    const published = await translationCommand(admin, 'publishTranslation', {
      videoId: video.id,
      language: 'es-es',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await translationsOf(admin, video.id)).body.translations[0]?.published).toBe(true);
    // The lists give a reader whose language is Spanish the Spanish title, others the English one.
    const spanishName = (await translationsOf(admin, video.id)).body.translations[0]?.name;
    const listedName = async (headers: Record<string, string>) =>
      (
        await call(contract.listChannelVideos, { token: admin, params: { id: channelId }, headers })
      ).body.find((v) => v.id === video.id)?.name;
    expect(spanishName).toBeTruthy();
    expect(await listedName({ 'Accept-Language': 'es-es' })).toBe(spanishName);
    expect(await listedName({ 'Accept-Language': 'es-MX,es;q=0.9' })).toBe(spanishName);
    expect(await listedName({})).toBe(video.name);
    const unpublished = await translationCommand(admin, 'unpublishTranslation', {
      videoId: video.id,
      language: 'es-es',
    });
    expect(unpublished.status).toBe(200);
    expect(await listedName({ 'Accept-Language': 'es-es' })).toBe(video.name);
    const deleted = await translationCommand(admin, 'deleteTranslation', {
      videoId: video.id,
      language: 'es-es',
      confirm: true,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await translationsOf(admin, video.id)).body.translations).toEqual([]);
    expect(await renderingData('acme').get(video.id, 1, 'es-es')).toBeNull();
  });

  it('hands German to a translator (no machine translator here), and a rejection ends it with the reason', async () => {
    const video = await readyVideo('Forklift basics');
    const requested = await translationCommand(admin, 'requestTranslation', {
      videoId: video.id,
      version: 1,
      languages: ['de'],
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const translationId = requested.body.translations?.[0]?.translationId ?? '';
    const waiting = await eventually(
      () => translationsOf(admin, video.id),
      (r) => r.body.translations[0]?.status === 'awaitingTranslator',
    );
    expect(waiting.body.translations[0]).toMatchObject({
      machine: false,
      taskId: translationTaskId(translationId, 'translate'),
    });
    // The translator starts from the master's texts, in the German rendering data.
    const start = await renderingData('acme').get(video.id, 1, 'de');
    expect(start?.subtitles.chapters[0]?.manuscript).toBe('Welcome to the safety briefing.');
    const translateTask = await taskData('acme').task(translationTaskId(translationId, 'translate'));
    expect(translateTask).toMatchObject({ subtype: 'translate-video', status: 'requested' });
    expect(translateTask?.taskTitle).toContain('German');

    expect((await task(admin, 'take', { taskId: translateTask!.taskId })).status).toBe(200);
    expect((await task(admin, 'complete', { taskId: translateTask!.taskId })).status).toBe(200);
    const approveId = translationTaskId(translationId, 'approve');
    await eventually(
      () => taskData('acme').task(approveId),
      (t) => Boolean(t?.taskToken),
    );
    expect(
      (await task(admin, 'reject', { taskId: approveId, comment: 'Chapter two is still English' })).status,
    ).toBe(200);
    const rejected = await eventually(
      () => translationsOf(admin, video.id),
      (r) => r.body.translations[0]?.status === 'rejected',
    );
    expect(rejected.body.translations[0]?.reason).toContain('Chapter two is still English');
    // Ended: it may be asked again.
    const again = await translationCommand(admin, 'requestTranslation', {
      videoId: video.id,
      version: 1,
      languages: ['de'],
    });
    expect(again.status).toBe(200);
  });

  it("saves a translator's words from the translator's page, keeping the master's times and keys", async () => {
    const video = await readyVideo('Ladder safety');
    const requested = await translationCommand(admin, 'requestTranslation', {
      videoId: video.id,
      version: 1,
      languages: ['de'],
    });
    const translationId = requested.body.translations?.[0]?.translationId ?? '';
    const taskId = translationTaskId(translationId, 'translate');
    await eventually(
      () => taskData('acme').task(taskId),
      (t) => Boolean(t?.taskToken),
    );
    const page = await call(contract.getTranslationTask, { token: admin, params: { taskId } });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toMatchObject({
      step: 'translate',
      taskStatus: 'requested',
      videoId: video.id,
      masterLanguage: 'en-us',
      translation: { language: 'de', status: 'awaitingTranslator' },
    });
    expect(page.body.masterContent.chapters).toHaveLength(2);
    const words = {
      videoId: video.id,
      language: 'de',
      name: 'Leitersicherheit',
      description: 'Sicher auf der Leiter',
      abstract: '',
      chapters: [
        { title: 'Willkommen', manuscript: 'Willkommen zur Sicherheitsunterweisung.' },
        { manuscript: 'Bitte lesen Sie die Regeln.', effectText: 'Regeln lesen' },
      ],
      links: [],
    };
    // An enabled text effect keeps its caption.
    const captionless = await translationCommand(admin, 'saveTranslationTexts', {
      ...words,
      chapters: [words.chapters[0], { manuscript: 'Bitte lesen.', effectText: ' ' }],
    });
    expect(captionless.status).toBe(400);
    const wrongCount = await translationCommand(admin, 'saveTranslationTexts', { ...words, chapters: [] });
    expect(wrongCount.status).toBe(409);
    const saved = await translationCommand(admin, 'saveTranslationTexts', words);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const german = await renderingData('acme').get(video.id, 1, 'de');
    expect(german?.subtitles.chapters.map((c) => [c.startSeconds, c.manuscript])).toEqual([
      [0, 'Willkommen zur Sicherheitsunterweisung.'],
      [5, 'Bitte lesen Sie die Regeln.'],
    ]);
    expect(german?.subtitles.chapters[1]?.keyboardEffect).toEqual({ enabled: true, keys: 'Ctrl+R' });
    expect(german?.subtitles.chapters[1]?.textEffect).toMatchObject({ enabled: true, text: 'Regeln lesen' });
    expect((await translationsOf(admin, video.id)).body.translations[0]?.name).toBe('Leitersicherheit');
    // Not a translation step's task: 404; another organization: 404.
    expect((await call(contract.getTranslationTask, { token: globex, params: { taskId } })).status).toBe(404);
  });

  it("refuses with the spec's texts: not ready, a chapter without manuscript, the feature off, the master", async () => {
    const draft = await createVideo(admin, channelId, `Draft ${randomUUID().slice(0, 6)}`);
    const notReady = await translationCommand(admin, 'requestTranslation', {
      videoId: draft.id,
      version: 1,
      languages: ['es-es'],
    });
    expect(notReady.status).toBe(409);
    expect(notReady.body.message).toBe(
      'Translation is allowed only after the video is optimized and marked ready to publish',
    );
    const empty = await readyVideo('Empty chapter', [{ startSeconds: 0, manuscript: '' }]);
    const noText = await translationCommand(admin, 'requestTranslation', {
      videoId: empty.id,
      version: 1,
      languages: ['es-es'],
    });
    expect(noText.status).toBe(400);
    expect(noText.body.message).toBe(TRANSLATION_TEXTS.manuscriptMissing);
    const master = await translationCommand(admin, 'requestTranslation', {
      videoId: empty.id,
      version: 1,
      languages: ['en-us'],
    });
    expect(master.status).toBe(400);

    // globex has the feature off.
    const globexChannel = await channelCommand(globex, 'createChannel', {
      name: `G ${randomUUID().slice(0, 6)}`,
    });
    const globexVideo = await createVideo(globex, globexChannel.body.id, 'Globex video');
    const off = await translationCommand(globex, 'requestTranslation', {
      videoId: globexVideo.id,
      version: 1,
      languages: ['sv'],
    });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Video translation feature is not enabled for this channel');
    expect((await translationsOf(globex, globexVideo.id)).body.featureOn).toBe(false);
  });

  it('keeps other organizations and members without a role in the channel out', async () => {
    const video = await readyVideo('Private');
    expect((await translationsOf(globex, video.id)).status).toBe(404);
    expect((await translationsOf(member, video.id)).status).toBe(403);
    const refused = await translationCommand(member, 'requestTranslation', {
      videoId: video.id,
      version: 1,
      languages: ['es-es'],
    });
    expect(refused.status).toBe(403);
  });
});

describe('automatic translation (autoGenerateTranslationTask, autoPublishTranslationTaskVideo)', () => {
  const FLAGS = ['autoGenerateTranslationTask', 'autoPublishTranslationTaskVideo'] as const;
  const saved: Record<string, unknown>[] = [];
  let autoChannel = '';

  beforeAll(async () => {
    const created = await channelCommand(admin, 'createChannel', {
      name: `Auto ${randomUUID().slice(0, 6)}`,
    });
    autoChannel = created.body.id;
    // Both flags on for this file's channel only (other files' videos stay untouched).
    const e = getEntities();
    for (const featureId of FLAGS) {
      const flag = (await e.featureFlag.get({ orgId: 'acme', featureId }).go()).data;
      if (flag) saved.push(flag as Record<string, unknown>);
      await e.featureFlag
        .put({
          orgId: 'acme',
          featureId,
          configuration: [autoChannel],
          activatedIn: [autoChannel],
          status: 'active',
        })
        .go();
    }
  });
  afterAll(async () => {
    const e = getEntities();
    for (const flag of saved) await e.featureFlag.put(flag as never).go();
  });

  it('translates a video marked ready to publish into the organization languages, Spanish published at once', async () => {
    const name = `Safety briefing ${randomUUID().slice(0, 6)}`;
    const video = await createVideo(admin, autoChannel, name);
    const lifecycle = (type: string) =>
      send(contract.videoLifecycleCommand, {
        token: admin,
        body: { type, payload: { videoId: video.id } } as never,
      });
    expect((await lifecycle('checkOutVideo')).status).toBe(200);
    const saved = await send(contract.saveRenderingData, {
      token: admin,
      params: { videoId: video.id, version: '1', language: 'en-us' },
      body: { revision: 0, renderingData: { subtitles: { chapters: MANUSCRIPT }, links: [] } } as never,
    });
    expect(saved.status).toBe(200);
    expect((await lifecycle('markReadyToPublish')).status).toBe(200);

    // Spanish: machine-translated and published without a human step; German and Danish: translators' tasks.
    const settled = await eventually(
      () => translationsOf(admin, video.id),
      (r) =>
        // The closing step completes it, then publishes it: two writes, so wait for the second.
        r.body.translations.find((t) => t.language === 'es-es')?.published === true &&
        r.body.translations.filter((t) => t.status === 'awaitingTranslator').length === 2,
    );
    const byLanguage = Object.fromEntries(settled.body.translations.map((t) => [t.language, t]));
    expect(byLanguage['es-es']).toMatchObject({ status: 'completed', machine: true, published: true });
    expect(byLanguage.de).toMatchObject({ status: 'awaitingTranslator', published: false });
    expect(byLanguage.da).toMatchObject({ status: 'awaitingTranslator' });
    expect(Object.keys(byLanguage).sort()).toEqual(['da', 'de', 'es-es']);
    // A Spanish reader reads the Spanish title (the editor: the video is not published yet).
    const page = await call(contract.getVideo, {
      token: admin,
      params: { humanId: video.humanId },
      query: { reader: 'es-es' },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.textLanguage).toBe('es-es');
    expect(page.body.name).toMatch(/seguridad/i);
    const english = await call(contract.getVideo, { token: admin, params: { humanId: video.humanId } });
    expect(english.body).toMatchObject({ name, textLanguage: 'en-us' });
  });
});
