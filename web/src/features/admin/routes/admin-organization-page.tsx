import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  DataList,
  Fieldset,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrganizationSettings } from '#shared/api';
import { LANGUAGE_NAMES, OFFERED_UI_LANGUAGES } from '#shared/domain/languages';
import { FormError } from '../../../components/form-bits';
import { toaster } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { TextAreaField, TextField } from '../../../components/text-field';
import { useTenant } from '../../../lib/app-context';
import { organizationCommand } from '../api/organization-settings';
import { SettingsContent, SettingsPage } from '../components/settings-page';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { languageOptions } from '../../../lib/select-options';
import {
  organizationFormBody,
  organizationFormErrors,
  organizationFormOf,
  toggleLanguage,
  type FieldError,
  type OrganizationFormValues,
} from '../model/organization-form';

/**
 * /admin/organization (spec 2 §2): name, master language, organization languages, whitelisted domains,
 * the help dialog's page tags and the organization-specific block message, saved with
 * POST /organizationCommand updateOrganization. Domain, subscription and auto-login are shown read-only
 * (the tenant configuration owns them).
 */
export function AdminOrganizationPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('admin-organization')}
      intro={t('settings-admin-organization-intro')}
      permission="updateOrganization"
    >
      <SettingsContent permission="updateOrganization" loadingHeight="64">
        {(settings) => (
          // Mounted afresh once the saved settings change (after a save: the form starts from them).
          <OrganizationForm key={JSON.stringify(settings)} saved={settings} />
        )}
      </SettingsContent>
    </SettingsPage>
  );
}

function OrganizationForm({ saved }: { saved: OrganizationSettings }) {
  const { t } = useTranslation();
  const { organization } = useTenant();
  const [values, setValues] = useState<OrganizationFormValues>(() => organizationFormOf(saved));
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useDialogSubmit();
  const errors = submitted ? organizationFormErrors(values) : {};
  const change = (next: Partial<OrganizationFormValues>) => setValues((v) => ({ ...v, ...next }));
  const text = (e: FieldError | undefined) => (e ? t(e.key, e.values ?? {}) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(organizationFormErrors(values)).length > 0 || busy) return;
    await run(async () => {
      await organizationCommand({ type: 'updateOrganization', payload: organizationFormBody(values) });
      toaster.create({ type: 'success', title: t('settings-admin-saved') });
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="admin-organization">
      <Stack gap="6" maxW="3xl">
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t('admin-field-domain')}</DataList.ItemLabel>
            <DataList.ItemValue>{organization.domain}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('admin-field-subscription')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={organization.hasActiveSubscription ? 'green' : 'gray'}>
                {organization.hasActiveSubscription
                  ? t('admin-subscription-active')
                  : t('admin-subscription-none')}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('admin-field-auto-login')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {organization.autoLoginEnabled ? t('admin-enabled') : t('admin-disabled')}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>

        <TextField
          name="name"
          label={t('admin-field-name')}
          value={values.name}
          onChange={(name) => change({ name })}
          error={text(errors.name)}
        />

        <Fieldset.Root invalid={Boolean(errors.organizationLanguages)}>
          <Fieldset.Legend>{t('admin-field-languages')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('settings-admin-languages-help')}</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="2" mt="2" data-testid="organization-languages">
            {OFFERED_UI_LANGUAGES.map((code) => (
              <Checkbox.Root
                key={code}
                checked={values.organizationLanguages.includes(code)}
                onCheckedChange={(d) => setValues((v) => toggleLanguage(v, code, d.checked === true))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{LANGUAGE_NAMES[code]}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
          {errors.organizationLanguages && (
            <Fieldset.ErrorText>{text(errors.organizationLanguages)}</Fieldset.ErrorText>
          )}
        </Fieldset.Root>

        <SelectField
          name="masterLanguage"
          label={t('admin-field-master-language')}
          value={values.organizationLanguages.includes(values.masterLanguage) ? values.masterLanguage : ''}
          onChange={(masterLanguage) => change({ masterLanguage })}
          options={languageOptions(values.organizationLanguages)}
          placeholder={{ label: t('settings-admin-choose-language') }}
          error={text(errors.masterLanguage)}
        />

        <TextAreaField
          label={t('admin-field-whitelisted-domains')}
          name="domains"
          rows={4}
          value={values.domains}
          onChange={(domains) => change({ domains })}
          helper={t('settings-admin-domains-help')}
          error={text(errors.domains)}
        />

        <PageTagsField
          rows={values.pageTags}
          error={text(errors.pageTags)}
          onChange={(pageTags) => change({ pageTags })}
        />

        <TextAreaField
          label={t('settings-admin-block-message')}
          name="blockMessage"
          rows={3}
          value={values.blockMessage}
          onChange={(blockMessage) => change({ blockMessage })}
          helper={t('settings-admin-block-message-help')}
          error={text(errors.blockMessage)}
        />

        <FormError error={error} />
        <HStack>
          <Button type="submit" loading={busy}>
            {t('settings-admin-save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function PageTagsField({
  rows,
  error,
  onChange,
}: {
  rows: OrganizationFormValues['pageTags'];
  error: string | undefined;
  onChange: (rows: OrganizationFormValues['pageTags']) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, field: 'page' | 'tagGroup' | 'tagValue', value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('settings-admin-page-tags')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('settings-admin-page-tags-help')}</Fieldset.HelperText>
      <Stack gap="2" mt="2" data-testid="page-tags">
        {rows.length === 0 && (
          <Text color="fg.muted" textStyle="sm">
            {t('settings-admin-page-tags-empty')}
          </Text>
        )}
        {rows.map((row, index) => (
          <HStack key={index} gap="2" align="end">
            <Box flex="1">
              <Input
                aria-label={t('settings-admin-page-tag-page-label', { n: index + 1 })}
                placeholder="home"
                value={row.page}
                onChange={(e: ChangeEvent<HTMLInputElement>) => set(index, 'page', e.target.value)}
              />
            </Box>
            <Box flex="1">
              <Input
                aria-label={t('settings-admin-page-tag-group-label', { n: index + 1 })}
                placeholder={t('settings-admin-tag-group')}
                value={row.tagGroup}
                onChange={(e: ChangeEvent<HTMLInputElement>) => set(index, 'tagGroup', e.target.value)}
              />
            </Box>
            <Box flex="1">
              <Input
                aria-label={t('settings-admin-page-tag-value-label', { n: index + 1 })}
                placeholder={t('settings-admin-tag-value')}
                value={row.tagValue}
                onChange={(e: ChangeEvent<HTMLInputElement>) => set(index, 'tagValue', e.target.value)}
              />
            </Box>
            <Button
              variant="ghost"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              aria-label={t('settings-admin-page-tag-remove', { n: index + 1 })}
            >
              {t('settings-admin-remove')}
            </Button>
          </HStack>
        ))}
        <Box>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange([...rows, { page: '', tagGroup: '', tagValue: '' }])}
          >
            {t('settings-admin-page-tag-add')}
          </Button>
        </Box>
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
