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

/** Whether a brand colour may be saved: `format` (not #RRGGBB), `contrast` (too light), or null. */
export function brandColorProblem(
  color: string,
): { code: 'format' } | { code: 'contrast'; ratio: string } | null {
  if (!isHexColor(color)) return { code: 'format' };
  if (contrastRatio(color, '#FFFFFF') >= BRAND_COLOR_MIN_CONTRAST) return null;
  return { code: 'contrast', ratio: brandColorContrast(color).toFixed(1) };
}

/** Why a brand colour cannot be saved, in English (the API's message), or null. */
export function brandColorRefusal(color: string): string | null {
  const problem = brandColorProblem(color);
  if (!problem) return null;
  if (problem.code === 'format') return 'Enter a color as #RRGGBB';
  return `The color is too light for white text on buttons (contrast ${problem.ratio}:1, at least ${BRAND_COLOR_MIN_CONTRAST}:1 needed)`;
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

/** What is wrong with an image, for the page to word in the user's language. */
export type ImageProblem =
  | { code: 'type' }
  | { code: 'empty' }
  | { code: 'size'; maxMb: number }
  | { code: 'small'; width: number; height: number }
  | { code: 'large'; width: number; height: number };

/** A branding image's limits, or other limits given as they are (a video's thumbnail). */
const limitsOf = (kind: BrandingImageKind | ImageLimits): ImageLimits =>
  typeof kind === 'string' ? BRANDING_IMAGE_LIMITS[kind] : kind;

/** Type and size of a file (the browser's File, or the stored object's head). */
export function imageFileProblem(
  kind: BrandingImageKind | ImageLimits,
  file: { type: string; size: number },
): ImageProblem | null {
  if (!isBrandingImageType(file.type.toLowerCase())) return { code: 'type' };
  const { maxBytes } = limitsOf(kind);
  if (file.size > maxBytes) return { code: 'size', maxMb: maxBytes / MB };
  if (file.size === 0) return { code: 'empty' };
  return null;
}

/** Dimensions (read in the browser before the upload). */
export function imageDimensionsProblem(
  kind: BrandingImageKind | ImageLimits,
  size: { width: number; height: number },
): ImageProblem | null {
  const l = limitsOf(kind);
  if (size.width < l.minWidth || size.height < l.minHeight) {
    return { code: 'small', width: l.minWidth, height: l.minHeight };
  }
  if (size.width > l.maxWidth || size.height > l.maxHeight) {
    return { code: 'large', width: l.maxWidth, height: l.maxHeight };
  }
  return null;
}

/** The English wording (the API's messages; the page has each in every language). */
export function imageProblemText(problem: ImageProblem): string {
  switch (problem.code) {
    case 'type':
      return 'The uploaded file type must be supported (PNG, JPEG, GIF or WebP)';
    case 'empty':
      return 'The image is empty';
    case 'size':
      return `The image is larger than ${problem.maxMb} MB`;
    case 'small':
      return `The image must be at least ${problem.width} × ${problem.height} pixels`;
    case 'large':
      return `The image must be at most ${problem.width} × ${problem.height} pixels`;
  }
}

/** Why a file is refused, in English, or null. */
export function imageFileRefusal(
  kind: BrandingImageKind | ImageLimits,
  file: { type: string; size: number },
): string | null {
  const problem = imageFileProblem(kind, file);
  return problem ? imageProblemText(problem) : null;
}

export function imageDimensionsRefusal(
  kind: BrandingImageKind | ImageLimits,
  size: { width: number; height: number },
): string | null {
  const problem = imageDimensionsProblem(kind, size);
  return problem ? imageProblemText(problem) : null;
}
