/**
 * Public viewing rules (spec 1 §2 "Public viewing routes", §8 "Embed load failure"). Pure, so they are
 * tested without a browser: what the page shows for an answer, where its buttons lead, which links
 * and subtitles belong to the language that plays.
 */
import type { VideoEmbed } from '../../../../../shared/api';

/**
 * "Messages fade in with delays of 500 ms and 600 ms": the login-required message after 500 ms, the
 * load-failure message after 600 ms (neither flashes while a fast answer is on its way).
 */
export const LOGIN_REQUIRED_FADE_MS = 500;
export const NOT_FOUND_FADE_MS = 600;

/** The three public routes share one page; `variant` only names which one was opened. */
export type EmbedVariant = 'embed' | 'sharing' | 'sharingEmbed';

export type EmbedState =
  | { kind: 'loading' }
  | { kind: 'ready'; embed: VideoEmbed }
  /** publicEmbed is false: the server answered 403 and nothing of the video. */
  | { kind: 'loginRequired' }
  /** "Server message plus the text keyed video-not-found". */
  | { kind: 'notFound'; message: string };

export function embedState(
  data: VideoEmbed | undefined,
  error: { status: number; message: string } | undefined,
): EmbedState {
  if (error) {
    if (error.status === 403) return { kind: 'loginRequired' };
    return { kind: 'notFound', message: error.message };
  }
  return data ? { kind: 'ready', embed: data } : { kind: 'loading' };
}

/** Spec 1 §4: sign-in for embedded and shared viewing, returning to the current address. */
export function loginEmbedHref(currentHref: string): string {
  return `/loginembed?${new URLSearchParams({ redirect: currentHref }).toString()}`;
}

export type EmbedBranding =
  { kind: 'organization'; logo: string; name: string } | { kind: 'product'; logo: string; name: string };

/** The product's own logo (spec 1 §9 "Default logo path /assets/images/logo.png"). */
export const PRODUCT_LOGO = '/assets/images/logo.png';
export const PRODUCT_NAME = 'Tubes';

/**
 * "With a subscription it shows the organization logo and a login button; without it the product logo
 * and a get-the-product button."
 */
export function embedBranding(organization: {
  name: string;
  logo: string;
  hasActiveSubscription: boolean;
}): EmbedBranding {
  return organization.hasActiveSubscription
    ? { kind: 'organization', logo: organization.logo, name: organization.name }
    : { kind: 'product', logo: PRODUCT_LOGO, name: PRODUCT_NAME };
}

/** The related links of the language that plays (renderingData is keyed by language), by start. */
export function relatedLinks(embed: VideoEmbed): { url: string; title: string; start: number }[] {
  const links = embed.renderingData[embed.language]?.videoLinks ?? [];
  return [...links]
    .sort((a, b) => a.start - b.start)
    .map((l) => ({ url: l.link.url, title: l.link.title, start: l.start }));
}

/** Only http(s) links become anchors: a stored javascript: URL must never run on a public page. */
export function isSafeLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The subtitle track for `subTitleLang` (spec 1 §2: "query subTitleLang selects the subtitle language")
 * among the player's tracks, matched on the language code (case-insensitive, then its primary subtag);
 * -1 when there is none (subtitles stay off).
 */
export function subtitleTrackIndex(
  tracks: readonly { lang?: string | undefined }[],
  wanted: string | null | undefined,
): number {
  if (!wanted) return -1;
  const code = wanted.toLowerCase();
  const exact = tracks.findIndex((t) => t.lang?.toLowerCase() === code);
  if (exact >= 0) return exact;
  const primary = code.split('-')[0];
  return tracks.findIndex((t) => t.lang?.toLowerCase().split('-')[0] === primary);
}
