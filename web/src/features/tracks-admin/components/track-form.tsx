import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { TextAreaField, TextField } from '../../../components/text-field';
import { trackFormErrors, type TrackFormValues } from '../model/track-form';
import { TRACK_ABSTRACT_MAX, TRACK_DESCRIPTION_MAX } from '#shared/domain/tracks-admin';

/** Name, abstract, description and the mandatory flag; checks them before `onSubmit` sends them. */
export function TrackForm({
  initial,
  submitLabel,
  onSubmit,
  error,
  before,
}: {
  initial: TrackFormValues;
  submitLabel: string;
  onSubmit: (values: TrackFormValues) => Promise<void>;
  error: string | null;
  /** Fields above the name (the channel of a new track). */
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = trackFormErrors(values);
  const shown = tried ? errors : {};
  const set = <K extends keyof TrackFormValues>(key: K, value: TrackFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  /** A text field's name, value, change and shown error. */
  const textProps = (key: 'name' | 'abstract' | 'description') => {
    const error = shown[key];
    return {
      name: key,
      value: values[key],
      onChange: (value: string) => set(key, value),
      error: error ? t(error) : undefined,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="track-form">
      <Stack gap="4" maxW="2xl">
        {before}
        <TextField label={t('tracks-admin-field-name')} {...textProps('name')} />
        <TextAreaField
          label={t('tracks-admin-field-abstract')}
          rows={2}
          maxLength={TRACK_ABSTRACT_MAX + 50}
          {...textProps('abstract')}
        />
        <TextAreaField
          label={t('tracks-admin-field-description')}
          rows={5}
          maxLength={TRACK_DESCRIPTION_MAX + 50}
          {...textProps('description')}
        />
        <LabelledCheckbox checked={values.mandatory} onChange={(v) => set('mandatory', v)}>
          {t('tracks-admin-field-mandatory')}
        </LabelledCheckbox>
        <FormError error={error} />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="track-form-submit">
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
