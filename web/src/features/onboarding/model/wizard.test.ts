import { describe, expect, it } from 'vitest';
import { leaveStepAction, nextStep, previousStep, shouldOpenWizard, type WizardOpenContext } from './wizard';

const opens: WizardOpenContext = {
  signedIn: true,
  tubeLoaded: true,
  isConfigurationCompleted: false,
  isMobile: false,
  organizationHasWizard: true,
  isSwitched: false,
};

const details = { firstName: 'Nora', lastName: 'Nielsen', jobTitle: '', phoneNumber: '', country: 'DK' };

describe('onboarding wizard: when it opens (spec 1 §4)', () => {
  it('"once tube data has loaded and the configuration is not completed"', () => {
    expect(shouldOpenWizard(opens)).toBe(true);
    expect(shouldOpenWizard({ ...opens, tubeLoaded: false })).toBe(false);
    expect(shouldOpenWizard({ ...opens, isConfigurationCompleted: true })).toBe(false);
    expect(shouldOpenWizard({ ...opens, signedIn: false })).toBe(false);
  });

  it('"not on mobile, nor for two specific organizations, nor when switched"', () => {
    expect(shouldOpenWizard({ ...opens, isMobile: true })).toBe(false);
    expect(shouldOpenWizard({ ...opens, organizationHasWizard: false })).toBe(false);
    expect(shouldOpenWizard({ ...opens, isSwitched: true })).toBe(false);
  });
});

describe('onboarding wizard: steps', () => {
  it('previous and next move between steps 1..3 and stop at the ends', () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(2)).toBe(3);
    expect(nextStep(3)).toBe(3);
    expect(previousStep(3)).toBe(2);
    expect(previousStep(1)).toBe(1);
  });

  it('"Leaving step 1 with a different language saves the preferred language"', () => {
    const saved = { language: 'en-us', details };
    expect(leaveStepAction(1, saved, { language: 'da', details })).toEqual({
      kind: 'language',
      language: 'da',
    });
    expect(leaveStepAction(1, saved, { language: 'en-us', details })).toEqual({ kind: 'none' });
  });

  it('"Leaving step 2 saves the details only if something changed" (only the changed fields, trimmed)', () => {
    const saved = { language: 'en-us', details };
    expect(
      leaveStepAction(2, saved, { language: 'en-us', details: { ...details, firstName: ' Nora ' } }),
    ).toEqual({
      kind: 'none',
    });
    expect(
      leaveStepAction(2, saved, {
        language: 'en-us',
        details: { ...details, jobTitle: ' Accountant', phoneNumber: '123' },
      }),
    ).toEqual({ kind: 'details', changes: { jobTitle: 'Accountant', phoneNumber: '123' } });
    // Step 3 saves nothing on the way: done uploads the picture.
    expect(leaveStepAction(3, saved, { language: 'da', details: { ...details, firstName: 'X' } })).toEqual({
      kind: 'none',
    });
  });
});
