/**
 * Track translations in the browser (issue 14: "/playlist/edit/{trackId}/translations: track names and
 * descriptions per language"): acme's admin opens the playlist editor of "Sales 101", follows its
 * Translations link, names the playlist in Spanish, saves, and finds it there after a reload; a
 * description without a name is refused under its field. Every API call carries the page's language as
 * Accept-Language (what the lists answer in). The translation is cleared again at the end.
 */
import { expect, test } from './support/console-guard';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

const TRACK = 'track-acme-sales-101';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('an admin names a playlist in Spanish on its translations page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const trackRead = page.waitForRequest((r) => r.url().includes(`/tracks/${TRACK}`) && r.method() === 'GET');
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/playlist/edit/${TRACK}`);
  expect((await trackRead).headers()['accept-language']).toBe('en-us');
  await page.getByTestId('track-translations-link').click();
  await expect(page).toHaveURL(new RegExp(`/playlist/edit/${TRACK}/translations$`));
  const spanish = page.getByTestId('track-translation').and(page.locator('[data-language="es-es"]'));
  await expect(spanish).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('track-translation')).toHaveCount(3);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A description without a name is refused under its field.
  await spanish.getByTestId('track-translation-description').fill('Lo básico de la venta.');
  await page.getByTestId('track-translations-save').click();
  await expect(spanish).toContainText('Give a name as well, or clear the description');

  await spanish.getByTestId('track-translation-name').fill('Ventas 101');
  await page.getByTestId('track-translations-save').click();
  await expect(page.getByText('Translations saved')).toBeVisible();
  await page.reload();
  await expect(spanish.getByTestId('track-translation-name')).toHaveValue('Ventas 101', { timeout: 30_000 });
  await expect(spanish.getByTestId('track-translation-description')).toHaveValue('Lo básico de la venta.');

  // Cleared again: no translation into Spanish.
  await spanish.getByTestId('track-translation-name').fill('');
  await spanish.getByTestId('track-translation-description').fill('');
  await page.getByTestId('track-translations-save').click();
  await expect(page.getByText('Translations saved')).toBeVisible();
});
