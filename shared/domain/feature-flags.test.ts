import { describe, expect, it } from 'vitest';
import { isFeatureActive, isFeatureOn } from './feature-flags.js';

// Spec 1 §6: "a flag is active when its configuration is not 'deactivated' and is either 'tube' or
// lists the current tube or the channel (via activatedIn)."
describe('feature flags', () => {
  it("is off when the configuration is 'deactivated', even if activatedIn lists the tube", () => {
    expect(
      isFeatureActive(
        { featureId: 'tasks', configuration: 'deactivated', activatedIn: ['t1'] },
        { tubeId: 't1' },
      ),
    ).toBe(false);
  });

  it("is on everywhere when the configuration is 'tube'", () => {
    expect(isFeatureActive({ featureId: 'notifications', configuration: 'tube', activatedIn: [] })).toBe(
      true,
    );
  });

  it('with a list configuration, is on only for the listed tube or channel', () => {
    const flag = { featureId: 'webRecorder', configuration: ['c1'], activatedIn: ['c2'] };
    expect(isFeatureActive(flag, { channelId: 'c1' })).toBe(true);
    expect(isFeatureActive(flag, { channelId: 'c2' })).toBe(true);
    expect(isFeatureActive(flag, { channelId: 'c3' })).toBe(false);
    expect(isFeatureActive(flag, { tubeId: 't1' })).toBe(false);
  });

  it('an unknown flag is off', () => {
    expect(isFeatureOn([], 'tasks')).toBe(false);
    expect(isFeatureOn([{ featureId: 'tasks', configuration: 'tube', activatedIn: [] }], 'tasks')).toBe(true);
  });
});
