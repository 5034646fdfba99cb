/**
 * Public viewing rules (spec 1 §2 "Public viewing routes", §8 "Embed load failure"). Pure, so they are
 * tested without a browser: what the page shows for an answer, where its buttons lead, which links
 * and subtitles belong to the language that plays.
 */
import type { VideoEmbed } from '#shared/api';
import { isAudioLanguageCode, startAudioTrack, type AudioTrackInfo } from '../../../lib/audio-tracks';

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
 * among the player's tracks, matched on the language code, then its primary subtag; -1 when there is
 * none (subtitles stay off). One rule for both players, so it lives in lib.
 */
export { subtitleTrackIndex } from '../../../lib/subtitle-tracks';

/**
 * Issue 14: `?audioLang=` names the audio language the embed starts in, as a product language code
 * (es-es) or an ISO 639-2 code (spa), case-insensitive. Anything else (empty, markup, a sentence) is no
 * choice: the playlist's DEFAULT track plays.
 */
export function audioLanguageParam(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  return isAudioLanguageCode(value) ? value.toLowerCase() : null;
}

/**
 * The audio track the embed starts in: the `audioLang` track (by NAME, es-es and es-mx apart, else by
 * ISO 639-2 code), else the playlist's DEFAULT; -1 when the video has no audio renditions. The
 * matching is the member player's too (lib/audio-tracks).
 */
export function embedAudioTrack(tracks: readonly AudioTrackInfo[], audioLang: string | null): number {
  return startAudioTrack(tracks, [audioLang]);
}

/**
 * Issue 9 point 12: "in a 640×360 iframe the header takes ~60 px and the controls are clipped. The
 * embed fits its frame." The player (with its controls) always fits the viewport below the header:
 * as wide as the content column allows, but never taller than the height left, keeping 16:9; title,
 * description and links follow below the fold. Frames of at most EMBED_COMPACT_MAX_HEIGHT px (the
 * usual 640×360, 400×225 iframes) get a compact header and no gap above the player.
 */
export const EMBED_COMPACT_MAX_HEIGHT = 520;
export const EMBED_HEADER_HEIGHT = { regular: 52, compact: 40 } as const;
export const EMBED_TOP_GAP = { regular: 16, compact: 0 } as const;
/** The content column's padding on either side (the page sets it, so the rule knows it). */
export const EMBED_SIDE_PADDING = 16;
/**
 * The content column's widest: /sharing/{key} is a page of its own with a readable column; the
 * embeds live in frames whose size the embedding site chose, so the frame decides.
 */
export const EMBED_CONTENT_MAX_WIDTH: Record<EmbedVariant, number> = {
  embed: Number.POSITIVE_INFINITY,
  sharingEmbed: Number.POSITIVE_INFINITY,
  sharing: 1024,
};

export interface EmbedFrame {
  compact: boolean;
  headerHeight: number;
  topGap: number;
  /** The player's size in CSS pixels (16:9). */
  playerWidth: number;
  playerHeight: number;
}

export function embedFrame(viewport: { width: number; height: number }, variant: EmbedVariant): EmbedFrame {
  const compact = viewport.height <= EMBED_COMPACT_MAX_HEIGHT;
  const headerHeight = compact ? EMBED_HEADER_HEIGHT.compact : EMBED_HEADER_HEIGHT.regular;
  const topGap = compact ? EMBED_TOP_GAP.compact : EMBED_TOP_GAP.regular;
  const columnWidth = Math.min(viewport.width, EMBED_CONTENT_MAX_WIDTH[variant]) - 2 * EMBED_SIDE_PADDING;
  const heightLeft = viewport.height - headerHeight - topGap;
  const playerWidth = Math.max(0, Math.floor(Math.min(columnWidth, (heightLeft * 16) / 9)));
  return { compact, headerHeight, topGap, playerWidth, playerHeight: Math.floor((playerWidth * 9) / 16) };
}
