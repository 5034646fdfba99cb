/**
 * A planned video in Chromium (issue 12, spec 2 §3 status planned: "This video has been planned but is
 * not available yet."): an admin plans a video from /create/video (a title, no file), the studio opens
 * on it with the planned-upload panel, the file is uploaded there and processed into a draft; the
 * editorial bar then archives it (confirmation checkbox) and restores it as a draft. axe on the pages.
 */
import { expect, test } from './support/console-guard';
import { seriousA11yViolations } from './support/a11y';
import { createWorkDir, generateClip, type WorkDir } from './support/media';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

const run = Date.now().toString(36);
let work: WorkDir;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  work = createWorkDir('studio-planned');
});

test.afterAll(() => work?.remove());

test('an admin plans a video, uploads its file later in the studio, archives and restores it', async ({
  page,
  request,
}) => {
  // The upload's transcode is waited for before the video can be archived.
  test.setTimeout(180_000);
  const clip = generateClip(work.dir, `planned-${run}.mp4`, { seconds: 3 });
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/create/video');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a video' })).toBeVisible();
  await page.getByTestId('create-video-channel').selectOption({ label: 'Onboarding' });

  // Planning needs a title, not a file.
  const plan = page.getByTestId('create-video-plan');
  await plan.click();
  await expect(page.getByText('Choose a file or record the screen')).toHaveCount(0);
  await page.getByLabel('Title').fill(`Planned ${run}`);
  await plan.click();

  await expect(page).toHaveURL(/\/edit\/video\/overview\/[^/]+\/1$/, { timeout: 30_000 });
  await expect(page.getByTestId('studio-video-name')).toHaveText(`Planned ${run}`);
  await expect(page.getByTestId('editorial-bar-status')).toHaveText('Planned');
  const panel = page.getByTestId('planned-upload');
  await expect(panel).toContainText('This video has been planned but is not available yet.');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // No file chosen: the panel says so; then the file is uploaded and processed into a draft.
  await panel.getByTestId('planned-upload-submit').click();
  await expect(panel.getByText('Choose a video file to upload')).toBeVisible();
  await panel.getByTestId('planned-upload-file').setInputFiles(clip);
  await panel.getByTestId('planned-upload-submit').click();
  await expect(panel).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('editorial-bar-status')).toHaveText('Draft', { timeout: 90_000 });

  // Archive behind the checkbox; the bar then offers Restore, which makes it a draft again.
  await page.getByTestId('editorial-bar-archive').click();
  const dialog = page.getByTestId('editorial-bar-archive-dialog');
  const archive = dialog.getByRole('button', { name: 'Archive', exact: true });
  await expect(archive).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByText('I understand that the video is archived').click();
  await archive.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('editorial-bar-status')).toHaveText('Archived');
  await page.getByTestId('editorial-bar-restore').click();
  await expect(page.getByTestId('editorial-bar-status')).toHaveText('Draft');
});
