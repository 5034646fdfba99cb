import type { Locator, Page } from '@playwright/test';
import { expect } from './console-guard';

/**
 * An "Export CSV" whose call fails says "Error exporting data" and leaves the page as it was; once the
 * call answers again, the export downloads `fileName` and the error goes. `failing` picks the export's
 * own call (answered 500 with the real response's headers, so the browser logs a genuine 500).
 */
export async function exportFailsThenWorks(
  page: Page,
  {
    failing,
    stillShown,
    fileName,
  }: { failing: (url: URL) => boolean; stillShown: Locator; fileName: string | RegExp },
) {
  await page.route(failing, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, status: 500, body: '{"message":"Internal server error"}' });
  });
  const failure = page.getByText('Error exporting data', { exact: true });
  await expect(failure).toBeHidden();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(failure).toBeVisible();
  await expect(stillShown).toBeVisible();

  await page.unrouteAll();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const name = (await download).suggestedFilename();
  if (typeof fileName === 'string') expect(name).toBe(fileName);
  else expect(name).toMatch(fileName);
  await expect(failure).toBeHidden();
}
