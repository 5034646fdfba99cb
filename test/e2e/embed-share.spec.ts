import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { signInThroughUi } from './support/shell-session';

/**
 * "Embed & share" on the video page: an admin turns public embedding on (spec 1 §1 "Anonymous visitors
 * can watch public shared or embedded videos, but only when the video's publicEmbed flag is true"),
 * copies the sharing link (spec 1 §2 /sharing/{key}), an anonymous visitor plays it; once the admin
 * turns it off the visitor sees the login-required message. A member does not get the button. The clip
 * is made here: generated, uploaded to acme, transcoded by the local pipeline and published (so the
 * member can open its page).
 */
let workDir = '';
const video = { id: '', humanId: '', name: `E2E embed & share ${Date.now()}` };

async function command(request: APIRequestContext, token: string, type: string, payload: unknown) {
  const res = await request.put(`${API_URL}/command/videoCommand`, {
    headers: { authorization: `Bearer ${token}` },
    data: { type, payload },
  });
  if (!res.ok()) throw new Error(`${type} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as { id: string; humanId?: string };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await waitForPlatform(request);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-e2e-embed-share-'));
  const clip = path.join(workDir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30:duration=8'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=8'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);
  const { IdToken: token } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const headers = { authorization: `Bearer ${token}` };
  const created = await command(request, token, 'createVideo', {
    channelId: 'ch-acme-onboarding',
    name: video.name,
    language: 'en-us',
  });
  video.id = created.id;
  video.humanId = created.humanId ?? '';
  const signed = await request.post(`${API_URL}/command/getS3UploadSignedUrl`, {
    headers,
    data: { fileExt: 'mp4', videoId: video.id, sourceHeight: 360 },
  });
  expect(signed.ok()).toBe(true);
  const { signedUrl } = (await signed.json()) as { signedUrl: string };
  expect((await request.put(signedUrl, { data: readFileSync(clip) })).ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API_URL}/query/transcodingStatus/${video.id}`, { headers });
        const latest = ((await res.json()) as { status: string; error?: string }[]).at(-1);
        if (latest?.status === 'error') throw new Error(`transcode failed: ${latest.error}`);
        return latest?.status;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe('completed');
  await command(request, token, 'publishVideo', { videoId: video.id });
});

test.afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
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
    await signInThroughUi(admin, 'acme', 'admin@acme.test');
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
    await dialog.getByTestId('embed-share-subtitle-language').selectOption('en-us');
    await expect(dialog.getByTestId('embed-share-embed')).toHaveValue(
      tenantUrl('acme', `/embed/${key}?subTitleLang=en-us`),
    );
    await expect(dialog.getByTestId('embed-share-iframe')).toHaveValue(
      new RegExp(`^<iframe src="${tenantUrl('acme', `/sharing/embed/${key}`)}".*allowfullscreen></iframe>$`),
    );

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
    await element.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => element.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
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
  await signInThroughUi(page, 'acme', 'member@acme.test');
  await page.goto(tenantUrl('acme', `/video/${video.humanId}`));
  await expect(page.getByTestId('video-title')).toHaveText(video.name);
  await expect(page.getByTestId('video-favorite')).toBeVisible();
  await expect(page.getByTestId('video-embed-share')).toHaveCount(0);
});
