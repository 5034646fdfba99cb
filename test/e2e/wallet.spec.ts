/**
 * The wallet page in Chromium (issue 16: "staff tops up acme's wallet … the master admin sees the wallet"):
 * the operator's staff choose acme at /admin/service-consumption/wallet, open its main wallet when it has
 * none, are told what a top-up amount must be, add credits, and see the balance and the latest
 * transactions move; acme's master admin reads the same wallet; a member reads why not. Everyone signs in
 * by token (sign-in is not the subject here).
 */
import { expect, test } from './support/console-guard';
import { seriousA11yViolationsAtRest } from './support/a11y';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

const WALLET = '/admin/service-consumption/wallet';

/** "1,234.50" → 1234.5 (the page shows credits in en-us). */
const shownCredits = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

// A wallet not opened yet is a 404 answer the page shows as "No wallet is open …" (the staff's own
// organization, and acme on a fresh platform): Chromium logs the answer's status.
test.use({ allowConsoleErrors: [/status of 404/] });

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test("staff top up acme's wallet; acme's master admin sees it; a member does not", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInByToken(page, request, 'studio', 'staff@tubes.dev', WALLET);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  // The staff choose the organization; the choice is in the address.
  await page.getByTestId('wallet-organization').selectOption('acme');
  await expect(page).toHaveURL(/\?org=acme$/);
  await page.reload();
  await expect(page.getByTestId('wallet-organization')).toHaveValue('acme');
  // A fresh platform has no wallet for acme yet: the staff open it.
  const summary = page.getByTestId('wallet-summary');
  await expect(summary.or(page.getByTestId('wallet-none'))).toBeVisible();
  if (await page.getByTestId('wallet-none').isVisible()) {
    await page.getByTestId('wallet-open').click();
    await expect(summary).toBeVisible();
  }
  const before = shownCredits(await page.getByTestId('wallet-balance').textContent());

  await page.getByTestId('wallet-top-up').click();
  const dialog = page.getByTestId('wallet-top-up-dialog');
  await expect(dialog.getByRole('heading', { name: 'Top up Main wallet' })).toBeVisible();
  await dialog.getByTestId('wallet-top-up-credits').fill('12.345');
  await dialog.getByRole('button', { name: 'Add credits' }).click();
  await expect(dialog.getByText('Enter an amount of credits, such as 100 or 12.50.')).toBeVisible();
  await dialog.getByTestId('wallet-top-up-credits').fill('250');
  await dialog.getByTestId('wallet-top-up-note').fill('Quarterly deposit');
  await dialog.getByRole('button', { name: 'Add credits' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Credits added')).toBeVisible();
  await expect
    .poll(async () => shownCredits(await page.getByTestId('wallet-balance').textContent()))
    .toBe(before + 250);
  const newest = page.getByTestId('wallet-entry').first();
  await expect(newest).toHaveAttribute('data-service', 'top-up');
  await expect(newest).toContainText('Quarterly deposit');
  await expect(newest.getByTestId('wallet-entry-amount')).toHaveText('250.00');
  expect(await seriousA11yViolationsAtRest(page)).toEqual([]);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByToken(admin, request, 'acme', 'admin@acme.test', WALLET);
  await expect(admin.getByTestId('wallet-summary')).toBeVisible();
  expect(shownCredits(await admin.getByTestId('wallet-balance').textContent())).toBe(before + 250);
  await expect(admin.getByTestId('wallet-entry').first()).toContainText('Quarterly deposit');
  // Master admins read; only the staff top up.
  await expect(admin.getByTestId('wallet-top-up')).toHaveCount(0);
  await expect(admin.getByTestId('wallet-organization')).toHaveCount(0);
  await adminContext.close();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInByToken(member, request, 'acme', 'member@acme.test', WALLET);
  await expect(member.getByTestId('wallet-no-access')).toHaveText(
    "Only the operator's staff and master admins see the wallets.",
  );
  await memberContext.close();
});
