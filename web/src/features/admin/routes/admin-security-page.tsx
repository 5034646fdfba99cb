import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, DataList, Field, Heading, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SsoSettings } from '#shared/api/endpoints/sso-settings';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { HeadingWithIntro } from '../../../components/heading-with-intro';
import { toaster } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ssoCommand, useSsoSettings } from '../api/sso';
import { SettingsPage } from '../components/settings-page';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { ssoFormBody, ssoFormErrors, ssoFormOf, type SsoFormValues } from '../model/sso-form';
import { useAdminPermission } from '../../../lib/use-admin-permission';

/**
 * /admin/security (spec 2 §2; issue 11 SSO): the organization's identity provider, SAML 2.0 by metadata
 * address or XML, or OpenID Connect (issuer, client id, write-only client secret, scopes, which claims
 * carry the e-mail and names), and whether members may sign in with it; with what the admin enters in
 * their IdP (SAML: the entity id and reply URL of the organization's pool; OIDC: the redirect URI).
 */
export function AdminSecurityPage() {
  const { t } = useTranslation();
  const allowed = useAdminPermission('updateOrganization');
  const settings = useSsoSettings(allowed);
  return (
    <SettingsPage
      title={t('settings-admin-menu-sso')}
      intro={t('sso-security-intro')}
      permission="updateOrganization"
    >
      {settings.data ? (
        <SsoForm key={JSON.stringify(settings.data)} saved={settings.data} />
      ) : settings.error ? (
        <FormError error={settings.error.message} />
      ) : (
        <Skeleton height="64" />
      )}
    </SettingsPage>
  );
}

function SsoForm({ saved }: { saved: SsoSettings }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SsoFormValues>(() => ssoFormOf(saved));
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useDialogSubmit();
  const errors = submitted ? ssoFormErrors(values) : {};
  const change = (next: Partial<SsoFormValues>) => setValues((v) => ({ ...v, ...next }));
  const text = (key: string | undefined) => (key ? t(key) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(ssoFormErrors(values)).length > 0 || busy) return;
    await run(async () => {
      await ssoCommand({ type: 'updateSsoSettings', payload: ssoFormBody(values) });
      toaster.create({ type: 'success', title: t('sso-saved') });
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="admin-security">
      <Stack gap="6" maxW="3xl">
        <Stack gap="2">
          <Heading as="h2" size="md">
            {t('sso-for-your-idp')}
          </Heading>
          <DataList.Root orientation="horizontal" size="sm">
            {values.protocol === 'OIDC' ? (
              <DataList.Item>
                <DataList.ItemLabel>{t('sso-oidc-redirect-url')}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{saved.oidcRedirectUrl}</DataList.ItemValue>
              </DataList.Item>
            ) : (
              <DataList.Item>
                <DataList.ItemLabel>{t('sso-entity-id')}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{saved.cognitoIdentifier}</DataList.ItemValue>
              </DataList.Item>
            )}
            {values.protocol === 'SAML' && saved.samlResponseUrl && (
              <DataList.Item>
                <DataList.ItemLabel>{t('sso-reply-url')}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{saved.samlResponseUrl}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
        </Stack>

        <SelectField
          name="protocol"
          label={t('sso-protocol')}
          value={values.protocol}
          onChange={(v) => change({ protocol: v === 'OIDC' ? 'OIDC' : 'SAML' })}
          options={[
            { value: 'SAML', label: t('sso-protocol-saml') },
            { value: 'OIDC', label: t('sso-protocol-oidc') },
          ]}
        />
        <TextField
          name="displayName"
          label={t('sso-display-name')}
          value={values.displayName}
          onChange={(displayName) => change({ displayName })}
          error={text(errors.displayName)}
        />

        {values.protocol === 'SAML' ? (
          <>
            <SelectField
              name="metadataSource"
              label={t('sso-metadata-source')}
              value={values.metadataSource}
              onChange={(v) => change({ metadataSource: v === 'xml' ? 'xml' : 'url' })}
              options={[
                { value: 'url', label: t('sso-metadata-url') },
                { value: 'xml', label: t('sso-metadata-xml') },
              ]}
            />
            {values.metadataSource === 'url' ? (
              <TextField
                name="metadataUrl"
                label={t('sso-metadata-url')}
                value={values.metadataUrl}
                onChange={(metadataUrl) => change({ metadataUrl })}
                error={text(errors.metadataUrl)}
              />
            ) : (
              <Field.Root invalid={Boolean(errors.metadataXml)} required>
                <Field.Label>
                  {t('sso-metadata-xml')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  name="metadataXml"
                  rows={8}
                  fontFamily="mono"
                  value={values.metadataXml}
                  onChange={(e: ChangeEvent<HTMLTextAreaElement>) => change({ metadataXml: e.target.value })}
                />
                {errors.metadataXml && <Field.ErrorText>{text(errors.metadataXml)}</Field.ErrorText>}
              </Field.Root>
            )}
          </>
        ) : (
          <>
            <TextField
              name="issuer"
              label={t('sso-oidc-issuer')}
              value={values.issuer}
              onChange={(issuer) => change({ issuer })}
              error={text(errors.issuer)}
            />
            <TextField
              name="clientId"
              label={t('sso-oidc-client-id')}
              value={values.clientId}
              onChange={(clientId) => change({ clientId })}
              error={text(errors.clientId)}
            />
            {/* Write-only: the stored secret is never sent back, only whether there is one. */}
            <Field.Root>
              <Field.Label>{t('sso-oidc-client-secret')}</Field.Label>
              <Input
                name="clientSecret"
                type="password"
                autoComplete="new-password"
                value={values.clientSecret}
                onChange={(e: ChangeEvent<HTMLInputElement>) => change({ clientSecret: e.target.value })}
              />
              <Field.HelperText data-testid="client-secret-state">
                {values.secretSet ? t('sso-oidc-client-secret-set') : t('sso-oidc-client-secret-none')}
              </Field.HelperText>
            </Field.Root>
            <TextField
              name="scopes"
              label={t('sso-oidc-scopes')}
              helper={t('sso-oidc-scopes-hint')}
              value={values.scopes}
              onChange={(scopes) => change({ scopes })}
              error={text(errors.scopes)}
            />
            <Stack as="fieldset" gap="4">
              <HeadingWithIntro as="legend" size="sm" mb="2" intro={t('sso-oidc-mapping-intro')}>
                {t('sso-oidc-mapping')}
              </HeadingWithIntro>
              <TextField
                name="claimEmail"
                label={t('sso-oidc-claim-email')}
                value={values.claimEmail}
                onChange={(claimEmail) => change({ claimEmail })}
                error={text(errors.claimEmail)}
              />
              <TextField
                name="claimGivenName"
                label={t('sso-oidc-claim-given-name')}
                value={values.claimGivenName}
                onChange={(claimGivenName) => change({ claimGivenName })}
                error={text(errors.claimGivenName)}
              />
              <TextField
                name="claimFamilyName"
                label={t('sso-oidc-claim-family-name')}
                value={values.claimFamilyName}
                onChange={(claimFamilyName) => change({ claimFamilyName })}
                error={text(errors.claimFamilyName)}
              />
            </Stack>
          </>
        )}

        <LabelledCheckbox checked={values.enabled} onChange={(enabled) => change({ enabled })}>
          {t('sso-enabled')}
        </LabelledCheckbox>
        {saved.ssoUrl && (
          <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
            {t('sso-address')}: {saved.ssoUrl}
          </Text>
        )}
        <FormError error={error} />
        <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
          {t('sso-save')}
        </Button>
      </Stack>
    </form>
  );
}
