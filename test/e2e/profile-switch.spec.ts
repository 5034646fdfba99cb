/**
 * First login and profile, organization switching and the staff's create link (issue 5):
 * - a new user goes through the onboarding wizard in Danish (spec 1 §4 onboarding wizard);
 * - profile edit with validation (phone numeric, picture an image) that persists after a reload;
 * - staff@tubes.dev switches into acme, sees the notice bar and returns by clicking it;
 * - staff see the network submenu with create link, and a link lets a user switch.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/console-guard';
import { registeredUser } from './support/auth';
import { waitForPlatform } from './support/platform';
import { openUserMenu, signInThroughUi } from './support/shell-session';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens the user menu and chooses an entry, once: a click lost to a re-render fails the journey. */
async function openMenuItem(page: Page, name: string, menuLabel = 'User menu'): Promise<void> {
  await openUserMenu(page, menuLabel);
  await page.getByRole('menuitem', { name }).click();
}

// Each journey signs in, reloads and (for switching) renews its token and reloads again: on the shared
// 2-core machine that outgrows the default 60 s.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test.describe('onboarding wizard', () => {
  test('a new user goes through the wizard in Danish: language, details, picture', async ({
    page,
    request,
  }) => {
    const email = await registeredUser(request, 'wizard');
    await signInThroughUi(page, 'acme', email);
    const wizard = page.getByTestId('onboarding-wizard');
    await expect(wizard).toBeVisible();
    await expect(wizard.getByRole('heading', { name: "Welcome! Let's set up your workspace" })).toBeVisible();

    // Step 1: the organization's languages; leaving it with Dansk switches the UI.
    await wizard.getByText('Dansk', { exact: true }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    // Step 2 speaks Danish.
    await expect(
      wizard.getByRole('heading', { name: 'Velkommen! Lad os gøre dit arbejdsområde klar' }),
    ).toBeVisible();
    await expect(wizard.getByText('Fortæl dine kolleger, hvem du er.')).toBeVisible();
    await wizard.getByLabel('Fornavn').fill('Ida');
    await wizard.getByLabel('Efternavn').fill('Iversen');
    await wizard.getByLabel('Telefonnummer').fill('12ab');
    await expect(wizard.getByText('Telefonnummeret må kun indeholde cifre')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Næste' })).toBeDisabled();
    await wizard.getByLabel('Telefonnummer').fill('12345678');
    await wizard.getByRole('button', { name: 'Næste' }).click();

    // Step 3: the picture, uploaded on "Færdig".
    await expect(wizard.getByText('Tilføj et billede, så dine kolleger kan genkende dig.')).toBeVisible();
    await wizard
      .getByTestId('picture-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await wizard.getByRole('button', { name: 'Færdig' }).click();
    await expect(wizard).toHaveCount(0);

    // Saved: the wizard stays closed after a reload, the UI stays Danish, the details and picture are kept.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Brugermenu' })).toBeVisible();
    await expect(page.getByTestId('onboarding-wizard')).toHaveCount(0);
    await expect(page.getByTestId('user-menu-trigger').locator('img')).toHaveAttribute(
      'src',
      /generic%2Facme%2F|generic\/acme\//,
    );
    await openMenuItem(page, 'Min profil', 'Brugermenu');
    const dialog = page.getByTestId('profile-dialog');
    await expect(dialog.getByLabel('Fornavn')).toHaveValue('Ida');
    await expect(dialog.getByLabel('Efternavn')).toHaveValue('Iversen');
    await expect(dialog.getByLabel('Telefonnummer')).toHaveValue('12345678');
  });
});

test.describe('profile dialog', () => {
  test('skip closes the wizard; profile edits are validated and persist after a reload', async ({
    page,
    request,
  }) => {
    const email = await registeredUser(request, 'profile');
    await signInThroughUi(page, 'acme', email);
    await page.getByTestId('onboarding-wizard').getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByTestId('onboarding-wizard')).toHaveCount(0);

    await openMenuItem(page, 'My profile');
    const dialog = page.getByTestId('profile-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(email)).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await dialog.getByLabel('Phone number').fill('45 12ab');
    await expect(dialog.getByText('Phone number must contain digits only')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Phone number').fill('4512345678');
    await expect(dialog.getByText('Phone number must contain digits only')).toHaveCount(0);

    await dialog
      .getByTestId('picture-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByText('The picture must be an image file')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog
      .getByTestId('picture-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('The picture must be an image file')).toHaveCount(0);

    await dialog.getByLabel('First name').fill('Petra');
    await dialog.getByLabel('Job title').fill('Controller');
    await dialog.getByLabel('Country').selectOption('DK');
    await save.click();
    await expect(page.getByText('Your profile has been saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
    await expect(page.getByTestId('onboarding-wizard')).toHaveCount(0);
    await openMenuItem(page, 'My profile');
    await expect(dialog.getByLabel('First name')).toHaveValue('Petra');
    await expect(dialog.getByLabel('Job title')).toHaveValue('Controller');
    await expect(dialog.getByLabel('Phone number')).toHaveValue('4512345678');
    await expect(dialog.getByLabel('Country')).toHaveValue('DK');
    await expect(dialog.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  });
});

test.describe('organization switching', () => {
  test('staff switch into acme, see the notice bar, and return by clicking it', async ({ page }) => {
    await signInThroughUi(page, 'studio', 'staff@tubes.dev');
    const sidebar = page.getByTestId('sidebar');
    // studio's own channel (not shared with anyone) is part of the home page and the sidebar.
    await expect(page.getByText('Production Guides').first()).toBeVisible();
    await expect(page.getByTestId('sidebar-admin-organization')).toBeVisible();
    await expect(page.getByTestId('workspace-notice')).toHaveCount(0);

    await openMenuItem(page, 'Switch organization');
    const dialog = page.getByTestId('org-switch-dialog');
    await expect(dialog.getByRole('button')).toContainText(['Tubes Studio', 'Acme Corporation', 'Globex']);
    await dialog.getByRole('button', { name: 'Acme Corporation' }).click();

    await expect(page).toHaveURL(/\/home(\?|#|$)/);
    const notice = page.getByRole('button', {
      name: 'You are working in another workspace. Click to move to your own organization.',
    });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    // acme's channels, not studio's own; admin groups, "Add channel" and the profile are not offered.
    await expect(page.getByRole('main').getByText('Sales Enablement').first()).toBeVisible();
    await expect(page.getByText('Production Guides')).toHaveCount(0);
    await expect(page.getByTestId('sidebar-admin-organization')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Add channel' })).toHaveCount(0);
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Switch organization' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The stored workspace survives a reload (no extra reload loop, still switched).
    await page.reload();
    await expect(notice).toBeVisible();

    await notice.click();
    // Back home (after the reload): the admin groups return and the notice bar is gone.
    await expect(page.getByTestId('sidebar-admin-organization')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('workspace-notice')).toHaveCount(0);
    await expect(page.getByText('Production Guides').first()).toBeVisible();
    await expect(page.getByText('Sales Enablement')).toHaveCount(0);
    await expect(page.getByTestId('sidebar-admin-organization')).toBeVisible();
  });

  test("staff see the network section's create link; a link lets the user switch", async ({
    page,
    request,
    browser,
  }) => {
    const email = await registeredUser(request, 'linked');
    await signInThroughUi(page, 'studio', 'staff@tubes.dev');
    await openUserMenu(page);
    await page.getByTestId('network-section').getByRole('menuitem', { name: 'Create link' }).click();
    const dialog = page.getByTestId('create-link-dialog');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByText('Required')).toHaveCount(2);
    await dialog.getByTestId('create-link-org').selectOption({ label: 'Globex' });
    await dialog.getByLabel("User's email").fill('not-an-email');
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await dialog.getByLabel("User's email").fill(email);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByText(`${email} can now switch to Globex`)).toBeVisible();

    // The linked user (in a browser of their own) now has "Switch organization" with Globex.
    const context = await browser.newContext();
    const userPage = await context.newPage();
    try {
      await signInThroughUi(userPage, 'acme', email);
      await userPage.getByTestId('onboarding-wizard').getByRole('button', { name: 'Skip' }).click();
      await openMenuItem(userPage, 'Switch organization');
      await expect(
        userPage.getByTestId('org-switch-dialog').getByRole('button', { name: 'Globex' }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
