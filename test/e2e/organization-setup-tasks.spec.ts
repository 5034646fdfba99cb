import { randomUUID } from 'node:crypto';
import { updateOrganization } from './support/organization';
import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { API_URL, waitForPlatform } from './support/platform';

/**
 * Organization set-up tasks (issue 13): a customer's admin allows a new e-mail domain on
 * /admin/organization; the operator's staff find "Verify the domain … of Globex" on
 * /admin/operationalTasks, take it and complete it there.
 */
test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('a domain added by a customer admin becomes a verify-domain task the staff take and complete', async ({
  page,
  request,
}) => {
  const admin = await signInByToken(page, request, 'globex', 'admin@globex.test', '/admin/organization');
  const settings = await request.get(`${API_URL}/query/organizationSettings`, {
    headers: { authorization: `Bearer ${admin.IdToken}` },
  });
  const saved = (await settings.json()) as Record<string, unknown>;
  const domain = `verify-${randomUUID().slice(0, 8)}.example`;
  try {
    const form = page.getByTestId('admin-organization');
    const domains = form.getByRole('textbox', { name: 'Allowed e-mail domains' });
    await expect(domains).toBeVisible();
    const current = await domains.inputValue();
    await domains.fill([current, domain].filter(Boolean).join('\n'));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes have been saved')).toBeVisible();

    await signInByToken(page, request, 'studio', 'staff@tubes.dev', '/admin/operationalTasks');
    const row = page
      .getByTestId('operational-task')
      .filter({ hasText: `Verify the domain ${domain} of ${String(saved.name)}` });
    await expect(row).toContainText('Domain verification');
    await expect(row).toContainText(String(saved.name));
    await row.getByRole('button', { name: 'Take' }).click();
    await row.getByRole('button', { name: 'Complete' }).click();
    await expect(row).toContainText('Completed');
    await expect(row.getByRole('button', { name: 'Take' })).toHaveCount(0);
  } finally {
    await updateOrganization(request, admin.IdToken, saved);
  }
});
