/**
 * A member video page's master playlist, fetched as soon as its address is known (the boot's early
 * getVideoUrl, app/boot-requests.ts) rather than once the page has rendered and hls.js has started:
 * issue 10, "start the playlist request as soon as the video is known". The player's playlist loader
 * (use-hls-player.ts) takes it when it asks for the same address with the same bearer; anything else
 * it loads itself, as before.
 */
import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  PlaylistLoaderConstructor,
  PlaylistLoaderContext,
} from 'hls.js';
import { currentToken } from '../../lib/api-client';
import { loadConfig } from '../../lib/config';
import type { HlsClass } from './use-hls-player';

interface EarlyPlaylist {
  token: string;
  text: Promise<string | undefined>;
}

const earlyPlaylists = new Map<string, EarlyPlaylist>();
/** Not taken by then: dropped (the page played something else). */
const EARLY_PLAYLIST_MS = 30_000;

/**
 * Fetches the master playlist at `url` (the API's, which needs the bearer) for the player to take,
 * then the variant hls.js starts with on a fresh page (its default bandwidth estimate picks the
 * lightest one); a variant it does not ask for is simply dropped.
 */
export function preloadPlaylist(url: string, token: string): void {
  void loadConfig()
    .then(({ apiUrl }) => {
      const fetchEarly = (address: string) => {
        // The bearer goes to the API's playlists only (as the player's xhrSetup sends it).
        if (!address.startsWith(apiUrl) || earlyPlaylists.has(address)) return undefined;
        const text = fetch(address, { headers: { authorization: `Bearer ${token}` } })
          .then((response) => (response.ok ? response.text() : undefined))
          .catch(() => undefined);
        const early = { token, text };
        earlyPlaylists.set(address, early);
        setTimeout(() => {
          if (earlyPlaylists.get(address) === early) earlyPlaylists.delete(address);
        }, EARLY_PLAYLIST_MS);
        return text;
      };
      void fetchEarly(url)?.then((master) => {
        const variant = master ? lightestVariant(master, url) : undefined;
        if (variant) fetchEarly(variant);
      });
    })
    .catch(() => undefined);
}

/** The address of the lowest-bandwidth variant of a master playlist (undefined: none). */
export function lightestVariant(master: string, masterUrl: string): string | undefined {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  let best: { bandwidth: number; uri: string } | undefined;
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1]);
    const uri = lines.slice(i + 1).find((next) => next && !next.startsWith('#'));
    if (uri && Number.isFinite(bandwidth) && (!best || bandwidth < best.bandwidth)) best = { bandwidth, uri };
  });
  if (!best) return undefined;
  try {
    return new URL(best.uri, masterUrl).toString();
  } catch {
    return undefined;
  }
}

/** The early text for `url`, once, if it was fetched with the bearer the player would send now. */
async function takeEarlyPlaylist(url: string): Promise<string | undefined> {
  const early = earlyPlaylists.get(url);
  if (!early) return undefined;
  earlyPlaylists.delete(url);
  if ((await currentToken()) !== early.token) return undefined;
  return early.text;
}

/**
 * hls.js's playlist loader (its default loader) that first looks for an early playlist: answered at
 * once when there is one, loaded as before when there is none (or it failed).
 */
export function playlistLoaderWithEarly(HlsClass: HlsClass): PlaylistLoaderConstructor | undefined {
  // The default loader loads playlists too (hls.js passes it playlist contexts when no pLoader is set).
  const Base = HlsClass.DefaultConfig?.loader as
    (new (config: HlsConfig) => Loader<PlaylistLoaderContext>) | undefined;
  if (!Base) return undefined; // a build without a default loader: hls.js loads everything itself
  return class EarlyPlaylistLoader extends Base {
    private cancelled = false;

    override load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      if (!earlyPlaylists.has(context.url)) return super.load(context, config, callbacks);
      void takeEarlyPlaylist(context.url).then((text) => {
        if (this.cancelled) return;
        if (text === undefined) return super.load(context, config, callbacks);
        const now = performance.now();
        const stats = {
          aborted: false,
          loaded: text.length,
          total: text.length,
          retry: 0,
          chunkCount: 0,
          bwEstimate: 0,
          loading: { start: now, first: now, end: now },
          parsing: { start: 0, end: 0 },
          buffering: { start: 0, first: 0, end: 0 },
        };
        callbacks.onSuccess({ url: context.url, data: text }, stats, context, null);
      });
    }

    override abort(): void {
      this.cancelled = true;
      super.abort();
    }

    override destroy(): void {
      this.cancelled = true;
      super.destroy();
    }
  };
}
