import type { FeatureFlag } from '#shared/domain/feature-flags';

/**
 * "/home shows the new or old home page depending on the organization feature flag new-home-page with
 * configuration tube" (spec 1 §2): only the configuration 'tube' selects the new page; a list of
 * channels/tubes or 'deactivated' keeps the old one. The old page also keeps the toolbar's channel picker.
 */
export function isNewHomePage(flags: readonly FeatureFlag[]): boolean {
  return flags.find((f) => f.featureId === 'new-home-page')?.configuration === 'tube';
}
