/**
 * The public addresses of a video (spec 1 §2 "Public viewing routes": /embed/{key} with query
 * subTitleLang, /sharing/{key}, /sharing/embed/{key}) as the "Embed & share" dialog offers them: always
 * on the tenant's own web address, never the API's or the apex's.
 */
import { apexOrigin, type Site } from './tenant';

/** The size of the `<iframe>` snippet: 16:9 at a width most article columns hold. */
export const EMBED_FRAME = { width: 640, height: 360 } as const;

/**
 * The tenant's web origin, `protocol//{subdomain}.{app domain}[:port]`, from the address the page was
 * opened on (`acme.localhost:5173` locally, `acme.tubes.example.com` in the cloud).
 */
export function tenantOrigin(
  location: Pick<URL, 'protocol' | 'hostname' | 'port'>,
  site: Site,
  subdomain: string,
): string {
  const apex = new URL(apexOrigin(location, site));
  return `${apex.protocol}//${subdomain}.${apex.host}`;
}

/** Each carries ?subTitleLang= when a subtitle language is chosen (all three pages read it). */
export interface EmbedLinks {
  /** /sharing/{key}: the sharing page. */
  sharing: string;
  /** /embed/{key}. */
  embed: string;
  /** An `<iframe>` of /sharing/embed/{key} to paste into another site. */
  iframe: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function embedLinks(
  origin: string,
  embedKey: string,
  options: { subtitleLanguage?: string | null; title: string },
): EmbedLinks {
  const key = encodeURIComponent(embedKey);
  // Issue 9 point 12: the subtitle choice used to reach the /embed link only, not the snippet.
  const page = (path: string) => {
    const url = new URL(path, origin);
    if (options.subtitleLanguage) url.searchParams.set('subTitleLang', options.subtitleLanguage);
    return url.href;
  };
  const frameSrc = page(`/sharing/embed/${key}`);
  const iframe =
    `<iframe src="${escapeAttribute(frameSrc)}" width="${EMBED_FRAME.width}" height="${EMBED_FRAME.height}"` +
    ` title="${escapeAttribute(options.title)}" style="border:0" allow="autoplay; fullscreen; picture-in-picture"` +
    ` allowfullscreen></iframe>`;
  return { sharing: page(`/sharing/${key}`), embed: page(`/embed/${key}`), iframe };
}

/**
 * The subtitle languages the picker offers: the video's languages (its renditions in the latest
 * version, and the languages with subtitles), the master language first, each once.
 */
export function subtitleLanguageChoices(video: {
  masterLanguage: string;
  lastVersion: number;
  renditions: readonly { version: number; language: string }[];
  subtitleLanguages: readonly string[];
}): string[] {
  const languages = new Set<string>([
    ...video.subtitleLanguages,
    ...video.renditions.filter((r) => r.version === video.lastVersion).map((r) => r.language),
  ]);
  const rest = [...languages].filter((l) => l !== video.masterLanguage).sort();
  return languages.has(video.masterLanguage) ? [video.masterLanguage, ...rest] : rest;
}
