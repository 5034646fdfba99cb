/**
 * The tube's background image (spec 2 §3 Tube, /admin/branding) behind the home page's header. A dark
 * veil over the picture keeps the header's white text readable whatever the picture is (its colours
 * are unknown, so no contrast can be computed for them).
 */
import type { CSSProperties } from 'react';

const VEIL = 'linear-gradient(rgba(0, 0, 0, 0.6), rgba(0, 0, 0, 0.6))';

/** The header's background for the image, or undefined without one. */
export function bannerBackground(image: string): CSSProperties | undefined {
  if (!image) return undefined;
  return {
    backgroundImage: `${VEIL}, url(${JSON.stringify(image)})`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    color: '#FFFFFF',
  };
}
