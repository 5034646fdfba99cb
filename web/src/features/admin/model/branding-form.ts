/**
 * The /admin/branding form (spec 2 §2: logo, thumbnail logo and overlay, background image, colour with
 * contrast check, theme): what changed, and what the image and colour checks say, as dictionary keys
 * with their values. The checks are shared/domain/branding.ts, the ones the server runs.
 */
import {
  BRAND_COLOR_MIN_CONTRAST,
  BRANDING_IMAGE_KINDS,
  brandColorProblem,
  brandColorValue,
  type BrandingImageKind,
} from '#shared/domain/branding';
import type { ThemeName } from '#shared/domain/themes';
import type { Message } from '../../../lib/image-check';

/** An image as the form holds it: unchanged, a new file (with its preview address), or removed. */
export type ImageChoice =
  { kind: 'keep' } | { kind: 'new'; file: File; preview: string } | { kind: 'remove' };

export interface BrandingFormValues {
  color: string;
  theme: ThemeName;
  images: Record<BrandingImageKind, ImageChoice>;
}

export function initialBrandingForm(saved: { color: string; theme: ThemeName }): BrandingFormValues {
  return {
    color: saved.color,
    theme: saved.theme,
    images: Object.fromEntries(BRANDING_IMAGE_KINDS.map((k) => [k, { kind: 'keep' }])) as Record<
      BrandingImageKind,
      ImageChoice
    >,
  };
}

export { checkImage, imageProblemMessage, type Message } from '../../../lib/image-check';

/** The colour's state for the page: why it cannot be saved, or its (sufficient) contrast. */
export function colorMessage(color: string): { ok: boolean; message: Message } {
  const problem = brandColorProblem(color);
  if (!problem) return { ok: true, message: { key: 'settings-admin-colour-ok' } };
  if (problem.code === 'format') return { ok: false, message: { key: 'settings-admin-colour-format' } };
  return {
    ok: false,
    message: {
      key: 'settings-admin-colour-too-light',
      values: { ratio: problem.ratio, min: BRAND_COLOR_MIN_CONTRAST },
    },
  };
}

export type BrandingChanges = Partial<Record<BrandingImageKind | 'color', string>> & { theme?: ThemeName };

/** What updateBranding needs besides the uploads: the changed colour and theme, and removed images. */
export function brandingChanges(
  values: BrandingFormValues,
  saved: { color: string; theme: ThemeName },
  uploaded: Partial<Record<BrandingImageKind, string>>,
): BrandingChanges {
  const changes: BrandingChanges = {};
  if (
    brandColorProblem(values.color) === null &&
    brandColorValue(values.color) !== brandColorValue(saved.color)
  ) {
    changes.color = brandColorValue(values.color);
  }
  if (values.theme !== saved.theme) changes.theme = values.theme;
  for (const kind of BRANDING_IMAGE_KINDS) {
    const choice = values.images[kind];
    if (choice.kind === 'remove') changes[kind] = '';
    const key = uploaded[kind];
    if (choice.kind === 'new' && key) changes[kind] = key;
  }
  return changes;
}

export function hasChanges(values: BrandingFormValues, saved: { color: string; theme: ThemeName }): boolean {
  return (
    values.color.trim().toUpperCase() !== saved.color.toUpperCase() ||
    values.theme !== saved.theme ||
    BRANDING_IMAGE_KINDS.some((k) => values.images[k].kind !== 'keep')
  );
}
