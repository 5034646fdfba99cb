/**
 * The studio in Chromium (issue 12, spec 2 §2 video routes): an admin creates a video from
 * /create/video by upload, lands on its overview — read-only until they check it out from the notice
 * (editorial control, spec 2 §4) and its upload is processed —, edits the title and type, picks a tag of
 * the organization's list, and reads both changes in the video's event log; axe on every section page.
 */
import { apiPost, cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import { seriousA11yViolations } from './support/a11y';
import { createWorkDir, generateClip, type WorkDir } from './support/media';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

const run = Date.now().toString(36);
const tag = { tagGroup: `Studio ${run}`, tagValue: 'Onboarding' };
let work: WorkDir;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  work = createWorkDir('studio');
  // A tag of the organization's list, as an admin adds it on /admin/tags.
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  await apiPost(request, '/command/organizationCommand', IdToken, { type: 'saveTag', payload: tag });
});

test.afterAll(() => work?.remove());

test('an admin creates a video by upload, edits its overview and tags, and sees the event log', async ({
  page,
  request,
}) => {
  // The upload's transcode is waited for before the overview can be edited.
  test.setTimeout(180_000);
  const clip = generateClip(work.dir, `studio-${run}.mp4`, { seconds: 3 });
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/create/video');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a video' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Nothing chosen yet: the page says what is missing.
  await page.getByTestId('create-video-submit').click();
  await expect(page.getByText('Choose a file or record the screen')).toBeVisible();

  await page.getByTestId('create-video-file').setInputFiles(clip);
  await expect(page.getByTestId('create-video-chosen')).toContainText(`studio-${run}.mp4`);
  await page.getByTestId('create-video-channel').selectOption({ label: 'Onboarding' });
  await page.getByTestId('create-video-type').selectOption('tutorial');
  await page.getByLabel('Title').fill(`Studio journey ${run}`);
  await page.getByTestId('create-video-submit').click();

  // The upload ends in the studio, on the new video's overview.
  await expect(page).toHaveURL(/\/edit\/video\/overview\/[^/]+\/1$/, { timeout: 60_000 });
  await expect(page.getByTestId('studio-video-name')).toHaveText(`Studio journey ${run}`);
  await expect(page.getByTestId('studio-video-version')).toHaveText('Version 1 of 1');
  const overview = page.getByTestId('studio-overview');
  await expect(overview.getByLabel('Video type')).toHaveValue('tutorial');
  // Nobody holds the new video: the overview only reads, and says so, until it is checked out.
  const notice = page.getByTestId('edit-notice');
  await expect(notice).toContainText('Video is checked in');
  await expect(overview.getByLabel('Title')).toBeDisabled();
  await expect(page.getByTestId('studio-overview-save')).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Check out to edit' }).click();
  await expect(page.getByTestId('editorial-bar-control')).toHaveText('Video is checked out by you');
  // Editable once the upload is processed too (the notice names the processing meanwhile).
  await expect(notice).toHaveCount(0, { timeout: 60_000 });
  await expect(overview.getByLabel('Title')).toBeEnabled();

  await overview.getByLabel('Title').fill(`Studio journey ${run} edited`);
  await overview.getByLabel('Abstract').fill('What the studio journey checks');
  await overview.getByLabel('Video type').selectOption('how-to');
  await page.getByTestId('studio-overview-save').click();
  await expect(page.getByTestId('studio-video-name')).toHaveText(`Studio journey ${run} edited`);

  // Tags: one of the organization's list.
  const nav = page.getByTestId('studio-nav');
  await nav.getByRole('link', { name: 'Tags' }).click();
  await expect(page).toHaveURL(/\/edit\/video\/tags\/[^/]+\/1$/);
  const tags = page.getByTestId('studio-tags');
  const group = tags.getByRole('group', { name: tag.tagGroup });
  await group.getByText(tag.tagValue).click();
  await expect(group.getByRole('checkbox', { name: tag.tagValue })).toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByTestId('studio-tags-save').click();
  // The overview's notice may still show beside the tags' one.
  await expect(page.getByText('Changes saved').last()).toBeVisible();

  // The event log: both changes, with who made them.
  await nav.getByRole('link', { name: 'Event log' }).click();
  await expect(page).toHaveURL(/\/edit\/video\/event-log\/[^/]+\/1$/);
  const log = page.getByTestId('event-log');
  await expect(log.getByText('updateOverview')).toBeVisible();
  // The change's new title (each entry's subject line names the video by that title too).
  await expect(log.getByText(`Studio journey ${run} edited`, { exact: true })).toBeVisible();
  await expect(log.getByTestId('event-log-subject').first()).toHaveText(
    `Video: Studio journey ${run} edited`,
  );
  // The tag's entry (updateGeneral; the upload's own entry says updateGeneral too).
  await expect(log.getByText(new RegExp(tag.tagValue))).toBeVisible();
  await expect(log.getByText('admin@acme.test').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The video page offers the way back into the studio.
  await page.getByRole('link', { name: 'Open the video page' }).click();
  await expect(page.getByTestId('video-edit')).toBeVisible();
});
