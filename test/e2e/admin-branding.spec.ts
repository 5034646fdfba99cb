/**
 * Organization settings in Chromium (issue 11: /admin/branding, /admin/organization, /admin/tags,
 * /admin/information-classification, the admin-settings side menu): an admin changes the colour, the
 * logo and the tube's images (background, thumbnail overlay and logo) and a member in another browser
 * context sees them without reloading, on the home header and on video cards; the organization form
 * saves and survives a reload; tags are added, edited and deleted (confirmation checkbox); axe finds
 * no serious violation on each page. Users sign in by token (sign-in is not the subject here).
 */
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO_PASSWORD, apiPost, cognitoSignIn, registeredUser } from './support/auth';
import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { API_URL, hexToRgb, tenantUrl, waitForPlatform } from './support/platform';
import { seriousA11yViolations } from './support/a11y';
import { updateOrganization } from './support/organization';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function noSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** A real PNG (ffmpeg), as an admin would pick it. */
function png(width: number, height: number): Buffer {
  return execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', `color=c=0xf0a020:s=${width}x${height}`],
    ...['-frames:v', '1', '-c:v', 'png', '-f', 'image2pipe', 'pipe:1'],
  ]);
}

async function acmeTube(request: APIRequestContext) {
  const res = await request.get(`${API_URL}/query/tube?orgId=acme`);
  return (await res.json()) as { color: string; logo: string; name: string };
}

test('an admin changes colour, logo and the tube images; a member sees them without reloading', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const before = await acmeTube(request);
  const admin = await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/branding');
  try {
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInByToken(member, request, 'acme', 'member@acme.test', '/home');
    const hero = member.getByTestId('home-hero');
    await expect(hero).toHaveCSS('background-color', hexToRgb(before.color));
    await expect(hero).toHaveCSS('background-image', 'none');
    const memberLogo = member.getByRole('link', { name: `${before.name} home` }).locator('img');
    // A second page of the member's shows video cards: no overlay or thumbnail logo yet.
    const videos = await memberContext.newPage();
    await videos.goto(tenantUrl('acme', '/channel/ch-acme-onboarding/videos'));
    const card = videos.getByTestId('channel-video-card').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('thumbnail-overlay')).toHaveCount(0);
    await expect(card.getByTestId('thumbnail-logo')).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();
    // The side menu leads to the settings pages that exist.
    const menu = page.getByRole('navigation', { name: 'Settings' });
    await expect(menu.getByRole('link', { name: 'Tube branding' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Company information' })).toBeVisible();
    // Access control: who may do what in the tube, on the users page.
    await expect(menu.getByRole('link', { name: 'Access control' })).toHaveAttribute('href', '/admin/users');
    await noSeriousViolations(page);

    // A colour too light for white button text is refused before saving.
    const colour = page.locator('input[name="color"]');
    await colour.fill('#FFD700');
    await expect(page.getByTestId('colour-error')).toHaveText(
      'The color is too light for white text on buttons (contrast 1.4:1, at least 4.5:1 needed)',
    );
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await colour.fill('#0B5394');
    await expect(page.getByText('White text on this color is easy to read.')).toBeVisible();

    // A background image below its minimum size is refused in the browser; the logo is taken.
    await page.getByTestId('branding-file-backgroundImage').setInputFiles({
      name: 'small.png',
      mimeType: 'image/png',
      buffer: png(320, 200),
    });
    await expect(page.getByText('The image must be at least 1280 × 720 pixels')).toBeVisible();
    // The tube's images: a background, the thumbnail overlay and the thumbnail logo.
    await page.getByTestId('branding-file-backgroundImage').setInputFiles({
      name: 'background.png',
      mimeType: 'image/png',
      buffer: png(1280, 720),
    });
    await expect(page.getByText('The image must be at least 1280 × 720 pixels')).toBeHidden();
    await page.getByTestId('branding-file-thumbnailOverlay').setInputFiles({
      name: 'overlay.png',
      mimeType: 'image/png',
      buffer: png(640, 360),
    });
    await page.getByTestId('branding-file-thumbnailLogo').setInputFiles({
      name: 'mark.png',
      mimeType: 'image/png',
      buffer: png(64, 64),
    });
    await page.getByTestId('branding-file-logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png(240, 80),
    });
    const preview = page.getByTestId('branding-preview');
    await expect(preview.getByRole('img', { name: /logo/i })).toHaveAttribute('src', /^blob:/);

    await page.getByRole('button', { name: 'Save' }).click();
    // Four uploads, then the command: on a busy machine this takes a while.
    await expect(page.getByText('Your changes have been saved')).toBeVisible({ timeout: 60_000 });

    // The member's open page follows at once (REFETCH_TUBE), without a reload.
    await expect(hero).toHaveCSS('background-color', hexToRgb('#0B5394'), { timeout: 15_000 });
    await expect(memberLogo).toHaveAttribute('src', /generic\/acme\//, { timeout: 15_000 });
    // The tube's images too: the home header's background, the cards' overlay and corner logo.
    await expect(hero).toHaveCSS('background-image', /url\("[^"]*generic\/acme\//, { timeout: 15_000 });
    await expect(card.getByTestId('thumbnail-overlay')).toHaveAttribute('src', /generic\/acme\//, {
      timeout: 15_000,
    });
    await expect(card.getByTestId('thumbnail-logo')).toHaveAttribute('src', /generic\/acme\//);
    await expect(card.getByTestId('thumbnail-logo')).toBeVisible();
    expect(await seriousA11yViolations(member)).toEqual([]);
    expect(await seriousA11yViolations(videos)).toEqual([]);
    // The admin's own page has it too.
    await expect(page.getByRole('link', { name: `${before.name} home` }).locator('img')).toHaveAttribute(
      'src',
      /generic\/acme\//,
    );
    await memberContext.close();
  } finally {
    // Back to the demo branding for the journeys that follow.
    await apiPost(request, '/command/organizationCommand', admin.IdToken, {
      type: 'updateBranding',
      payload: {
        color: before.color,
        logo: '',
        thumbnailLogo: '',
        thumbnailOverlay: '',
        backgroundImage: '',
      },
    });
  }
});

test('the organization form saves, survives a reload and says what is wrong', async ({ page, request }) => {
  const admin = await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/branding');
  const settings = await request.get(`${API_URL}/query/organizationSettings`, {
    headers: { authorization: `Bearer ${admin.IdToken}` },
  });
  const saved = (await settings.json()) as Record<string, unknown>;
  try {
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Company information' })
      .click();
    await expect(page).toHaveURL(tenantUrl('acme', '/admin/organization'));
    const form = page.getByTestId('admin-organization');
    await expect(form.getByLabel(/^Name/)).toHaveValue('Acme Corporation');
    await noSeriousViolations(page);

    const domains = form.getByRole('textbox', { name: 'Allowed e-mail domains' });
    await domains.fill('acme.test\nnot a domain');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('not a domain is not a domain such as example.com')).toBeVisible();

    await domains.fill('acme.test\nAcme-Partners.com');
    await form.getByRole('button', { name: 'Add page tag' }).click();
    await form
      .getByRole('textbox', { name: /^Page of tag \d+$/ })
      .last()
      .fill('admin/branding');
    await form
      .getByRole('textbox', { name: /^Group of tag \d+$/ })
      .last()
      .fill('topic');
    await form
      .getByRole('textbox', { name: /^Value of tag \d+$/ })
      .last()
      .fill('Branding');
    await form.getByRole('textbox', { name: 'Block message' }).fill('Only Acme employees may sign in here.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes have been saved')).toBeVisible();

    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Allowed e-mail domains' })).toHaveValue(
      'acme.test\nacme-partners.com',
    );
    await expect(form.getByRole('textbox', { name: /^Value of tag \d+$/ }).last()).toHaveValue('Branding');
    await expect(form.getByRole('textbox', { name: 'Block message' })).toHaveValue(
      'Only Acme employees may sign in here.',
    );
  } finally {
    await updateOrganization(request, admin.IdToken, saved);
  }
});

test.describe('the block message', () => {
  // The blocked member's session call is refused (403), which the browser logs.
  test.use({ allowConsoleErrors: [/status of 403/] });

  test('a member outside the allowed domains sees the message and can sign out', async ({
    page,
    request,
  }) => {
    const admin = await cognitoSignIn(request, 'acme', 'admin@acme.test');
    const settings = await request.get(`${API_URL}/query/organizationSettings`, {
      headers: { authorization: `Bearer ${admin.IdToken}` },
    });
    const saved = (await settings.json()) as Record<string, unknown>;
    const update = (changes: Record<string, unknown>) =>
      updateOrganization(request, admin.IdToken, saved, changes);
    try {
      // Registered while partner.example was allowed; then acme narrows its domains and writes a message.
      await update({ whitelistedDomains: ['acme.test', 'partner.example'], blockMessage: '' });
      const outsider = await registeredUser(request, 'blocked', 'partner.example');
      const message = 'Only Acme employees may sign in here.\nAsk your manager for an Acme account.';
      await update({ whitelistedDomains: ['acme.test'], blockMessage: message });

      await page.goto(tenantUrl('acme', '/login'));
      await page.getByLabel(/^Email/).fill(outsider);
      await page
        .getByLabel(/^Password/)
        .first()
        .fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('heading', { name: 'Access to Acme Corporation is limited' })).toBeVisible({
        timeout: 30_000,
      });
      // The organization's own words, line breaks kept, as text.
      await expect(page.getByTestId('organization-block-message')).toHaveText(message);
      await expect(page.getByTestId('user-menu-trigger')).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Logout' }).click();
      // Signed out as any logout is (the central login), the session gone: acme asks for a sign-in again.
      await page.waitForURL((url) => url.searchParams.get('loggingOut') === 'true');
      expect(new URL(page.url()).searchParams.get('commingFrom')).toBe('acme');
      await page.goto(tenantUrl('acme', '/home'));
      await page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await update({});
    }
  });
});

test('an admin adds, edits and deletes a tag; classification needs its permission', async ({
  page,
  request,
}) => {
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const list = page.getByTestId('admin-tags');
  await expect(list.getByText('No tags found')).toBeVisible();
  await noSeriousViolations(page);

  await list.getByRole('button', { name: 'Add tag' }).click();
  const dialog = page.getByTestId('settings-item-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Group/ }).fill('department');
  await dialog.getByRole('textbox', { name: /^Value/ }).fill('Finance');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('cell', { name: 'Finance', exact: true })).toBeVisible();
  await noSeriousViolations(page);

  await list.getByRole('button', { name: 'Edit: department: Finance' }).click();
  await dialog.getByRole('textbox', { name: /^Value/ }).fill('Accounting');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('cell', { name: 'Accounting', exact: true })).toBeVisible();

  await list.getByRole('button', { name: 'Delete: department: Accounting' }).click();
  const confirm = page.getByTestId('settings-delete-dialog');
  const remove = confirm.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeDisabled();
  await confirm.getByText('I understand that this cannot be undone').click();
  await remove.click();
  await expect(confirm).toBeHidden();
  await expect(list.getByText('No tags found')).toBeVisible();

  // acme's admin does not hold updateInformationClassification: the page says so.
  await page.goto(tenantUrl('acme', '/admin/information-classification'));
  await expect(page.getByRole('heading', { level: 1, name: 'Information classification' })).toBeVisible();
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await noSeriousViolations(page);
});
