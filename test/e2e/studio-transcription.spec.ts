/**
 * The automatic transcription's state in the studio (issue 12 "Languages without a local model say so
 * clearly", spec 1 §7 autoTranscribe): /create/video warns before the upload when the stage's transcriber
 * cannot hear the chosen master language (locally: pocketsphinx has an en-US model only), and after the
 * upload the overview and the manuscript tab show the transcription's outcome with the transcriber's
 * reason. axe on the pages. (An English upload's transcript is checked in studio-journey.spec.ts.)
 */
import { expect, test } from './support/console-guard';
import { seriousA11yViolations } from './support/a11y';
import { createWorkDir, generateClip, type WorkDir } from './support/media';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { createVideoFromPage } from './support/studio';

const run = Date.now().toString(36);
let work: WorkDir;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  work = createWorkDir('studio-transcription');
});

test.afterAll(() => work?.remove());

test('a Danish upload is warned about before, and its transcription failure is explained after', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const clip = generateClip(work.dir, `danish-${run}.mp4`, { seconds: 2 });
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/create/video?channelId=ch-acme-onboarding');
  const warning = page.getByTestId('create-video-no-transcription');
  // English: the local transcriber hears it, no warning.
  await expect(page.getByLabel('Master language')).toHaveValue('en-us');
  await expect(warning).toHaveCount(0);

  await page.getByLabel('Master language').selectOption('da');
  await expect(warning).toHaveText(
    'Automatic transcription cannot hear Dansk here, so this video will get no transcript. ' +
      'Write its manuscript in the editor, or choose another master language.',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Without automatic transcription there is nothing to warn about.
  const transcribe = page.getByText('Transcribe the video automatically');
  await transcribe.click();
  await expect(warning).toHaveCount(0);
  await transcribe.click();
  await expect(warning).toBeVisible();

  await createVideoFromPage(page, { file: clip, title: `Danish briefing ${run}` });

  // The overview: the transcription's outcome, with the local transcriber's reason.
  const status = page.getByTestId('transcription-status');
  await expect(status).toHaveAttribute('data-status', 'failed', { timeout: 120_000 });
  await expect(status).toContainText(
    'Automatic transcription failed: The local Transcribe has no speech model for da-DK',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The manuscript tab says the same above the manuscript.
  await page.getByTestId('studio-nav').getByRole('link', { name: 'Manuscript' }).click();
  await expect(page).toHaveURL(/\/edit\/video\/manuscript\/[^/]+\/1$/);
  await expect(page.getByTestId('transcription-status')).toContainText('no speech model for da-DK');
});
