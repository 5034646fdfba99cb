/**
 * /admin/information-classification in Chromium (issue 11, spec 2 §3 "infClassifications (name to
 * description)", §6 "needs updateInformationClassification plus the feature active"): globex has the
 * infClassification feature on; its admin is given updateInformationClassification through the API (no
 * demo user holds it) and takes it back afterwards. The admin reaches the page from the settings side
 * menu, adds, edits and deletes a classification (confirmation checkbox); axe finds no serious
 * violation on the list and in the dialogs. Sign-in by token (sign-in is not the subject here).
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { apiPost, cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { seriousA11yViolations, seriousA11yViolationsAtRest } from './support/a11y';

const ADMIN = 'admin@globex.test';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function noSeriousViolations(page: Page) {
  expect(await seriousA11yViolationsAtRest(page)).toEqual([]);
}

interface Access {
  userId: string;
  permissions: string[];
  isMasterAdmin: boolean;
}

async function accessOf(request: APIRequestContext, idToken: string): Promise<Access> {
  const response = await request.get(`${API_URL}/query/userFromEmail`, {
    params: { email: ADMIN, orgId: 'globex' },
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(response.status()).toBe(200);
  const { userId, permissions, isMasterAdmin } = (await response.json()) as Access;
  return { userId, permissions, isMasterAdmin };
}

function setAccess(request: APIRequestContext, idToken: string, access: Access) {
  return apiPost(request, '/user/updateUserPermissions', idToken, access);
}

test('an admin who holds updateInformationClassification adds, edits and deletes a classification', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Confidential ${suffix}`;
  const renamed = `Restricted ${suffix}`;
  const admin = await cognitoSignIn(request, 'globex', ADMIN);
  const before = await accessOf(request, admin.IdToken);
  expect(before.permissions).not.toContain('updateInformationClassification');
  await setAccess(request, admin.IdToken, {
    ...before,
    permissions: [...before.permissions, 'updateInformationClassification'],
  });
  try {
    // The settings side menu has the entry now (permission and feature), and leads to the page.
    await signInByToken(page, request, 'globex', ADMIN, '/admin/organization');
    const menu = page.getByRole('navigation', { name: 'Settings' });
    await menu.getByRole('link', { name: 'Information classification' }).click();
    await expect(page).toHaveURL(tenantUrl('globex', '/admin/information-classification'));
    await expect(page.getByRole('heading', { level: 1, name: 'Information classification' })).toBeVisible();
    await expect(page.getByText('You do not have access to this page.')).toBeHidden();
    const list = page.getByTestId('admin-classifications');
    await expect(list.getByRole('button', { name: 'Add classification' })).toBeVisible();
    await expect(list.getByRole('cell', { name, exact: true })).toHaveCount(0);
    await noSeriousViolations(page);

    // Add: the name is required; then it is listed with its description.
    await list.getByRole('button', { name: 'Add classification' }).click();
    const dialog = page.getByTestId('settings-item-dialog');
    await expect(dialog.getByRole('heading', { name: 'Add classification' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Required').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('Staff only');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = list.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(row).toContainText('Staff only');
    await noSeriousViolations(page);

    // Edit: renamed and described anew, which a reload keeps.
    await list.getByRole('button', { name: `Edit: ${name}` }).click();
    await expect(dialog.getByRole('heading', { name: 'Edit classification' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(renamed);
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('Named people only');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    const renamedRow = list
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: renamed, exact: true }) });
    await expect(renamedRow).toContainText('Named people only');
    await expect(list.getByRole('cell', { name, exact: true })).toHaveCount(0);

    // Delete, behind the confirmation checkbox (the button stays disabled until it is ticked).
    await list.getByRole('button', { name: `Delete: ${renamed}` }).click();
    const confirm = page.getByTestId('settings-delete-dialog');
    await expect(
      confirm.getByRole('heading', { name: `Delete the classification ${renamed}?` }),
    ).toBeVisible();
    const remove = confirm.getByRole('button', { name: 'Delete', exact: true });
    await expect(remove).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByText('I understand that this cannot be undone').click();
    await expect(remove).toBeEnabled();
    await remove.click();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Information classification' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Add classification' })).toBeVisible();
    await expect(list.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  } finally {
    // globex's admin holds what they held before (the journeys after this one expect it).
    await setAccess(request, admin.IdToken, before);
  }
});
