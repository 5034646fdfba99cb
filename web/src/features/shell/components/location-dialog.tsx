import { Button, Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn, findCountry } from '#shared/domain/countries';
import { SelectField } from '../../../components/select-field';
import { AppDialog } from '../../../components/app-dialog';
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
        <SelectField
          label={t('country')}
          value={country}
          onChange={setCountry}
          testId="country-select"
          placeholder={{ label: t('choose-country'), disabled: true }}
          options={countriesIn(i18n.language).map((c) => ({ value: c.code, label: c.name }))}
        />
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
    <AppDialog open={open} onClose={onClose} lazyMount unmountOnExit title={t('location')}>
      <LocationForm onClose={onClose} />
    </AppDialog>
  );
}
