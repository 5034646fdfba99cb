import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatLongDate } from '#shared/domain/format';
import { cognitoSignIn } from './support/auth';
import {
  createVideo,
  createWorkDir,
  generateClip,
  readVideo,
  uploadOriginal,
  videoCommand,
  waitForTranscoded,
  type WorkDir,
} from './support/media';
import { tenantUrl, waitForPlatform } from './support/platform';
import { playsPast } from './support/player';

/**
 * Public viewing (spec 1 §2 "Public viewing routes"; issue 4 "An anonymous visitor plays a public embed
 * (both branding variants) and sees login-required on a private one"). The fixtures are made here
 * through the API, independent of the demo seed: a generated clip uploaded to acme (active
 * subscription) and one to globex (none), transcoded by the local pipeline, made public with
 * updateGeneral publicEmbed; plus a private acme video. The visitor is never signed in.
 */
interface Fixture {
  key: string;
  name: string;
  createdAt: string;
}

let workDir: WorkDir | undefined;
let clip = '';
/** The embed key of the demo "Welcome to Acme" (public, English and Danish subtitles, transcoded at start). */
let welcomeKey = '';
const fixtures: Record<'acmePublic' | 'globexPublic' | 'acmePrivate', Fixture> = {
  acmePublic: { key: '', name: '', createdAt: '' },
  globexPublic: { key: '', name: '', createdAt: '' },
  acmePrivate: { key: '', name: '', createdAt: '' },
};

/** createVideo → (upload → transcoded) → updateGeneral publicEmbed: the video's embed key. */
async function makeVideo(
  request: APIRequestContext,
  org: string,
  email: string,
  channelId: string,
  name: string,
  options: { upload: boolean; publicEmbed: boolean },
): Promise<Fixture> {
  const { IdToken: token } = await cognitoSignIn(request, org, email);
  const video = await createVideo(request, token, { channelId, name });
  if (options.upload) {
    await uploadOriginal(request, token, video.id, clip);
    await waitForTranscoded(request, token, video.id);
  }
  const updated = await videoCommand(request, token, 'updateGeneral', {
    videoId: video.id,
    version: 1,
    publicEmbed: options.publicEmbed,
  });
  const { createdAt } = await readVideo(request, token, video.humanId);
  return { key: updated.embedKey ?? '', name, createdAt };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await waitForPlatform(request);
  workDir = createWorkDir('embed');
  clip = generateClip(workDir.dir, 'clip.mp4', { seconds: 8 });
  fixtures.acmePublic = await makeVideo(
    request,
    'acme',
    'admin@acme.test',
    'ch-acme-onboarding',
    'E2E public embed (acme)',
    { upload: true, publicEmbed: true },
  );
  fixtures.globexPublic = await makeVideo(
    request,
    'globex',
    'admin@globex.test',
    'ch-globex-supply-chain',
    'E2E public embed (globex)',
    { upload: true, publicEmbed: true },
  );
  fixtures.acmePrivate = await makeVideo(
    request,
    'acme',
    'admin@acme.test',
    'ch-acme-onboarding',
    'E2E private embed (acme)',
    { upload: false, publicEmbed: false },
  );
  for (const f of Object.values(fixtures)) expect(f.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
  const { IdToken: admin } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  welcomeKey = (await readVideo(request, admin, 'acmewelcome')).embed?.embedKey ?? '';
  expect(welcomeKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
});

test.afterAll(() => {
  workDir?.remove();
});

/** Plays the page's video muted (no user gesture needed) and waits for playback to advance. */
async function playsAnonymously(page: Page) {
  const video = page.getByTestId('embed-video-element');
  await expect(video).toBeVisible();
  await playsPast(video);
  await expect(page.getByTestId('embed-player-error')).toHaveCount(0);
}

test('an anonymous visitor plays a public embed of an organization with a subscription', async ({ page }) => {
  const { key, name, createdAt } = fixtures.acmePublic;
  const anonymousEvents: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/command/anonymous-analytics')) anonymousEvents.push(r.postData() ?? '');
  });
  await page.goto(tenantUrl('acme', `/embed/${key}?subTitleLang=da`));

  await expect(page.getByTestId('embed-title')).toHaveText(name);
  // "created date (long format: month name, day ordinal, year)"
  await expect(page.getByTestId('embed-created')).toContainText(`Created ${formatLongDate(createdAt)}`);
  await expect(page.getByRole('heading', { name: 'Related links' })).toBeVisible();
  await expect(page.getByText('This video has no related links.')).toBeVisible();
  // Branding with a subscription: the organization's logo and a login button back to this address.
  await expect(page.getByTestId('embed-organization-logo')).toBeVisible();
  const login = page.getByTestId('embed-login');
  await expect(login).toHaveText('Login');
  const href = new URL((await login.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/loginembed');
  expect(href.searchParams.get('redirect')).toBe(page.url());
  await expect(page.getByTestId('embed-get-product')).toHaveCount(0);
  // No layout chrome: no sidebar, no toolbar.
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  await playsAnonymously(page);
  // The playback start is reported anonymously, by embed key (no token).
  await expect.poll(() => anonymousEvents.some((e) => e.includes('videoPlaybackStarted'))).toBe(true);
  expect(anonymousEvents[0]).toContain(key);
});

test('an anonymous visitor plays a shared video of an organization without a subscription', async ({
  page,
}) => {
  const { key, name } = fixtures.globexPublic;
  await page.goto(tenantUrl('globex', `/sharing/${key}`));

  await expect(page.getByTestId('embed-title')).toHaveText(name);
  // Branding without a subscription: the product's logo and a get-the-product button.
  await expect(page.getByTestId('embed-product-logo')).toBeVisible();
  await expect(page.getByTestId('embed-get-product')).toHaveText('Get Tubes');
  await expect(page.getByTestId('embed-login')).toHaveCount(0);
  await expect(page.getByTestId('embed-organization-logo')).toHaveCount(0);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  await playsAnonymously(page);
});

test('a private video shows the login-required message after its fade-in delay', async ({ page }) => {
  const { key } = fixtures.acmePrivate;
  await page.goto(tenantUrl('acme', `/sharing/embed/${key}`));
  const message = page.getByTestId('embed-login-required');
  await expect(message).toBeVisible();
  await expect(message).toContainText('You need to log in to watch this video.');
  await expect(message).toHaveAttribute('data-shown', 'true');
  await expect(message.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    /^\/loginembed\?redirect=/,
  );
  await expect(page.getByTestId('embed-video-element')).toHaveCount(0);
  await expect(page.getByTestId('embed-title')).toHaveCount(0);
  // Still the public page: not sent to the login page.
  expect(new URL(page.url()).pathname).toBe(`/sharing/embed/${key}`);
});

test('from the login-required message, a member of the organization signs in and is back at the video', async ({
  page,
}) => {
  const { key, name } = fixtures.acmePrivate;
  await page.goto(tenantUrl('acme', `/sharing/embed/${key}`));
  await page.getByTestId('embed-login-required').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/loginembed\?redirect=/);
  await page.getByLabel(/^Email/).fill('admin@acme.test');
  await page
    .getByLabel(/^Password/)
    .first()
    .fill('Passw0rd!');
  await page.getByRole('button', { name: 'Login' }).click();
  // Back at the same address (spec 1 §4), now through the member lookup: the private video's page.
  await expect(page).toHaveURL(tenantUrl('acme', `/sharing/embed/${key}`), { timeout: 30_000 });
  await expect(page.getByTestId('embed-title')).toHaveText(name);
  await expect(page.getByTestId('embed-login-required')).toHaveCount(0);
  await expect(page.getByTestId('embed-login')).toHaveCount(0);
});

test("a key of another organization's address or an unknown key shows the not-found text", async ({
  page,
}) => {
  // The acme key under globex's address: the lookup is narrowed to the page's organization.
  await page.goto(tenantUrl('globex', `/embed/${fixtures.acmePublic.key}`));
  const notFound = page.getByTestId('embed-not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound).toContainText('The video is not available');
  await expect(notFound).toContainText('Video you are looking is not found');

  await page.goto(tenantUrl('acme', `/embed/${'x'.repeat(24)}`));
  await expect(page.getByTestId('embed-not-found')).toContainText('Video you are looking is not found');
  expect(new URL(page.url()).pathname).toBe(`/embed/${'x'.repeat(24)}`);
});

/** The cue texts the showing text track has on screen now. */
function shownCues(video: Locator) {
  return video.evaluate((v: HTMLVideoElement) => {
    const track = [...v.textTracks].find((t) => t.mode === 'showing');
    return [...(track?.activeCues ?? [])].map((c) => (c as VTTCue).text).join(' ');
  });
}

test('?subTitleLang=da shows the Danish captions (issue 9 point 12)', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(tenantUrl('acme', `/embed/${welcomeKey}?subTitleLang=da`));
  await expect(page.getByTestId('embed-title')).toHaveText('Welcome to Acme');
  const video = page.getByTestId('embed-video-element');
  // The Danish rendition is the one text track showing, and its cues arrived.
  await expect
    .poll(
      () =>
        video.evaluate((v: HTMLVideoElement) =>
          [...v.textTracks]
            .filter((t) => t.mode === 'showing')
            .map((t) => `${t.language}:${t.cues?.length ?? 0}`),
        ),
      { timeout: 60_000 },
    )
    .toEqual([expect.stringMatching(/^da:[1-9]/)]);
  // At 9 s the Danish sentence spoken there is on screen.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 9;
  });
  await expect.poll(() => shownCues(video), { timeout: 20_000 }).toContain('Vi bygger raketter, ambolte');

  // The sharing page reads the choice as well; without it, no captions show.
  await page.goto(tenantUrl('acme', `/sharing/${welcomeKey}?subTitleLang=en-us`));
  await expect
    .poll(() =>
      page
        .getByTestId('embed-video-element')
        .evaluate((v: HTMLVideoElement) =>
          [...v.textTracks].filter((t) => t.mode === 'showing').map((t) => t.language),
        ),
    )
    .toEqual(['en-us']);
  await page.goto(tenantUrl('acme', `/sharing/embed/${welcomeKey}`));
  const plain = page.getByTestId('embed-video-element');
  // Once hls.js has created the tracks, none of them shows.
  await expect.poll(() => plain.evaluate((v: HTMLVideoElement) => v.textTracks.length)).toBe(2);
  expect(
    await plain.evaluate(
      (v: HTMLVideoElement) => [...v.textTracks].filter((t) => t.mode === 'showing').length,
    ),
  ).toBe(0);
});

test('in an iframe of 640×360, 400×225 or 1280×720 the whole player with its controls fits the frame', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const [width, height] of [
    [640, 360],
    [400, 225],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width: Math.max(width + 40, 800), height: height + 40 });
    // A customer's page with the snippet the "Embed & share" dialog hands out.
    await page.setContent(
      `<body style="margin:20px"><iframe src="${tenantUrl('acme', `/sharing/embed/${welcomeKey}?subTitleLang=da`)}"` +
        ` width="${width}" height="${height}" style="border:0" allow="autoplay; fullscreen"></iframe></body>`,
    );
    const frameBox = (await page.locator('iframe').boundingBox())!;
    const frame = page.frameLocator('iframe');
    const video = frame.getByTestId('embed-video-element');
    await expect(video).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByTestId('embed-title')).toHaveText('Welcome to Acme');
    const box = (await video.boundingBox())!;
    const where = `${width}×${height}: video ${JSON.stringify(box)} in frame ${JSON.stringify(frameBox)}`;
    // The native controls are the element's bottom strip: the whole element is inside the frame.
    expect(box.x, where).toBeGreaterThanOrEqual(frameBox.x);
    expect(box.y, where).toBeGreaterThanOrEqual(frameBox.y);
    expect(box.x + box.width, where).toBeLessThanOrEqual(frameBox.x + frameBox.width + 0.5);
    expect(box.y + box.height, where).toBeLessThanOrEqual(frameBox.y + frameBox.height + 0.5);
    // Not a thumbnail either: the player takes most of the frame, 16:9.
    expect(box.height, where).toBeGreaterThan(height * 0.8);
    expect(Math.abs(box.width / box.height - 16 / 9), where).toBeLessThan(0.02);
    // The header stays, above the player (compact in the small frames).
    const header = (await frame.getByTestId('embed-header').boundingBox())!;
    expect(header.y + header.height, where).toBeLessThanOrEqual(box.y + 0.5);
    await expect(frame.getByTestId('embed-header')).toHaveAttribute('data-compact', String(height <= 520));
    // Shown without scrolling the frame, and it plays there.
    expect(await frame.locator('html').evaluate(() => window.scrollY), where).toBe(0);
    await playsPast(video, 0.5);
  }
});
