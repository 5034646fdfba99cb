/**
 * The onboarding wizard (spec 1 §4): "Steps: 1 language, 2 your details, 3 profile picture. Previous and
 * next move between steps. Skip or done marks the configuration as completed and closes the wizard.
 * It opens automatically once tube data has loaded and the configuration is not completed. It does not
 * open on mobile, nor for two specific organizations, nor when switched into another organization.
 * Leaving step 1 with a different language saves the preferred language and changes the UI language.
 * Leaving step 2 saves the details only if something changed. Done on step 3 uploads the picture."
 */
import { changedDetails, type ProfileDetails } from '#shared/domain/profile';

export const WIZARD_STEPS = ['language', 'details', 'picture'] as const;
export type WizardStep = 1 | 2 | 3;
export const LAST_STEP: WizardStep = 3;

export interface WizardOpenContext {
  signedIn: boolean;
  /** The tube has loaded. */
  tubeLoaded: boolean;
  isConfigurationCompleted: boolean;
  /** Below the mobile breakpoint (1024 px). */
  isMobile: boolean;
  /** False for the organizations excluded from the wizard (tenant configuration). */
  organizationHasWizard: boolean;
  isSwitched: boolean;
}

export function shouldOpenWizard(ctx: WizardOpenContext): boolean {
  return (
    ctx.signedIn &&
    ctx.tubeLoaded &&
    !ctx.isConfigurationCompleted &&
    !ctx.isMobile &&
    ctx.organizationHasWizard &&
    !ctx.isSwitched
  );
}

export function nextStep(step: WizardStep): WizardStep {
  return step === LAST_STEP ? step : ((step + 1) as WizardStep);
}

export function previousStep(step: WizardStep): WizardStep {
  return step === 1 ? step : ((step - 1) as WizardStep);
}

export interface WizardValues {
  /** The language chosen on step 1. */
  language: string;
  details: ProfileDetails;
}

/** What leaving a step saves (moving forward or back); nothing for a step whose values did not change. */
export type LeaveAction =
  | { kind: 'none' }
  | { kind: 'language'; language: string }
  | { kind: 'details'; changes: Partial<ProfileDetails> };

export function leaveStepAction(
  step: WizardStep,
  saved: { language: string; details: ProfileDetails },
  values: WizardValues,
): LeaveAction {
  if (step === 1 && values.language !== saved.language)
    return { kind: 'language', language: values.language };
  if (step === 2) {
    const changes = changedDetails(saved.details, values.details);
    if (Object.keys(changes).length > 0) return { kind: 'details', changes };
  }
  return { kind: 'none' };
}
