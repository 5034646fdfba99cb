/**
 * Small colour maths for branding: a tenant picks one colour; the UI derives every shade from it and
 * keeps text readable (WCAG 2 contrast) whatever colour and theme the organization chose.
 */
import { contrastRatio, normalizeHex, parseHex, toHex } from '#shared/domain/color';

export {
  contrastRatio,
  isHexColor,
  luminance,
  normalizeHex,
  parseHex,
  toHex,
  type Rgb,
} from '#shared/domain/color';

/** `weight` of `b` mixed into `a` (0 = a, 1 = b), in sRGB like CSS color-mix. */
export function mix(a: string, b: string, weight: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({
    r: x.r + (y.r - x.r) * weight,
    g: x.g + (y.g - x.g) * weight,
    b: x.b + (y.b - x.b) * weight,
  });
}

/** White or black, whichever reads better on `background` (one of them always reaches 4.5:1). */
export function readableTextOn(background: string): '#FFFFFF' | '#000000' {
  return contrastRatio('#FFFFFF', background) >= contrastRatio('#000000', background) ? '#FFFFFF' : '#000000';
}

/**
 * `color` itself if it reaches `min` contrast against `background`; otherwise the least change towards
 * white or black (whichever the background contrasts with) that does.
 */
export function ensureContrast(color: string, background: string, min = 4.5): string {
  if (contrastRatio(color, background) >= min) return normalizeHex(color);
  const target = readableTextOn(background);
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return target;
}
