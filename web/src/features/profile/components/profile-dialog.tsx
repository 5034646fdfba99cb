import { Button, Dialog, Fieldset, Stack, Switch, Text } from '@chakra-ui/react';
import { OPTIONAL_MAIL_CATEGORIES } from '#shared/domain/mail';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, DialogActions } from '../../../components/app-dialog';
import { PictureField, ProfileDetailsFields, useProfileSave } from '../../../components/profile-fields';
import { useSession } from '../../../lib/session';
import { saveMailPreferences, saveProfile, saveTooltipPreference, uploadPicture } from '../api/profile';
import {
  formErrors,
  initialValues,
  isEmptyPlan,
  savePlan,
  withMailCategory,
  type ProfileFormValues,
} from '../model/profile-form';

/** Mounted with each opening, so it always starts from the saved profile. */
function ProfileForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.initData?.userData;
  const before = useMemo(
    () =>
      initialValues(
        user?.profile ?? { firstName: '', lastName: '', jobTitle: '', phoneNumber: '', country: '' },
        session.initData?.settings.tooltipDisabled ?? false,
        session.initData?.settings.mailOptOuts ?? [],
      ),
    [user, session.initData?.settings.tooltipDisabled, session.initData?.settings.mailOptOuts],
  );
  const [values, setValues] = useState<ProfileFormValues>(before);
  const [picture, setPicture] = useState<File | null>(null);
  // Validation runs on change: what the user typed is checked at once.
  const errors = formErrors(values, picture);
  const plan = savePlan(before, values, picture);
  const invalid = Object.keys(errors).length > 0;

  // Spec 1 §8: "Profile save failure: red notification keyed error-saving for 15 seconds".
  const { saving, save: saveAndReload } = useProfileSave(onClose, {
    saved: t('profile-saved'),
    failed: t('error-saving'),
  });

  const save = async () => {
    if (invalid || isEmptyPlan(plan)) return;
    await saveAndReload(async () => {
      const profilePic = plan.picture ? await uploadPicture(plan.picture) : undefined;
      if (Object.keys(plan.details).length > 0 || profilePic !== undefined) {
        await saveProfile({ ...plan.details, ...(profilePic !== undefined ? { profilePic } : {}) });
      }
      if (plan.tooltipDisabled !== undefined) await saveTooltipPreference(plan.tooltipDisabled);
      if (plan.mailOptOuts !== undefined) await saveMailPreferences(plan.mailOptOuts);
    });
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          <Text textStyle="sm" color="fg.muted">
            {user?.email}
          </Text>
          <ProfileDetailsFields
            values={values}
            errors={errors}
            onChange={(d) => setValues({ ...values, ...d })}
          />
          <PictureField
            file={picture}
            currentUrl={user?.photoURL ?? ''}
            error={errors.picture}
            onChange={setPicture}
          />
          <Switch.Root
            checked={!values.tooltipDisabled}
            onCheckedChange={(e) => setValues({ ...values, tooltipDisabled: !e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('profile-show-tooltips')}</Switch.Label>
          </Switch.Root>
          <Fieldset.Root>
            <Fieldset.Legend>{t('profile-mail-legend')}</Fieldset.Legend>
            <Fieldset.HelperText>{t('profile-mail-help')}</Fieldset.HelperText>
            <Stack gap="3" mt="2">
              {OPTIONAL_MAIL_CATEGORIES.map((category) => (
                <Switch.Root
                  key={category}
                  checked={!values.mailOptOuts.includes(category)}
                  onCheckedChange={(e) =>
                    setValues({
                      ...values,
                      mailOptOuts: withMailCategory(values.mailOptOuts, category, e.checked),
                    })
                  }
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>{t(`profile-mail-${category}`)}</Switch.Label>
                </Switch.Root>
              ))}
            </Stack>
          </Fieldset.Root>
        </Stack>
      </Dialog.Body>
      <DialogActions dismiss={t('cancel')}>
        <Button
          colorPalette="brand"
          onClick={() => void save()}
          loading={saving}
          disabled={invalid || isEmptyPlan(plan)}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </>
  );
}

/** "my profile (only if the userProfile feature is on and not switched)" (spec 1 §2 user menu). */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} fresh size="md" title={t('my-profile')} testId="profile-dialog">
      <ProfileForm onClose={onClose} />
    </AppDialog>
  );
}
