/**
 * Colour maths shared by the web app (shades, readable text) and the handlers (the brand colour's
 * contrast rule, shared/domain/branding.ts): hex parsing and WCAG 2 contrast.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string | undefined | null): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

export function parseHex(value: string): Rgb {
  const match = HEX.exec(value.trim());
  if (!match) throw new Error(`not a hex colour: ${value}`);
  let hex = match[1] as string;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** Normalized `#RRGGBB`. */
export function normalizeHex(value: string): string {
  return toHex(parseHex(value));
}

/** WCAG 2 relative luminance. */
export function luminance(color: string): number {
  const { r, g, b } = parseHex(color);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
