/**
 * The quick guide in Chromium (issue 12): a producer holding a transcoded draft with three chapters opens
 * the studio's quick-guide tab, finds the first chapter refused (spec 2 §5), marks the other two for the
 * guide and rewrites one's manuscript there; the autosave saves it and each page shows the still taken at
 * its chapter start. Once the video is published a member downloads "Download guide (PDF)" from the video
 * page: a PDF of a title page and two chapter pages, whose first page pdftoppm renders. axe on the tab.
 * Sign-in by token (sign-in is not the subject here).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { seriousA11yViolations } from './support/a11y';
import { cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import {
  checkOutVideo,
  createTranscodedVideo,
  createWorkDir,
  generateClip,
  videoCommand,
  type WorkDir,
} from './support/media';
import { API_URL, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

/** A company channel members may watch, without demo videos. */
const CHANNEL = 'ch-acme-leadership';
const NAME = `E2E guide ${Date.now().toString(36)}`;
let workDir: WorkDir | undefined;
let video: { id: string; humanId: string } = { id: '', humanId: '' };
let adminToken = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForPlatform(request);
  workDir = createWorkDir('quick-guide');
  adminToken = (await cognitoSignIn(request, 'acme', 'admin@acme.test')).IdToken;
  const clip = generateClip(workDir.dir, 'guide.mp4', { seconds: 6 });
  video = await createTranscodedVideo(request, adminToken, { channelId: CHANNEL, name: NAME, clip });
  const headers = { authorization: `Bearer ${adminToken}` };
  // The producer holds editorial control (the life cycle's guard on the editor's save).
  await checkOutVideo(request, adminToken, video.id);
  const saved = await request.put(`${API_URL}/command/studio/videos/${video.id}/1/rendering/en-us`, {
    headers,
    data: {
      revision: 0,
      renderingData: {
        subtitles: {
          chapters: [
            { startSeconds: 0, manuscript: 'Welcome to the tool.' },
            { startSeconds: 2, manuscript: 'Open the File menu.' },
            { startSeconds: 4, manuscript: 'Choose Save.' },
          ],
        },
        links: [],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(() => workDir?.remove());

test('a producer marks chapters for the quick guide; a member downloads the PDF from the video page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/edit/video/quick-guide/${video.id}/1`);
  const tab = page.getByTestId('quick-guide');
  await expect(tab.getByRole('heading', { name: 'Quick guide', level: 3 })).toBeVisible({ timeout: 30_000 });
  const chapters = tab.getByTestId('quick-guide-chapter');
  await expect(chapters).toHaveCount(3);
  // Spec 2 §5: the first chapter never has a quick guide.
  await expect(chapters.nth(0).getByText('The first chapter can not have a quick guide')).toBeVisible();
  await expect(chapters.nth(0).getByRole('checkbox')).toHaveCount(0);

  await chapters.nth(1).getByText('Page in the quick guide').click();
  await chapters.nth(2).getByText('Page in the quick guide').click();
  await expect(tab.getByTestId('quick-guide-pages')).toHaveText('Pages in the quick guide: 2');
  // The manuscript of a page, edited in the tab (the editor's document: autosaved, undoable).
  await chapters.nth(2).getByTestId('editor-manuscript-edit').click();
  await chapters.nth(2).getByLabel('Manuscript of chapter 3').fill('Choose Save, then close the tool.');
  await chapters.nth(2).getByTestId('editor-manuscript-apply').click();
  await expect(chapters.nth(2).getByText('Choose Save, then close the tool.')).toBeVisible();
  await expect(page.getByTestId('editor-save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 30_000,
  });
  // The stills are taken server-side (MediaConvert frame captures; locally the emulator's ffmpeg).
  const stills = tab.getByTestId('quick-guide-still');
  await expect(stills).toHaveCount(2, { timeout: 180_000 });
  for (const still of await stills.all()) {
    await expect(still).toHaveJSProperty('complete', true);
    expect(await still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(stills.first()).toHaveAttribute('alt', /Still frame of Chapter 2/);
  expect(await seriousA11yViolations(page, '[data-testid="quick-guide"]')).toEqual([]);

  // Published, the video (and its guide) is the members'.
  await videoCommand(request, adminToken, 'publishVideo', { videoId: video.id });
  // The studio (player, timeline, polls) is done: its CPU goes to the member's page.
  await page.close();

  const context = await browser.newContext({ acceptDownloads: true });
  const member = await context.newPage();
  await signInByToken(member, request, 'acme', 'member@acme.test', `/video/${video.humanId}`);
  const button = member.getByRole('button', { name: 'Download guide (PDF)' });
  await expect(button).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    member.waitForEvent('download', { timeout: 60_000 }),
    button.click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${NAME} - Quick guide.pdf`);
  const file = path.join(workDir?.dir ?? '', 'guide.pdf');
  await download.saveAs(file);
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
  // The PDF opens: poppler renders its first page (the title page).
  const prefix = path.join(workDir?.dir ?? '', 'page');
  execFileSync('pdftoppm', ['-png', '-f', '1', '-l', '1', file, prefix]);
  const png = `${prefix}-1.png`;
  expect(statSync(png).size).toBeGreaterThan(1000);
  expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
  await context.close();
});
