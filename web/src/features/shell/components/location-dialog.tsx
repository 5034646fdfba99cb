import { Button, CloseButton, Dialog, Field, NativeSelect, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn, findCountry } from '#shared/domain/countries';
import { notify } from '../../../components/notices';
import { useSession } from '../../../lib/session';
import { saveCountry } from '../api/shell-data';

/** The form mounts with each opening, so it always starts from the saved country. */
function LocationForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const stored = findCountry(session.initData?.userData.profile.country)?.code ?? '';
  const [country, setCountry] = useState(stored);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!country) return;
    setSaving(true);
    try {
      await saveCountry(country);
      await session.reload();
      notify.success(t('location-saved'));
      onClose();
    } catch {
      notify.error(t('location-save-failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog.Body>
        <Field.Root>
          <Field.Label>{t('country')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={country}
              onChange={(e) => setCountry(e.currentTarget.value)}
              data-testid="country-select"
            >
              <option value="" disabled>
                {t('choose-country')}
              </option>
              {countriesIn(i18n.language).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="brand"
          onClick={save}
          loading={saving}
          disabled={!country || country === stored}
        >
          {t('save')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** The location (country) switch: saved with userCommand updateUserProfile {country}. */
export function LocationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('location')}</Dialog.Title>
            </Dialog.Header>
            <LocationForm onClose={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
