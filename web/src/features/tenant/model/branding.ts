import { DEFAULT_BRAND_COLOR, DEFAULT_LOGO_PATH } from '#shared/domain/themes';
import type { Branding, Organization, Tube } from '../../../lib/app-context';
import { isHexColor, normalizeHex } from '../../../lib/color';
import type { ResponseData } from '../../../lib/api-client';
import type { api } from '#shared/api';

/** Spec 1 §7: "an empty object means no organization found". */
export function isOrganization(
  answer: ResponseData<typeof api.getOrganization> | undefined,
): answer is Organization {
  return answer !== undefined && 'id' in answer;
}

/** Only our own paths and http(s) URLs become image sources. */
export function safeImageUrl(value: string | undefined, fallback: string): string {
  const url = value?.trim();
  if (!url) return fallback;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : fallback;
}

/** The tube's branding first; blanks are filled from the organization, then the product defaults. */
export function brandingOf(organization: Organization, tube: Tube | undefined): Branding {
  const color = [tube?.color, organization.color].find(isHexColor);
  const logo = safeImageUrl(tube?.logo || organization.logo, DEFAULT_LOGO_PATH);
  return {
    name: tube?.name || organization.name,
    logo,
    icon: safeImageUrl(tube?.icon, logo),
    color: color ? normalizeHex(color) : DEFAULT_BRAND_COLOR,
    theme: tube?.theme ?? organization.theme,
    // The tube alone has these (the organization carries no images of its kind).
    thumbnailLogo: safeImageUrl(tube?.thumbnailLogo, ''),
    thumbnailOverlay: safeImageUrl(tube?.thumbnailOverlay, ''),
    backgroundImage: safeImageUrl(tube?.backgroundImage, ''),
  };
}
