import { expect, test, type Page } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import { createTranscodedVideo, createWorkDir, generateClip, type WorkDir } from './support/media';
import { tenantUrl, waitForPlatform } from './support/platform';
import { playsPast } from './support/player';
import { seriousA11yViolations } from './support/a11y';
import { signInByToken } from './support/shell-session';

/**
 * "Embed & share" on the video page: an admin turns public embedding on (spec 1 §1 "Anonymous visitors
 * can watch public shared or embedded videos, but only when the video's publicEmbed flag is true"),
 * copies the sharing link (spec 1 §2 /sharing/{key}), an anonymous visitor plays it; once the admin
 * turns it off the visitor sees the login-required message. The dialog links to the studio's embed-codes
 * section, which offers the same switch and links (issue 12). A member does not get the button. The clip
 * is made here: generated, uploaded to acme, transcoded by the local pipeline and published (so the
 * member can open its page).
 */
let workDir: WorkDir | undefined;
const video = { id: '', humanId: '', name: `E2E embed & share ${Date.now()}` };

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await waitForPlatform(request);
  workDir = createWorkDir('embed-share');
  const clip = generateClip(workDir.dir, 'clip.mp4', { seconds: 8 });
  const { IdToken: token } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const created = await createTranscodedVideo(request, token, {
    channelId: 'ch-acme-onboarding',
    name: video.name,
    clip,
    publish: true,
  });
  video.id = created.id;
  video.humanId = created.humanId;
});

test.afterAll(() => {
  workDir?.remove();
});

async function openDialog(page: Page) {
  await page.goto(tenantUrl('acme', `/video/${video.humanId}`));
  await expect(page.getByTestId('video-title')).toHaveText(video.name);
  await page.getByTestId('video-embed-share').click();
  const dialog = page.getByTestId('embed-share-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an admin turns public embedding on, copies the sharing link, a visitor plays it; off → login required', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const visitorContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInByToken(admin, admin.request, 'acme', 'admin@acme.test', '/home');
    const dialog = await openDialog(admin);
    const publicEmbed = dialog.getByTestId('embed-share-public');
    await expect(publicEmbed).toHaveAttribute('data-state', 'unchecked');
    await expect(dialog.getByTestId('embed-share-state')).toHaveText(
      'Turn on public embedding to get the links.',
    );
    await expect(dialog.getByTestId('embed-share-sharing')).toHaveCount(0);

    await publicEmbed.getByText('Public embed').click();
    await expect(publicEmbed).toHaveAttribute('data-state', 'checked');
    await expect(dialog.getByTestId('embed-share-state')).toHaveText(
      'Public embedding is on: anyone with a link can watch this video.',
    );
    const sharingInput = dialog.getByTestId('embed-share-sharing');
    // The tenant's own address, never the API's.
    await expect(sharingInput).toHaveValue(
      new RegExp(`^${tenantUrl('acme', '/sharing/')}[A-Za-z0-9_-]{24}$`.replaceAll('.', '\\.')),
    );
    const sharingLink = await sharingInput.inputValue();
    const key = sharingLink.split('/').pop() ?? '';
    await expect(dialog.getByTestId('embed-share-embed')).toHaveValue(tenantUrl('acme', `/embed/${key}`));
    await expect(dialog.getByTestId('embed-share-iframe')).toHaveValue(
      new RegExp(`^<iframe src="${tenantUrl('acme', `/sharing/embed/${key}`)}".*allowfullscreen></iframe>$`),
    );
    // A subtitle language goes into every link, the iframe snippet too (issue 9 point 12).
    const subtitles = dialog.getByTestId('embed-share-subtitle-language');
    await subtitles.selectOption('en-us');
    await expect(dialog.getByTestId('embed-share-embed')).toHaveValue(
      tenantUrl('acme', `/embed/${key}?subTitleLang=en-us`),
    );
    await expect(sharingInput).toHaveValue(`${sharingLink}?subTitleLang=en-us`);
    await expect(dialog.getByTestId('embed-share-iframe')).toHaveValue(
      new RegExp(
        `^<iframe src="${tenantUrl('acme', `/sharing/embed/${key}?subTitleLang=en-us`).replace('?', '\\?')}"` +
          '.*allowfullscreen></iframe>$',
      ),
    );
    await subtitles.selectOption('');
    await expect(sharingInput).toHaveValue(sharingLink);

    const copy = dialog.getByTestId('embed-share-copy-sharing');
    await copy.click();
    await expect(copy).toHaveText('Copied');
    const copied = await admin.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(sharingLink);

    // An anonymous visitor (another browser context, never signed in) opens the copied link and plays.
    const visitor = await visitorContext.newPage();
    await visitor.goto(copied);
    await expect(visitor.getByTestId('embed-title')).toHaveText(video.name);
    const element = visitor.getByTestId('embed-video-element');
    await expect(element).toBeVisible();
    await playsPast(element);
    await expect(visitor.getByTestId('embed-player-error')).toHaveCount(0);

    // Off: the key stays, the links now ask visitors to log in.
    await publicEmbed.getByText('Public embed').click();
    await expect(publicEmbed).toHaveAttribute('data-state', 'unchecked');
    await expect(dialog.getByTestId('embed-share-state')).toHaveText(
      'Public embedding is off: visitors opening these links are asked to log in.',
    );
    await expect(sharingInput).toHaveValue(sharingLink);
    // The page reads the video again: reopening the dialog shows the stored setting.
    await admin.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await admin.getByTestId('video-embed-share').click();
    await expect(admin.getByTestId('embed-share-public')).toHaveAttribute('data-state', 'unchecked');

    await visitor.reload();
    const loginRequired = visitor.getByTestId('embed-login-required');
    await expect(loginRequired).toBeVisible();
    await expect(loginRequired).toContainText('You need to log in to watch this video.');
    await expect(visitor.getByTestId('embed-video-element')).toHaveCount(0);
  } finally {
    await adminContext.close();
    await visitorContext.close();
  }
});

test('a member does not get "Embed & share" on a video they watch', async ({ page }) => {
  await signInByToken(page, page.request, 'acme', 'member@acme.test', `/video/${video.humanId}`);
  await expect(page.getByTestId('video-title')).toHaveText(video.name);
  await expect(page.getByTestId('video-favorite')).toBeVisible();
  await expect(page.getByTestId('video-embed-share')).toHaveCount(0);
});

test("the dialog links to the studio's embed codes, which switch the same setting and give the same links", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/video/${video.humanId}`);
  await expect(page.getByTestId('video-title')).toHaveText(video.name);
  await page.getByTestId('video-embed-share').click();
  const dialog = page.getByTestId('embed-share-dialog');
  // The first journey turned public embedding off again: the key (and its links) stayed.
  await expect(dialog.getByTestId('embed-share-public')).toHaveAttribute('data-state', 'unchecked');
  const sharingLink = await dialog.getByTestId('embed-share-sharing').inputValue();
  await dialog.getByTestId('embed-share-studio').click();

  await expect(page).toHaveURL(new RegExp(`/edit/video/embed-codes/${video.id}/1$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Embed codes' })).toBeVisible();
  const panel = page.getByTestId('studio-embed-codes');
  const publicEmbed = panel.getByTestId('embed-share-public');
  await expect(publicEmbed).toHaveAttribute('data-state', 'unchecked');
  await expect(panel.getByTestId('embed-share-sharing')).toHaveValue(sharingLink);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await publicEmbed.getByText('Public embed').click();
  await expect(publicEmbed).toHaveAttribute('data-state', 'checked');
  await expect(panel.getByTestId('embed-share-state')).toHaveText(
    'Public embedding is on: anyone with a link can watch this video.',
  );
  const key = sharingLink.split('/').pop() ?? '';
  await expect(panel.getByTestId('embed-share-iframe')).toHaveValue(
    new RegExp(`^<iframe src="${tenantUrl('acme', `/sharing/embed/${key}`)}".*allowfullscreen></iframe>$`),
  );

  // The video page's dialog shows the setting made in the studio.
  await page.getByRole('link', { name: 'Open the video page' }).click();
  await expect(page.getByTestId('video-title')).toHaveText(video.name);
  await page.getByTestId('video-embed-share').click();
  await expect(page.getByTestId('embed-share-public')).toHaveAttribute('data-state', 'checked');
});
