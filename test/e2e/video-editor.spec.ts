/**
 * The editor in Chromium (issue 12): an admin opens the effects tab of a transcoded draft they hold
 * (checked out through the API), adds two chapters at the play-head, gives the second a text effect,
 * adds a link and a manuscript, and after a reload everything is there (the autosave). A second save
 * from an older revision (another tab) shows the conflict and keeps the edit; the manuscript then shows
 * as the player's subtitles. Auto chapters (spec 2 §5): empty chapters every 10 s at once on a video
 * without chapters; over existing ones only after a confirmation (cancel keeps them). axe on each tab.
 * The admin signs in by token (sign-in is not the subject here).
 */
import { seriousA11yViolations } from './support/a11y';
import { cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import {
  checkOutVideo,
  createTranscodedVideo,
  createWorkDir,
  generateClip,
  type WorkDir,
} from './support/media';
import { choosePlayerOption } from './support/player';
import { API_URL, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

/** A company channel without demo videos. */
const CHANNEL = 'ch-acme-leadership';
const NAME = `E2E editor ${Date.now().toString(36)}`;
/** axe on the editor itself (the studio shell around it is the studio journey's). */
const EDITOR = '[data-testid="editor"]';
let workDir: WorkDir | undefined;
let video: { id: string; humanId: string } = { id: '', humanId: '' };
let token = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForPlatform(request);
  workDir = createWorkDir('video-editor');
  token = (await cognitoSignIn(request, 'acme', 'admin@acme.test')).IdToken;
  const clip = generateClip(workDir.dir, 'editor.mp4', { seconds: 6 });
  video = await createTranscodedVideo(request, token, { channelId: CHANNEL, name: NAME, clip });
  await checkOutVideo(request, token, video.id);
});

test.afterAll(() => workDir?.remove());

// The conflict with another tab is the save's expected 409.
test.use({ allowConsoleErrors: [/status of 409 \(Conflict\)/] });

test('an admin adds chapters with a text effect, a link and a manuscript, and finds them after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/edit/video/effects/${video.id}/1`);
  const editor = page.getByTestId('editor');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('editor-video')).toBeVisible({ timeout: 30_000 });
  const status = page.getByTestId('editor-save-status');
  await expect(status).toHaveText('All changes saved');
  await expect(page.getByText('Keyboard shortcuts')).toBeVisible();
  expect(await seriousA11yViolations(page, EDITOR)).toEqual([]);

  // A chapter at 0 s, then one at 2 s (the play-head moved by the timeline), and none on a breakpoint.
  await page.getByTestId('editor-add-chapter').click();
  await expect(page.getByTestId('editor-chapter')).toHaveCount(1);
  await page.getByTestId('editor-add-chapter').click();
  await expect(page.getByText('A chapter already starts here')).toBeVisible();
  const timeline = page.getByTestId('editor-timeline');
  const box = (await timeline.boundingBox())!;
  await timeline.click({ position: { x: box.width / 3, y: box.height / 2 } });
  await expect(page.getByTestId('editor-time')).not.toHaveText(/^0:00\.0/);
  await page.getByTestId('editor-add-chapter').click();
  const chapters = page.getByTestId('editor-chapter');
  await expect(chapters).toHaveCount(2);
  await expect(page.getByTestId('editor-chapter-marker')).toHaveCount(2);

  const second = chapters.nth(1);
  await second.getByText('Text effect').click();
  // Enabled without its caption: the field says so and nothing is saved.
  await expect(second.getByText('Enter the caption text, or turn the text effect off')).toBeVisible();
  await expect(status).toHaveText('Not saved: correct the marked fields');
  await second.getByLabel('Caption text').fill('Open the menu');
  await second.getByLabel('Position').selectOption('top');
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });

  // Undo and redo the position.
  await page.getByTestId('editor-undo').click();
  await expect(second.getByLabel('Position')).toHaveValue('bottom');
  await page.getByTestId('editor-redo').click();
  await expect(second.getByLabel('Position')).toHaveValue('top');
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });

  // The links tab: a link with a title and a web address.
  await page.getByTestId('studio-nav').getByRole('link', { name: 'Links' }).click();
  await page.getByTestId('editor-add-link').click();
  const link = page.getByTestId('editor-link');
  await link.getByLabel('Title').fill('Acme handbook');
  await link.getByLabel('Web address').fill('javascript:alert(1)');
  await expect(link.getByText('The link you have entered is invalid')).toBeVisible();
  await link.getByLabel('Web address').fill('https://acme.example/handbook');
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });
  expect(await seriousA11yViolations(page, EDITOR)).toEqual([]);

  // The manuscript tab: one field at a time.
  await page.getByTestId('studio-nav').getByRole('link', { name: 'Manuscript' }).click();
  const manuscripts = page.getByTestId('editor-manuscript-chapter');
  await expect(manuscripts).toHaveCount(2);
  await manuscripts.nth(0).getByTestId('editor-manuscript-edit').click();
  await manuscripts.nth(0).getByLabel('Manuscript of chapter 1').fill('Welcome to the editor journey.');
  await manuscripts.nth(1).getByTestId('editor-manuscript-edit').click();
  await expect(manuscripts.nth(1).getByText('Only one field can be edited at a time')).toBeVisible();
  await manuscripts.nth(0).getByTestId('editor-manuscript-apply').click();
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });
  expect(await seriousA11yViolations(page, EDITOR)).toEqual([]);

  // Reloaded, everything is there.
  await page.reload();
  await expect(page.getByTestId('editor-manuscript-chapter').nth(0)).toContainText(
    'Welcome to the editor journey.',
    {
      timeout: 30_000,
    },
  );
  await page.getByTestId('studio-nav').getByRole('link', { name: 'Effects' }).click();
  const reloaded = page.getByTestId('editor-chapter');
  await expect(reloaded).toHaveCount(2);
  await expect(reloaded.nth(1).getByLabel('Caption text')).toHaveValue('Open the menu');
  await expect(reloaded.nth(1).getByLabel('Position')).toHaveValue('top');
  await page.getByTestId('studio-nav').getByRole('link', { name: 'Links' }).click();
  await expect(page.getByTestId('editor-link').getByLabel('Web address')).toHaveValue(
    'https://acme.example/handbook',
  );

  // Another tab saves first: this tab's next save is refused, its edit kept, and it can keep it.
  const stored = await request.get(`${API_URL}/query/studio/videos/${video.id}/1/rendering`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const current = (await stored.json()) as {
    languages: { renderingData: { subtitles: unknown; links: unknown }; revision: number }[];
  };
  const master = current.languages[0]!;
  const other = await request.put(`${API_URL}/command/studio/videos/${video.id}/1/rendering/en-us`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      revision: master.revision,
      renderingData: { subtitles: master.renderingData.subtitles, links: [] },
    },
  });
  expect(other.status(), await other.text()).toBe(200);
  await page.getByTestId('editor-link').getByLabel('Title').fill('Acme handbook 2');
  await expect(page.getByTestId('editor-conflict')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('editor-link').getByLabel('Title')).toHaveValue('Acme handbook 2');
  expect(await seriousA11yViolations(page, EDITOR)).toEqual([]);
  await page.getByTestId('editor-keep-mine').click();
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('editor-link').getByLabel('Title')).toHaveValue('Acme handbook 2', {
    timeout: 30_000,
  });
  // The manuscript is the player's subtitles (re-packaged on save, no new transcode).
  await page.goto(new URL(`/video/${video.humanId}`, page.url()).href);
  const player = page.getByTestId('video-element');
  await expect(player).toBeVisible({ timeout: 60_000 });
  const captions = page.getByTestId('video-captions');
  await expect(captions).toBeVisible({ timeout: 30_000 });
  await choosePlayerOption(page, 'video-captions', 'American English');
  await expect(captions).toHaveAccessibleName('Captions: American English');
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 0.5;
  });
  await expect
    .poll(
      () =>
        player.evaluate((v: HTMLVideoElement) => {
          const track = [...v.textTracks].find((t) => t.mode === 'showing');
          return [...(track?.activeCues ?? [])].map((c) => (c as VTTCue).text).join(' ');
        }),
      { timeout: 20_000 },
    )
    .toContain('Welcome to the editor journey.');
});

test('auto chapters insert a chapter every 10 s, and overwrite existing chapters only after a confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // 25 s: auto chapters at 0, 10 and 20 s.
  const clip = generateClip(workDir!.dir, 'auto-chapters.mp4', { seconds: 25 });
  const own = await createTranscodedVideo(request, token, {
    channelId: CHANNEL,
    name: `E2E auto chapters ${Date.now().toString(36)}`,
    clip,
  });
  await checkOutVideo(request, token, own.id);
  try {
    await signInByToken(page, request, 'acme', 'admin@acme.test', `/edit/video/effects/${own.id}/1`);
    await expect(page.getByTestId('editor-video')).toBeVisible({ timeout: 30_000 });
    const status = page.getByTestId('editor-save-status');
    const chapters = page.getByTestId('editor-chapter');
    const auto = page.getByTestId('editor-auto-chapters');
    const confirm = page.getByTestId('editor-auto-confirm');
    const everyTenSeconds = async () => {
      await expect(chapters).toHaveCount(3);
      for (const [i, time] of ['0:00.0', '0:10.0', '0:20.0'].entries()) {
        await expect(chapters.nth(i).getByRole('heading', { level: 4 })).toHaveText(
          `Chapter ${i + 1} · ${time}`,
        );
      }
    };
    await expect(
      page.getByText('No chapters yet. Add one at the play-head or use auto chapters.'),
    ).toBeVisible();

    // No chapters to overwrite: no question, the chapters are there at once; undo takes them away.
    await auto.click();
    await everyTenSeconds();
    await expect(confirm).toHaveCount(0);
    await page.getByTestId('editor-undo').click();
    await expect(chapters).toHaveCount(0);
    await expect(status).toHaveText('All changes saved', { timeout: 15_000 });

    // A chapter of the producer's own, with a title.
    await page.getByTestId('editor-add-chapter').click();
    await expect(chapters).toHaveCount(1);
    await chapters.nth(0).getByLabel('Chapter title').fill('Keep me');
    await expect(status).toHaveText('All changes saved', { timeout: 15_000 });

    // With a chapter present, auto chapters asks first; cancel keeps the chapter as it was.
    await auto.click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      'Auto chapters inserts an empty chapter every 10 seconds and overwrites the existing chapters',
    );
    expect(await seriousA11yViolations(page, '[data-testid="editor-auto-confirm"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(chapters).toHaveCount(1);
    await expect(chapters.nth(0).getByLabel('Chapter title')).toHaveValue('Keep me');

    // Confirmed: the chapters are replaced by empty ones every 10 s, and saved.
    await auto.click();
    await confirm.getByRole('button', { name: 'Overwrite chapters' }).click();
    await expect(confirm).toBeHidden();
    await everyTenSeconds();
    await expect(chapters.nth(0).getByLabel('Chapter title')).toHaveValue('');
    await expect(status).toHaveText('All changes saved', { timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId('editor')).toBeVisible({ timeout: 30_000 });
    await everyTenSeconds();
    await expect(chapters.nth(0).getByLabel('Chapter title')).toHaveValue('');
  } finally {
    // Leadership as it was: the journey's own video goes (the page first: it would refetch it).
    await page.close();
    const deleted = await request.put(`${API_URL}/command/videoLifecycleCommand`, {
      headers: { authorization: `Bearer ${token}` },
      data: { type: 'deleteVideo', payload: { videoId: own.id, confirm: true } },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
  }
});
