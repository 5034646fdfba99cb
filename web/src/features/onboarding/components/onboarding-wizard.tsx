import {
  Box,
  Button,
  Dialog,
  HStack,
  Portal,
  RadioGroup,
  Stack,
  Steps,
  Text,
  useMediaQuery,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isOfferedLanguage,
  isUiLanguage,
  LANGUAGE_NAMES,
  type UiLanguage,
} from '#shared/domain/languages';
import { isImageFile, profileProblems, type ProfileDetails } from '#shared/domain/profile';
import { findCountry } from '#shared/domain/countries';
import { notify } from '../../../components/notices';
import { PictureField, ProfileDetailsFields } from '../../../components/profile-fields';
import { useTenant } from '../../../lib/app-context';
import { changeLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import {
  completeConfiguration,
  saveDetails,
  savePreferredLanguage,
  uploadAndSavePicture,
} from '../api/onboarding';
import {
  LAST_STEP,
  leaveStepAction,
  nextStep,
  previousStep,
  shouldOpenWizard,
  WIZARD_STEPS,
  type WizardStep,
  type WizardValues,
} from '../model/wizard';

/** Spec 1 §9 "mobile 1024". */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** Opens by itself for a first-time user (rules in model/wizard.ts). */
export function OnboardingWizard() {
  const session = useSession();
  const { tube, organization } = useTenant();
  const [isDesktop] = useMediaQuery([DESKTOP_QUERY], { fallback: [true] });
  const [finished, setFinished] = useState(false);
  const open =
    !finished &&
    shouldOpenWizard({
      signedIn: session.status === 'signedIn',
      tubeLoaded: tube !== undefined,
      isConfigurationCompleted: session.initData?.settings.isConfigurationCompleted ?? true,
      isMobile: !isDesktop,
      organizationHasWizard: organization.onboardingWizard !== false,
      isSwitched: session.isSwitched,
    });
  if (!open) return null;
  return <WizardDialog onFinished={() => setFinished(true)} />;
}

function WizardDialog({ onFinished }: { onFinished: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { organization } = useTenant();
  const profile = session.initData?.userData.profile;
  const uiLanguage: UiLanguage = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const initialDetails = useMemo<ProfileDetails>(
    () => ({
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      jobTitle: profile?.jobTitle ?? '',
      phoneNumber: profile?.phoneNumber ?? '',
      country: findCountry(profile?.country)?.code ?? '',
    }),
    [profile],
  );
  const [step, setStep] = useState<WizardStep>(1);
  const [saved, setSaved] = useState({ language: uiLanguage as string, details: initialDetails });
  const [values, setValues] = useState<WizardValues>({ language: uiLanguage, details: initialDetails });
  const [picture, setPicture] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  // "Language choice: limited to the organization's languages" (the current one stays selectable), and
  // only languages whose UI dictionary is complete.
  const languages = [...new Set([...organization.organizationLanguages, uiLanguage])].filter(
    isOfferedLanguage,
  );
  const detailErrors = profileProblems(values.details);
  const pictureError = picture && !isImageFile(picture) ? 'profile-picture-not-image' : undefined;
  const stepInvalid =
    (step === 2 && Object.keys(detailErrors).length > 0) || (step === 3 && Boolean(pictureError));

  /** Saves what leaving the current step requires; false when saving failed (the step stays). */
  const leave = async (): Promise<boolean> => {
    const action = leaveStepAction(step, saved, values);
    try {
      if (action.kind === 'language' && isUiLanguage(action.language)) {
        await changeLanguage(action.language);
        await savePreferredLanguage(action.language);
        setSaved((s) => ({ ...s, language: action.language }));
      } else if (action.kind === 'details') {
        await saveDetails(action.changes);
        setSaved((s) => ({ ...s, details: values.details }));
      }
      return true;
    } catch {
      notify.error(t('error-saving'));
      return false;
    }
  };

  const move = async (to: (s: WizardStep) => WizardStep) => {
    if (busy || stepInvalid) return;
    setBusy(true);
    if (await leave()) setStep(to(step));
    setBusy(false);
  };

  const finish = async (done: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      if (done) {
        if (!(await leave())) return;
        if (picture && !pictureError) await uploadAndSavePicture(picture);
      }
      await completeConfiguration();
      onFinished();
      await session.reload();
    } catch {
      notify.error(t('error-saving'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open closeOnInteractOutside={false} closeOnEscape={false} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="onboarding-wizard">
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="4">
              <Dialog.Title>{t('wizard-title')}</Dialog.Title>
              <Steps.Root step={step - 1} count={WIZARD_STEPS.length} size="sm">
                <Steps.List>
                  {WIZARD_STEPS.map((name, index) => (
                    <Steps.Item key={name} index={index}>
                      <Steps.Indicator />
                      <Steps.Title>{t(`wizard-step-${name}`)}</Steps.Title>
                      <Steps.Separator />
                    </Steps.Item>
                  ))}
                </Steps.List>
              </Steps.Root>
            </Dialog.Header>
            <Dialog.Body minH="56">
              {step === 1 && (
                <Stack gap="3">
                  <Text>{t('wizard-language-intro')}</Text>
                  <RadioGroup.Root
                    value={values.language}
                    onValueChange={(e) => e.value && setValues({ ...values, language: e.value })}
                    aria-label={t('wizard-step-language')}
                  >
                    <Stack gap="2">
                      {languages.map((language) => (
                        <RadioGroup.Item key={language} value={language} lang={language}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{LANGUAGE_NAMES[language]}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                </Stack>
              )}
              {step === 2 && (
                <Stack gap="4">
                  <Text>{t('wizard-details-intro')}</Text>
                  <ProfileDetailsFields
                    values={values.details}
                    errors={detailErrors}
                    onChange={(details) => setValues({ ...values, details })}
                  />
                </Stack>
              )}
              {step === 3 && (
                <Stack gap="4">
                  <Text>{t('wizard-picture-intro')}</Text>
                  <PictureField
                    file={picture}
                    currentUrl={session.initData?.userData.photoURL ?? ''}
                    error={pictureError}
                    onChange={setPicture}
                  />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Button variant="ghost" onClick={() => void finish(false)} disabled={busy}>
                {t('wizard-skip')}
              </Button>
              <HStack>
                {step > 1 && (
                  <Button
                    variant="outline"
                    onClick={() => void move(previousStep)}
                    disabled={busy || stepInvalid}
                  >
                    {t('wizard-previous')}
                  </Button>
                )}
                {step < LAST_STEP ? (
                  <Button
                    colorPalette="brand"
                    onClick={() => void move(nextStep)}
                    loading={busy}
                    disabled={stepInvalid}
                  >
                    {t('wizard-next')}
                  </Button>
                ) : (
                  <Button
                    colorPalette="brand"
                    onClick={() => void finish(true)}
                    loading={busy}
                    disabled={stepInvalid}
                  >
                    {t('wizard-done')}
                  </Button>
                )}
              </HStack>
            </Dialog.Footer>
            <Box srOnly aria-live="polite">
              {t('wizard-step-of', { step, count: LAST_STEP })}
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
