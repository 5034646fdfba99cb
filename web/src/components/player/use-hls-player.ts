/**
 * The HLS playback of every player (the member player and the public embed player): hls.js loaded on
 * demand (it stays out of the entry and shell chunks), the session's token on the API's playlists only,
 * one media-error recovery, the error state and the teardown, written once.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type Hls from 'hls.js';
import { currentToken } from '../../lib/api-client';
import { loadConfig } from '../../lib/config';
import { playlistLoaderWithEarly } from './early-playlists';

export type HlsClass = typeof Hls;

/** hls.js, fetched once (a page may start loading it early, before the player mounts). */
export function loadHls(): Promise<HlsClass> {
  return import('hls.js').then((module) => module.default);
}

export interface HlsSource {
  /** The master playlist URL. */
  src: string;
  /** Where playback starts, in seconds. */
  startAt?: number | undefined;
  /**
   * The member playlists need the session's token (sent on the API's URLs only, never to presigned
   * segments). Without it, a browser without MediaSource but with native HLS (Safari/iOS) plays natively.
   */
  withToken: boolean;
  /** Anything else that loads the source again when it changes. */
  restartOn?: unknown;
}

export interface HlsHandlers {
  /** Before each load of a source: per-source state starts afresh. */
  onLoad?(video: HTMLVideoElement): void;
  /**
   * hls.js exists and the source is about to load: attach listeners. `live()` turns false once this
   * load is torn down (a newer source, or the player unmounted).
   */
  onCreated?(hls: Hls, HlsClass: HlsClass, live: () => boolean): void;
}

/** Plays `source` in `videoRef`'s element; `hls` is the current hls.js instance (null: none). */
export function useHlsPlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  { src, startAt, withToken, restartOn }: HlsSource,
  handlers: HlsHandlers = {},
): { hls: RefObject<Hls | null>; failed: boolean } {
  const hlsRef = useRef<Hls | null>(null);
  const [failed, setFailed] = useState(false);
  // The handlers of the latest render, read when the source loads (not a reason to load it again).
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let disposed = false;
    const live = () => !disposed;
    setFailed(false);
    latest.current.onLoad?.(video);
    const start = async () => {
      const [HlsClass, config] = await Promise.all([loadHls(), loadConfig()]);
      if (disposed) return;
      if (!HlsClass.isSupported()) {
        // Native HLS cannot send the bearer token the member playlists need.
        if (!withToken && video.canPlayType('application/vnd.apple.mpegurl')) video.src = src;
        else setFailed(true);
        return;
      }
      const apiUrl = config.apiUrl;
      // The page's master playlist may have been fetched already (early-playlists.ts).
      const pLoader = withToken ? playlistLoaderWithEarly(HlsClass) : undefined;
      const hls = new HlsClass({
        ...(startAt ? { startPosition: startAt } : {}),
        ...(withToken
          ? {
              ...(pLoader ? { pLoader } : {}),
              xhrSetup: async (xhr: XMLHttpRequest, url: string) => {
                if (!url.startsWith(apiUrl)) return;
                const token = await currentToken();
                if (xhr.readyState === 0) xhr.open('GET', url, true);
                if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
              },
            }
          : {}),
      });
      hlsRef.current = hls;
      latest.current.onCreated?.(hls, HlsClass, live);
      let recovered = false;
      hls.on(HlsClass.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // One media-error recovery (hls.js's documented path), otherwise the error text.
        if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          hls.recoverMediaError();
          return;
        }
        setFailed(true);
        hls.destroy();
      });
      hls.loadSource(src);
      hls.attachMedia(video);
    };
    start().catch(() => !disposed && setFailed(true));
    return () => {
      disposed = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [videoRef, src, startAt, withToken, restartOn]);

  return { hls: hlsRef, failed };
}
