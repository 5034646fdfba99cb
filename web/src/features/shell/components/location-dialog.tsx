import { Button, Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn, findCountry } from '#shared/domain/countries';
import { useProfileSave } from '../../../components/profile-fields';
import { SelectField } from '../../../components/select-field';
import { AppDialog, DialogActions } from '../../../components/app-dialog';
import { useSession } from '../../../lib/session';
import { saveCountry } from '../api/shell-data';

/** The form mounts with each opening, so it always starts from the saved country. */
function LocationForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const stored = findCountry(session.initData?.userData.profile.country)?.code ?? '';
  const [country, setCountry] = useState(stored);
  const { saving, save: saveAndReload } = useProfileSave(onClose, {
    saved: t('location-saved'),
    failed: t('location-save-failed'),
  });

  const save = async () => {
    if (country) await saveAndReload(() => saveCountry(country));
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
      <DialogActions dismiss={t('cancel')}>
        <Button
          colorPalette="brand"
          onClick={save}
          loading={saving}
          disabled={!country || country === stored}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The location (country) switch: saved with userCommand updateUserProfile {country}. */
export function LocationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} fresh title={t('location')}>
      <LocationForm onClose={onClose} />
    </AppDialog>
  );
}
