/**
 * Branding rules (spec 2 §2 /admin/branding, §3 Tube, §9 default colour and themes), shared by the
 * branding page (checks before upload and save) and POST /organizationCommand updateBranding (the same
 * checks on the server), so both answer with the same words.
 */
import { contrastRatio, isHexColor, normalizeHex } from './color.js';

/**
 * Buttons and the toolbar put white text on the brand colour: WCAG 2 AA for normal text (4.5:1). A
 * colour below it is refused, not only warned about (docs/decisions.md "Branding").
 */
export const BRAND_COLOR_MIN_CONTRAST = 4.5;

/** The brand colour's contrast against white text, rounded down to one decimal (as shown). */
export function brandColorContrast(color: string): number {
  return Math.floor(contrastRatio(color, '#FFFFFF') * 10) / 10;
}

/** Why a brand colour cannot be saved, or null. */
export function brandColorRefusal(color: string): string | null {
  if (!isHexColor(color)) return 'Enter a colour as #RRGGBB';
  const ratio = brandColorContrast(color);
  if (contrastRatio(color, '#FFFFFF') >= BRAND_COLOR_MIN_CONTRAST) return null;
  return `The colour is too light for white text on buttons (contrast ${ratio.toFixed(1)}:1, at least ${BRAND_COLOR_MIN_CONTRAST}:1 needed)`;
}

/** The stored form of a valid colour: `#RRGGBB`, upper case. */
export function brandColorValue(color: string): string {
  return normalizeHex(color);
}

/** The tube's images an admin uploads (spec 2 §3 Tube: logo, thumbnailLogo, thumbnailOverlay, backgroundImage). */
export const BRANDING_IMAGE_KINDS = ['logo', 'thumbnailLogo', 'thumbnailOverlay', 'backgroundImage'] as const;
export type BrandingImageKind = (typeof BRANDING_IMAGE_KINDS)[number];

/** The image types the generic upload signs (POST /getGenericS3UploadSignedUrl) and browsers show. */
export const BRANDING_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type BrandingImageType = keyof typeof BRANDING_IMAGE_TYPES;

export interface ImageLimits {
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
}

const MB = 1024 * 1024;

/**
 * Size and dimensions per image (docs/decisions.md "Branding"): logos stay small (they load on every
 * page and the login screen), the overlay and background are large pictures.
 */
export const BRANDING_IMAGE_LIMITS: Record<BrandingImageKind, ImageLimits> = {
  logo: { maxBytes: 1 * MB, minWidth: 32, minHeight: 32, maxWidth: 4000, maxHeight: 2000 },
  thumbnailLogo: { maxBytes: 1 * MB, minWidth: 32, minHeight: 32, maxWidth: 2000, maxHeight: 2000 },
  thumbnailOverlay: { maxBytes: 5 * MB, minWidth: 640, minHeight: 360, maxWidth: 4000, maxHeight: 4000 },
  backgroundImage: { maxBytes: 5 * MB, minWidth: 1280, minHeight: 720, maxWidth: 6000, maxHeight: 6000 },
};

export function isBrandingImageType(type: string): type is BrandingImageType {
  return Object.hasOwn(BRANDING_IMAGE_TYPES, type);
}

/** Type and size of a file (the browser's File, or the stored object's head): why it is refused, or null. */
export function imageFileRefusal(
  kind: BrandingImageKind,
  file: { type: string; size: number },
): string | null {
  if (!isBrandingImageType(file.type.toLowerCase())) {
    return 'The uploaded file type must be supported (PNG, JPEG, GIF or WebP)';
  }
  const { maxBytes } = BRANDING_IMAGE_LIMITS[kind];
  if (file.size > maxBytes) return `The image is larger than ${maxBytes / MB} MB`;
  if (file.size === 0) return 'The image is empty';
  return null;
}

/** Dimensions (read in the browser before the upload): why they are refused, or null. */
export function imageDimensionsRefusal(
  kind: BrandingImageKind,
  size: { width: number; height: number },
): string | null {
  const l = BRANDING_IMAGE_LIMITS[kind];
  if (size.width < l.minWidth || size.height < l.minHeight) {
    return `The image must be at least ${l.minWidth} × ${l.minHeight} pixels`;
  }
  if (size.width > l.maxWidth || size.height > l.maxHeight) {
    return `The image must be at most ${l.maxWidth} × ${l.maxHeight} pixels`;
  }
  return null;
}
