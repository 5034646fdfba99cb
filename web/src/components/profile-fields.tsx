/**
 * The profile's detail and picture fields, shared by the profile dialog and the onboarding wizard's
 * steps 2 and 3 (spec 1 §5 "Profile: phone is numeric; the picture must be an image file; country is
 * chosen from a fixed list of about 200 entries").
 */
import { Avatar, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn } from '#shared/domain/countries';
import { PROFILE_LIMITS, PROFILE_PICTURE_EXTENSIONS, type ProfileDetails } from '#shared/domain/profile';
import { useSession } from '../lib/session';
import { notify } from './notices';
import { SelectField } from './select-field';

export function ProfileDetailsFields({
  values,
  errors,
  onChange,
}: {
  values: ProfileDetails;
  errors: Partial<Record<keyof ProfileDetails, string>>;
  onChange: (next: ProfileDetails) => void;
}) {
  const { t, i18n } = useTranslation();
  const text = (field: 'firstName' | 'lastName' | 'jobTitle', label: string, autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[field])}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={values[field]}
        maxLength={PROFILE_LIMITS[field]}
        autoComplete={autoComplete}
        onChange={(e) => onChange({ ...values, [field]: e.currentTarget.value })}
      />
      <Field.ErrorText>{errors[field] ? t(errors[field]) : null}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {text('firstName', t('profile-first-name'), 'given-name')}
        {text('lastName', t('profile-last-name'), 'family-name')}
      </SimpleGrid>
      {text('jobTitle', t('profile-job-title'), 'organization-title')}
      <Field.Root invalid={Boolean(errors.phoneNumber)}>
        <Field.Label>{t('profile-phone')}</Field.Label>
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={(e) => onChange({ ...values, phoneNumber: e.currentTarget.value })}
        />
        <Field.ErrorText>{errors.phoneNumber ? t(errors.phoneNumber) : null}</Field.ErrorText>
      </Field.Root>
      <SelectField
        label={t('country')}
        value={values.country}
        onChange={(country) => onChange({ ...values, country })}
        placeholder={{ label: t('choose-country') }}
        options={countriesIn(i18n.language).map((c) => ({ value: c.code, label: c.name }))}
        error={errors.country ? t(errors.country) : null}
      />
    </Stack>
  );
}

/** A picture chooser with a preview of the chosen file, or of the saved picture. */
export function PictureField({
  file,
  currentUrl,
  error,
  onChange,
}: {
  file: File | null;
  currentUrl: string;
  error: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const preview = useMemo(() => (file && !error ? URL.createObjectURL(file) : null), [file, error]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? currentUrl;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t('profile-picture')}</Field.Label>
      <HStack gap="4" align="center">
        <Avatar.Root size="2xl" colorPalette="brand" variant="solid">
          <Avatar.Fallback />
          {shown ? <Avatar.Image src={shown} alt={t('profile-picture-preview')} /> : null}
        </Avatar.Root>
        <Stack gap="1">
          <Input
            type="file"
            accept={PROFILE_PICTURE_EXTENSIONS.map((e) => `.${e}`).join(',')}
            p="1"
            data-testid="picture-input"
            onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
          />
          <Text textStyle="xs" color="fg.muted">
            {t('profile-picture-hint')}
          </Text>
        </Stack>
      </HStack>
      <Field.ErrorText>{error ? t(error) : null}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Saving the user's own data from a dialog: the work, then the session reloads (every page shows the new
 * data), a success notice, and the dialog closes; a failure shows its notice and keeps the form.
 */
export function useProfileSave(onClose: () => void, notices: { saved: string; failed: string }) {
  const session = useSession();
  const [saving, setSaving] = useState(false);
  const save = async (work: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await work();
      await session.reload();
      notify.success(notices.saved);
      onClose();
    } catch {
      notify.error(notices.failed);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
