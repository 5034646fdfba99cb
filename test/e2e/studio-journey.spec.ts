/**
 * The studio end to end in Chromium (issue 12 "Checks that must hold"; spec 2 §2 video routes): one admin
 * creates a video from /create/video by uploading spoken English with automatic transcription on, takes
 * editorial control from the overview's notice, reads what the local Transcribe (pocketsphinx) heard in the
 * description and the manuscript, edits the overview, picks a tag and reads both changes in the event log;
 * trims the start, adds a chapter at the play-head with a text effect and a link, renders, plays the result
 * on the video page (the link's interstitial shows; the text effect is burnt into the rendition's frames,
 * an ffmpeg frame check), then checks in, publishes, unpublishes, makes it a draft again and edits it.
 * axe on the pages. Sign-in by token (not the subject here). Steps other journeys share are in
 * support/studio.ts.
 */
import path from 'node:path';
import { seriousA11yViolations } from './support/a11y';
import { apiPost, cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import {
  SPEECH,
  bandDifference,
  createWorkDir,
  generateClip,
  greyFrame,
  type WorkDir,
} from './support/media';
import { waitForPlatform } from './support/platform';
import { playMuted } from './support/player';
import { signInByToken } from './support/shell-session';
import {
  checkOutFromNotice,
  createVideoFromPage,
  downloadRendition,
  publishUnpublishToDraft,
  renderFromPanel,
} from './support/studio';

const run = Date.now().toString(36);
const TITLE = `Studio journey ${run}`;
const CAPTION = 'Rendered in the journey';
const LINK = { title: 'Acme handbook', url: 'https://acme.example/handbook' };
/** Where the effect's chapter starts in the source (between the transcript's chapters, see below). */
const EFFECT_AT = 6.5;
const tag = { tagGroup: `Studio ${run}`, tagValue: 'Onboarding' };
/** The trim keeps the source from 1 s on: rendered second t is source second t + 1. */
const TRIM_START = 1;
let work: WorkDir;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  work = createWorkDir('studio-journey');
  // A tag of the organization's list, as an admin adds it on /admin/tags.
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  await apiPost(request, '/command/organizationCommand', IdToken, { type: 'saveTag', payload: tag });
});

test.afterAll(() => work?.remove());

test('an admin uploads spoken English, gets its transcript, adds an effect and a link, renders, publishes and edits again', async ({
  page,
  request,
}) => {
  // Upload, transcode, transcription and a render of 12 s on a busy 2-core machine.
  test.setTimeout(600_000);
  // The seed's spoken safety briefing under ffmpeg's test pattern (the frame check compares against it).
  const clip = generateClip(work.dir, `journey-${run}.mp4`, { seconds: 12, sound: SPEECH });
  const { IdToken } = await signInByToken(
    page,
    request,
    'acme',
    'admin@acme.test',
    // Leadership: a company channel without demo videos.
    '/create/video?channelId=ch-acme-leadership',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Create a video' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Nothing chosen yet: the page says what is missing.
  await page.getByTestId('create-video-submit').click();
  await expect(page.getByText('Choose a file or record the screen')).toBeVisible();
  // English, which the local transcriber hears; the spec's upload options are all on by default.
  await expect(page.getByLabel('Master language')).toHaveValue('en-us');
  for (const option of [
    'Transcribe the video automatically',
    'Copy the transcript to the manuscript',
    'Copy the manuscript to the description',
  ])
    await expect(page.getByRole('checkbox', { name: option })).toBeChecked();
  await expect(page.getByTestId('create-video-no-transcription')).toHaveCount(0);
  const videoId = await createVideoFromPage(page, { file: clip, title: TITLE, type: 'tutorial' });
  await expect(page.getByTestId('studio-video-version')).toHaveText('Version 1 of 1');
  const overview = page.getByTestId('studio-overview');
  await expect(overview.getByLabel('Video type')).toHaveValue('tutorial');
  await checkOutFromNotice(page, { timeout: 120_000 });

  // The transcription: chapters written into the manuscript and the description, with words pocketsphinx
  // hears in espeak-ng's voice (test/integration/transcription.test.ts).
  const transcription = page.getByTestId('transcription-status');
  await expect(transcription).toHaveAttribute('data-status', 'completed', { timeout: 180_000 });
  await expect(transcription).toContainText(/Chapters written into the manuscript: [1-9]\d*\./);
  await expect(overview.getByLabel('Description')).toHaveValue(/factory/i);

  // The overview and the tags, then both changes in the video's event log with who made them.
  await overview.getByLabel('Title').fill(`${TITLE} edited`);
  await overview.getByLabel('Abstract').fill('What the studio journey checks');
  await overview.getByLabel('Video type').selectOption('how-to');
  await page.getByTestId('studio-overview-save').click();
  await expect(page.getByTestId('studio-video-name')).toHaveText(`${TITLE} edited`);
  const nav = page.getByTestId('studio-nav');
  await nav.getByRole('link', { name: 'Tags' }).click();
  await expect(page).toHaveURL(/\/edit\/video\/tags\/[^/]+\/1$/);
  const group = page.getByTestId('studio-tags').getByRole('group', { name: tag.tagGroup });
  await group.getByText(tag.tagValue).click();
  await expect(group.getByRole('checkbox', { name: tag.tagValue })).toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByTestId('studio-tags-save').click();
  // The overview's notice may still show beside the tags' one.
  await expect(page.getByText('Changes saved').last()).toBeVisible();
  await nav.getByRole('link', { name: 'Event log' }).click();
  await expect(page).toHaveURL(/\/edit\/video\/event-log\/[^/]+\/1$/);
  const log = page.getByTestId('event-log');
  await expect(log.getByText('updateOverview')).toBeVisible();
  // The change's new title (each entry's subject line names the video by that title too).
  await expect(log.getByText(`${TITLE} edited`, { exact: true })).toBeVisible();
  await expect(log.getByTestId('event-log-subject').first()).toHaveText(`Video: ${TITLE} edited`);
  // The tag's entry (updateGeneral; the upload's own entry says updateGeneral too).
  await expect(log.getByText(new RegExp(tag.tagValue))).toBeVisible();
  await expect(log.getByText('admin@acme.test').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Manuscript' }).click();
  const manuscripts = page.getByTestId('editor-manuscript-chapter');
  await expect(manuscripts.first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await manuscripts.allInnerTexts()).join(' ').toLowerCase())
    .toMatch(/welcome.*factory.*accident/s);

  // The effects tab: trim the first second, then a chapter at the play-head with a text effect.
  await nav.getByRole('link', { name: 'Effects' }).click();
  const status = page.getByTestId('editor-save-status');
  await expect(status).toHaveText('All changes saved', { timeout: 30_000 });
  const chapters = page.getByTestId('editor-chapter');
  await expect(chapters.first()).toBeVisible({ timeout: 30_000 });
  const transcribed = await chapters.count();
  const trimStart = page.locator('input[name="trim-start"]');
  await trimStart.fill(String(TRIM_START));
  await trimStart.press('Enter');
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });
  const editorVideo = page.getByTestId('editor-video');
  await expect
    .poll(() => editorVideo.evaluate((v: HTMLVideoElement) => v.duration || 0), { timeout: 30_000 })
    .toBeGreaterThan(EFFECT_AT);
  await editorVideo.evaluate((v: HTMLVideoElement, at: number) => {
    v.currentTime = at;
  }, EFFECT_AT);
  await expect(page.getByTestId('editor-time')).toHaveText(/^0:06\.5 /);
  await page.getByTestId('editor-add-chapter').click();
  await expect(chapters).toHaveCount(transcribed + 1);
  const added = chapters.filter({ has: page.getByRole('heading', { name: /· 0:06\.5$/ }) });
  await added.getByText('Text effect').click();
  await added.getByLabel('Caption text').fill(CAPTION);
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });
  // The next chapter's start ends the effect: the frame check below looks inside it.
  const starts = (await chapters.getByRole('heading', { level: 4 }).allInnerTexts()).map((heading) => {
    const [m, s] = (/· (\d+):(\d+\.\d)$/.exec(heading) ?? []).slice(1).map(Number);
    return (m ?? 0) * 60 + (s ?? 0);
  });
  const effectEnds = starts.find((s) => s > EFFECT_AT) ?? 12;
  expect(effectEnds - EFFECT_AT, `chapters start at ${starts.join(', ')} s`).toBeGreaterThanOrEqual(0.4);

  // The links tab: a link at 3 s.
  await nav.getByRole('link', { name: 'Links' }).click();
  await page.getByTestId('editor-add-link').click();
  const link = page.getByTestId('editor-link');
  await link.getByLabel('Title').fill(LINK.title);
  await link.getByLabel('Web address').fill(LINK.url);
  const linkTime = link.getByLabel('Time');
  await linkTime.fill('3');
  await linkTime.press('Enter');
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });

  // Render: 12.4 s of source less the trimmed second.
  await nav.getByRole('link', { name: 'Overview' }).click();
  await renderFromPanel(page, /Last rendered .*: the video plays 11(\.\d)? s\./);

  // The video page plays the rendered video and stops at the link with its interstitial.
  await page.getByRole('link', { name: 'Open the video page' }).click();
  const player = page.getByTestId('video-element');
  await expect(player).toBeVisible({ timeout: 60_000 });
  await playMuted(player);
  const interstitial = page.getByTestId('link-interstitial');
  await expect(interstitial).toBeVisible({ timeout: 20_000 });
  await expect(interstitial.getByTestId('link-interstitial-link')).toContainText(LINK.title);
  await expect(interstitial.getByTestId('link-interstitial-link')).toHaveAttribute('href', LINK.url);
  const duration = await player.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(10.8);
  expect(duration).toBeLessThan(11.6);
  await interstitial.getByTestId('link-interstitial-resume').click();
  await expect(interstitial).toHaveCount(0);

  // The effect in the played rendition (the MP4 the video page downloads) against the source: the
  // caption's band (position bottom) differs inside its chapter and not before it.
  const humanId = /\/video\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
  const rendered = await downloadRendition(request, IdToken, humanId, path.join(work.dir, 'rendered.mp4'));
  const band = { top: 0.6, bottom: 0.97, left: 0.05, right: 0.95 };
  const inEffect = Math.min(EFFECT_AT + 0.3, (EFFECT_AT + effectEnds) / 2);
  const withEffect = bandDifference(
    greyFrame(rendered, inEffect - TRIM_START),
    greyFrame(clip, inEffect),
    band,
  );
  const beforeEffect = bandDifference(greyFrame(rendered, 2), greyFrame(clip, 2 + TRIM_START), band);
  test.info().annotations.push({
    type: 'frame check',
    description: `band difference ${withEffect.toFixed(1)} with the caption, ${beforeEffect.toFixed(1)} before it`,
  });
  expect(
    withEffect,
    `the caption's band differs from the source (before the effect: ${beforeEffect})`,
  ).toBeGreaterThan(Math.max(4, beforeEffect * 3));

  // Back to the studio: done editing, the admin checks the video in; publish, unpublish, draft, check out,
  // and edit the effect again.
  await page.getByTestId('video-edit').click();
  await expect(page).toHaveURL(new RegExp(`/edit/video/overview/${videoId}/1$`));
  const bar = page.getByTestId('editorial-bar');
  await bar.getByTestId('editorial-bar-checkIn').click();
  await expect(bar.getByTestId('editorial-bar-control')).toHaveText('Video is checked in');
  await publishUnpublishToDraft(page);
  await nav.getByRole('link', { name: 'Effects' }).click();
  const edited = chapters.filter({ has: page.getByRole('heading', { name: /· 0:06\.5$/ }) });
  await expect(edited.getByLabel('Caption text')).toHaveValue(CAPTION);
  await edited.getByLabel('Caption text').fill('Edited after publication');
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });
  await page.reload();
  await expect(edited.getByLabel('Caption text')).toHaveValue('Edited after publication', {
    timeout: 30_000,
  });
});
