/**
 * Voice-over in the browser (issue 14 "the player switches audio from English to Spanish mid-video
 * without losing position"): a transcoded 12 s video with English chapters and a completed, published
 * Spanish translation (the translation journey is video-translation.spec.ts; here the fixture writes it
 * through the data layer). acme's admin opens the studio's Voice-over tab, picks Spanish and a voice,
 * generates the computer voice (the local Polly: espeak-ng) and sees every chapter fit, then adds the
 * voice-overs to the player (a render of the published video that keeps it published). A member then plays the video in English, switches the Audio menu to Spanish mid-video and
 * keeps playing from where they were; a member whose language is Spanish starts in Spanish.
 */
import { platformEntities } from './support/data-layer';
import { expect, test } from './support/console-guard';
import { cognitoSignIn } from './support/auth';
import { createTranscodedVideo, createWorkDir, generateClip, type WorkDir } from './support/media';
import { waitForPlatform } from './support/platform';
import { choosePlayerOption, mediaState, playMuted } from './support/player';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

const CHANNEL = 'ch-acme-onboarding';
let workDir: WorkDir | undefined;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  workDir = createWorkDir('voice-over');
});
test.afterAll(() => workDir?.remove());

/** The test platform's data layer (its handler environment), for the Spanish translation's fixture. */
async function dataLayer() {
  const e = await platformEntities();
  const { renderingData } = await import('../../functions/core/data/rendering-data.js');
  return { e, renderingData };
}

test('an editor makes a Spanish voice-over; a member switches the audio to Spanish mid-video', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const clip = generateClip(workDir!.dir, 'voice-over.mp4', { seconds: 12 });
  const video = await createTranscodedVideo(request, IdToken, {
    channelId: CHANNEL,
    name: `Voice-over briefing ${Date.now()}`,
    clip,
    publish: true,
  });
  const { e, renderingData } = await dataLayer();
  const chapters = (texts: [string, string]) => ({
    subtitles: {
      chapters: [
        { startSeconds: 0, manuscript: texts[0] },
        { startSeconds: 6, manuscript: texts[1] },
      ],
    },
    links: [],
  });
  await renderingData('acme').put(video.id, 1, {
    language: 'en-us',
    ...chapters(['Welcome to the briefing.', 'Read the rules.']),
  });
  await renderingData('acme').put(video.id, 1, {
    language: 'es-es',
    ...chapters(['Bienvenidos a la sesión.', 'Lean las reglas.']),
  });
  await e.videoTranslation
    .put({
      orgId: 'acme',
      videoId: video.id,
      language: 'es-es',
      translationId: `e2e-${Date.now()}`,
      version: 1,
      sourceLanguage: 'en-us',
      status: 'completed',
      published: true,
      machine: true,
      name: 'Sesión informativa',
      requestedById: 'e2e',
      requestedByEmail: 'admin@acme.test',
      requestedAt: new Date().toISOString(),
    })
    .go();

  // The studio's Voice-over tab: Spanish, Lucia, generate; every chapter fits.
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/edit/video/voice-over/${video.id}/1`);
  const tab = page.getByTestId('studio-voice-over');
  await expect(tab.getByTestId('voice-over-editor')).toBeVisible({ timeout: 30_000 });
  await tab.getByTestId('voice-over-language').selectOption('es-es');
  const editor = tab.getByTestId('voice-over-editor');
  await expect(editor).toHaveAttribute('data-language', 'es-es');
  await editor.getByTestId('voice-over-voice').selectOption('Lucia');
  await expect(editor.getByTestId('voice-over-chapter')).toHaveCount(2);
  await editor.getByTestId('voice-over-pause').first().fill('300');
  await editor.getByTestId('voice-over-generate').click();
  const made = editor.getByTestId('voice-over-made');
  await expect(made).toHaveAttribute('data-fits', 'true', { timeout: 60_000 });
  await expect(made.getByTestId('voice-over-fit')).toHaveText('Every chapter fits');
  await expect(made.getByTestId('voice-over-fit-row')).toHaveCount(2);
  await expect(made.getByTestId('voice-over-fit-row').first()).toContainText('0.3 s');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // "Add voice-overs to the player": the published video is rendered again (it stays published) with
  // the Spanish voice beside the original sound.
  const render = tab.getByTestId('voice-over-render');
  await render.getByTestId('voice-over-render-button').click();
  await expect(render.getByTestId('voice-over-render-done')).toBeVisible({ timeout: 180_000 });
  await expect(render).toHaveAttribute('data-phase', 'completed');

  // A member with an English UI: English first, then Spanish from where they are.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInByToken(member, request, 'acme', 'member@acme.test', `/video/${video.humanId}`);
  const player = member.getByTestId('video-element');
  await expect(member.getByTestId('video-audio')).toHaveAccessibleName('Audio: English (US)', {
    timeout: 30_000,
  });
  await expect(player).toHaveAttribute('data-audio-language', 'en-us');
  await playMuted(player);
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), {
      timeout: 30_000,
      message: await mediaState(player),
    })
    .toBeGreaterThan(3);
  const before = await player.evaluate((v: HTMLVideoElement) => v.currentTime);
  const spanishPlaylist = member.waitForRequest((r) => r.url().includes('index_audio_es-es.m3u8'));
  await choosePlayerOption(member, 'video-audio', 'Español');
  await spanishPlaylist;
  await expect(player).toHaveAttribute('data-audio-language', 'es-es');
  await expect(member.getByTestId('video-audio')).toHaveAccessibleName('Audio: Español');
  // The position is kept (no reload, no seek to 0) and playing goes on in Spanish.
  const after = await player.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(after).toBeGreaterThanOrEqual(before);
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(after + 1);
  const state = await player.evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    error: v.error?.code ?? null,
  }));
  expect(state).toEqual({ paused: false, error: null });
  await memberContext.close();

  // A member whose language is Spanish starts in Spanish.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.addInitScript(() => window.localStorage.setItem('language', 'es-es'));
  await signInByToken(reader, request, 'acme', 'member@acme.test', `/video/${video.humanId}`);
  await expect(reader.getByTestId('video-element')).toHaveAttribute('data-audio-language', 'es-es', {
    timeout: 30_000,
  });
  await readerContext.close();
});
