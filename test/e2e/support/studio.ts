/**
 * Studio steps that several e2e journeys take (issue 12): creating a video on /create/video by upload,
 * taking editorial control from the overview's notice, rendering from the overview's panel, and the
 * life cycle's publish → unpublish → draft → edit. Each step checks what the producer sees on the way.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seriousA11yViolations } from './a11y';
import { API_URL } from './platform';

/**
 * On /create/video (already open): chooses `file`, the channel (by its label) and the video type when
 * given, the title, and creates the video; waits for the studio's overview of its version 1 and answers
 * the new video's id (from the address).
 */
export async function createVideoFromPage(
  page: Page,
  video: { file: string; title: string; channel?: string; type?: string },
): Promise<string> {
  await page.getByTestId('create-video-file').setInputFiles(video.file);
  await expect(page.getByTestId('create-video-chosen')).toContainText(path.basename(video.file));
  if (video.channel) await page.getByTestId('create-video-channel').selectOption({ label: video.channel });
  if (video.type) await page.getByTestId('create-video-type').selectOption(video.type);
  await page.getByLabel('Title').fill(video.title);
  await page.getByTestId('create-video-submit').click();
  // The upload ends in the studio, on the new video's overview.
  await expect(page).toHaveURL(/\/edit\/video\/overview\/[^/]+\/1$/, { timeout: 60_000 });
  await expect(page.getByTestId('studio-video-name')).toHaveText(video.title);
  return /\/edit\/video\/overview\/([^/]+)\/1$/.exec(page.url())?.[1] ?? '';
}

/**
 * A new video nobody holds: the overview says so and only reads until the producer checks it out from
 * the notice; then it is editable once its upload is processed (the notice names the processing meanwhile).
 * axe on the read-only overview.
 */
export async function checkOutFromNotice(page: Page, processing: { timeout: number }): Promise<void> {
  const notice = page.getByTestId('edit-notice');
  await expect(notice).toContainText('Video is checked in');
  await expect(page.getByTestId('studio-overview').getByLabel('Title')).toBeDisabled();
  await expect(page.getByTestId('studio-overview-save')).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Check out to edit' }).click();
  await expect(page.getByTestId('editorial-bar-control')).toHaveText('Video is checked out by you');
  await expect(notice).toHaveCount(0, processing);
  await expect(page.getByTestId('studio-overview').getByLabel('Title')).toBeEnabled();
}

/**
 * On the overview: Render video, its progress (queued, then running with a percentage, by the push or
 * the 3 s poll), and the panel's "Last rendered …: the video plays N s." matching `plays`. axe on the panel.
 */
export async function renderFromPanel(page: Page, plays: RegExp): Promise<void> {
  const panel = page.getByTestId('render-panel');
  await expect(panel.getByRole('heading', { name: 'Render' })).toBeVisible({ timeout: 30_000 });
  // The panel's own axe check (the studio shell around it is checked on its own).
  expect(await seriousA11yViolations(page, '[data-testid="render-panel"]')).toEqual([]);
  await panel.getByTestId('render-button').click();
  await expect(panel.getByTestId('render-progress')).toBeVisible({ timeout: 30_000 });
  const completed = panel.getByTestId('render-completed');
  await expect(completed).toBeVisible({ timeout: 180_000 });
  await expect(completed).toHaveText(plays);
  await expect(page.getByTestId('studio-video-status')).toHaveText('Draft');
  expect(await seriousA11yViolations(page, '[data-testid="render-panel"]')).toEqual([]);
}

/** The MP4 the video page offers as its download (the played rendition), written to `file`. */
export async function downloadRendition(
  request: APIRequestContext,
  token: string,
  humanId: string,
  file: string,
): Promise<string> {
  const download = await request.get(`${API_URL}/query/getVideoUrl?key=${humanId}&download=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(download.status(), await download.text()).toBe(200);
  const { signedUrl } = (await download.json()) as { signedUrl: string };
  const mp4 = await request.get(signedUrl);
  expect(mp4.status()).toBe(200);
  writeFileSync(file, await mp4.body());
  return file;
}

/**
 * The life cycle around a published version (spec 2 §4, §8), from the overview of a checked-in draft:
 * publish (the overview and the editor only read, saying why; no way back to draft but through
 * unpublishing; delete says why not), unpublish, back to draft (read-only until checked out again), check
 * out, and the overview is editable again. axe on the editorial bar at rest.
 */
export async function publishUnpublishToDraft(page: Page): Promise<void> {
  const bar = page.getByTestId('editorial-bar');
  const status = bar.getByTestId('editorial-bar-status');
  const nav = page.getByTestId('studio-nav');
  const notice = page.getByTestId('edit-notice');
  await expect(status).toHaveText('Draft', { timeout: 30_000 });

  await bar.getByTestId('editorial-bar-publish').click();
  await expect(status).toHaveText('Published');
  await expect(notice).toContainText('Can not update published video');
  await expect(page.getByTestId('studio-overview').getByLabel('Title')).toBeDisabled();
  await nav.getByRole('link', { name: 'Effects' }).click();
  await expect(notice).toContainText('Can not update published video');
  await expect(page.getByTestId('editor-add-chapter')).toBeDisabled();
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(bar.getByTestId('editorial-bar-makeDraft')).toBeDisabled();
  await expect(bar.getByTestId('editorial-bar-delete')).toBeDisabled();

  await bar.getByTestId('editorial-bar-unpublish').click();
  await expect(status).toHaveText('Unpublished');
  await bar.getByTestId('editorial-bar-makeDraft').click();
  await expect(status).toHaveText('Draft');
  // A draft nobody holds: still read-only until checked out.
  await expect(notice).toContainText('Video is checked in');
  await bar.getByTestId('editorial-bar-checkOut').click();
  await expect(bar.getByTestId('editorial-bar-control')).toHaveText('Video is checked out by you');
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('studio-overview').getByLabel('Title')).toBeEnabled();
  await expect(bar.getByTestId('editorial-bar-markReady')).toBeEnabled();
  // Measured at rest (the pointer off the button it just pressed).
  await page.mouse.move(0, 0);
  expect(await seriousA11yViolations(page, '[data-testid="editorial-bar"]')).toEqual([]);
}
