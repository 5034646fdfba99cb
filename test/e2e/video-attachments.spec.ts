/**
 * Video attachments in Chromium (issue 12 "Upload files"): an admin attaches a PDF on the editor's
 * upload-files tab of "Welcome to Acme", a member downloads it from the video page, and the admin
 * deletes it behind the confirmation checkbox. axe on the tab and on the video page. Sign-in by token.
 */
import { readFile } from 'node:fs/promises';
import { seriousA11yViolations } from './support/a11y';
import { expect, test } from './support/console-guard';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

const run = Date.now().toString(36);
const FILE = `Welcome handout ${run}.pdf`;
const PDF = Buffer.from(`%PDF-1.4\n% Welcome handout ${run}\n%%EOF\n`);

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('an admin attaches a PDF; a member downloads it from the video page', async ({
  page,
  request,
  browser,
}) => {
  await signInByToken(
    page,
    request,
    'acme',
    'admin@acme.test',
    '/edit/video/upload-files/video-acme-welcome/1',
  );
  const tab = page.getByTestId('upload-files');
  await expect(tab.getByRole('heading', { name: 'Attachments' })).toBeVisible();
  // A file of another type is refused before any upload.
  await page.getByTestId('upload-files-input').setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(
    tab.getByText('tool.exe could not be attached: The uploaded file type must be supported.'),
  ).toBeVisible();

  await page.getByTestId('upload-files-input').setInputFiles({
    name: FILE,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText(`${FILE} is attached.`)).toBeVisible();
  await expect(tab.getByTestId('upload-files-list').getByRole('link', { name: FILE })).toBeVisible();
  // The tab itself (the studio shell around it is H4's journey's to check).
  expect(await seriousA11yViolations(page, '[data-testid="upload-files"]')).toEqual([]);

  const context = await browser.newContext();
  const member = await context.newPage();
  await signInByToken(member, request, 'acme', 'member@acme.test', '/video/acmewelcome');
  const attachments = member.getByTestId('video-attachments');
  await expect(attachments.getByRole('heading', { name: 'Attachments' })).toBeVisible();
  const [download] = await Promise.all([
    member.waitForEvent('download'),
    attachments.getByRole('link', { name: FILE }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(FILE);
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);
  expect(await seriousA11yViolations(member, '[data-testid="video-attachments"]')).toEqual([]);
  await context.close();

  // The admin deletes it again (the seeded video stays as it was for other journeys).
  await tab.getByRole('button', { name: `Delete ${FILE}` }).click();
  const dialog = page.getByTestId('upload-files-delete-dialog');
  await dialog.getByText('Yes, delete this file').click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${FILE} is deleted.`)).toBeVisible();
  await expect(tab.getByRole('link', { name: FILE })).toHaveCount(0);
});
