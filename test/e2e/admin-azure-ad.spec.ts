/**
 * /admin/azure-ad in Chromium (issue 11, spec 2 §2, §6 "Azure AD configuration needs
 * updateAzureAdCertificate"): a user given only that permission finds Azure AD in the sidebar and in
 * the settings side menu, is told what is wrong with a pasted text that is no certificate, and replaces
 * the SAML identity provider's signing certificate; a member without the permission is refused the
 * page. axe on both. Users sign in by token (sign-in is not the subject here).
 */
import type { Page } from '@playwright/test';

import { E2E_PORTS } from '../../playwright.config';
import { apiPost, cognitoSignIn, registeredUser } from './support/auth';
import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { waitForPlatform } from './support/platform';
import { seriousA11yViolations } from './support/a11y';

const IDP_METADATA = `http://localhost:${E2E_PORTS.TUBES_SAML_IDP_PORT}/metadata`;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function noSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

const subjectOf = (idToken: string) =>
  String(JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')).sub);

test('the holder of updateAzureAdCertificate replaces the certificate; a member is refused', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  // acme's SAML identity provider (the local IdP), not offered on the sign-in page: the certificate
  // belongs to it. The e2e platform starts without one; the SSO journeys connect it the same way.
  await apiPost(request, '/command/organizationCommand', admin.IdToken, {
    type: 'updateSsoSettings',
    payload: { protocol: 'SAML', enabled: false, displayName: 'Acme IdP', metadataUrl: IDP_METADATA },
  });
  const idpCertificate = /<ds:X509Certificate>([^<]+)</.exec(
    await (await request.get(IDP_METADATA)).text(),
  )![1]!;

  // A new user, given the one permission (no admin rights).
  const email = await registeredUser(request, 'azure-holder');
  const holder = await cognitoSignIn(request, 'acme', email);
  await apiPost(request, '/user/updateUserPermissions', admin.IdToken, {
    userId: subjectOf(holder.IdToken),
    permissions: ['readVideo', 'updateAzureAdCertificate'],
    isMasterAdmin: false,
  });

  await signInByToken(page, request, 'acme', email, '/home');
  // A new user first meets the onboarding wizard (spec 1 §4): skipped, it is not the subject here.
  await page.getByRole('button', { name: 'Skip' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Azure AD' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Azure AD' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Settings' });
  await expect(menu.getByRole('link', { name: 'Azure AD' })).toHaveAttribute('aria-current', 'page');
  // Without updateOrganization the other settings pages are not offered.
  await expect(menu.getByRole('link', { name: 'Single sign-on' })).toHaveCount(0);
  await noSeriousViolations(page);

  const form = page.getByTestId('admin-azure-ad');
  const certificate = form.getByRole('textbox', { name: /^New certificate/ });
  await certificate.fill('hello');
  await form.getByRole('button', { name: 'Replace certificate' }).click();
  await expect(form.getByText('Paste the certificate (PEM or base64)')).toBeVisible();
  await noSeriousViolations(page);

  await certificate.fill(`-----BEGIN CERTIFICATE-----\n${idpCertificate}\n-----END CERTIFICATE-----`);
  await form.getByRole('button', { name: 'Replace certificate' }).click();
  await expect(page.getByText('Certificate replaced')).toBeVisible({ timeout: 30_000 });
  await expect(form.getByTestId('current-certificate')).toHaveText(`…${idpCertificate.slice(-48)}`);
  await expect(certificate).toHaveValue('');

  // A member without the permission: the page says so and reads nothing.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInByToken(member, request, 'acme', 'member@acme.test', '/admin/azure-ad');
  await expect(member.getByRole('heading', { level: 1, name: 'Azure AD' })).toBeVisible();
  await expect(member.getByText('You do not have access to this page.')).toBeVisible();
  await expect(member.getByTestId('admin-azure-ad')).toHaveCount(0);
  await expect(
    member.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Azure AD' }),
  ).toHaveCount(0);
  await noSeriousViolations(member);
  await memberContext.close();
});
