import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Code, Field, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { certificateBody } from '#shared/domain/sso';
import { FormError } from '../../../components/form-bits';
import { toaster } from '../../../components/notices';
import { ssoCommand, useSsoSettings } from '../api/sso';
import { SettingsPage } from '../components/settings-page';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { useAdminPermission } from '../../../lib/use-admin-permission';

/**
 * /admin/azure-ad (spec 2 §2, §6 updateAzureAdCertificate): upload or replace the signing certificate of
 * the organization's Azure AD (Entra ID) SAML identity provider, pasted or read from a .cer/.pem file.
 */
export function AdminAzureAdPage() {
  const { t } = useTranslation();
  const allowed = useAdminPermission('updateAzureAdCertificate');
  const settings = useSsoSettings(allowed);
  const [certificate, setCertificate] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useDialogSubmit();
  const invalid = submitted && certificateBody(certificate) === null;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setCertificate(await file.text());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (certificateBody(certificate) === null || busy) return;
    await run(async () => {
      await ssoCommand({ type: 'updateAzureAdCertificate', payload: { certificate } });
      setCertificate('');
      setSubmitted(false);
      toaster.create({ type: 'success', title: t('sso-certificate-saved') });
    });
  };

  const current = settings.data?.certificate ?? '';
  return (
    <SettingsPage
      title={t('admin-azure-ad')}
      intro={t('sso-azure-intro')}
      permission="updateAzureAdCertificate"
    >
      {settings.error ? (
        <FormError error={settings.error.message} />
      ) : !settings.data ? (
        <Skeleton height="40" />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="admin-azure-ad">
          <Stack gap="5" maxW="3xl">
            <Stack gap="1">
              <Text fontWeight="semibold">{t('sso-certificate-current')}</Text>
              {current ? (
                <Code data-testid="current-certificate" wordBreak="break-all">
                  …{current.slice(-48)}
                </Code>
              ) : (
                <Text color="fg.muted">{t('sso-certificate-none')}</Text>
              )}
            </Stack>
            <Field.Root invalid={invalid} required>
              <Field.Label>
                {t('sso-certificate-new')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                name="certificate"
                rows={8}
                fontFamily="mono"
                value={certificate}
                onChange={(e: ChangeEvent<HTMLTextAreaElement>) => setCertificate(e.target.value)}
              />
              {invalid && <Field.ErrorText>{t('sso-error-certificate')}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('sso-certificate-file')}</Field.Label>
              {/* Chakra's Input takes the field's id, so the label names it (a bare input had no name). */}
              <Input type="file" accept=".cer,.crt,.pem,.txt" p="1" onChange={(e) => void readFile(e)} />
            </Field.Root>
            <FormError error={error} />
            <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
              {t('sso-certificate-save')}
            </Button>
          </Stack>
        </form>
      )}
    </SettingsPage>
  );
}
