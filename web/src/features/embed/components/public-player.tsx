import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToken } from '../../../lib/api-client';
import { loadConfig } from '../../../lib/config';
import { createWatchReporter, type WatchReport } from '../../../lib/watch-reporter';
import { subtitleTrackIndex } from '../model/embed';
import { afterSubtitleTracksSettle } from '../../../lib/subtitle-tracks';
import { PlayerErrorOverlay } from '../../../components/player-error-overlay';

/**
 * The public viewer's HLS player. hls.js is imported only here, on demand (it stays out of the entry
 * chunk). Its playlists come from the public playlist endpoint by embed key and need no token (for a
 * signed-in member's private video, from the member endpoint with the token); segments are presigned.
 * `subtitleLang` switches on that subtitle track when the video has it.
 */
export function PublicPlayer({
  src,
  poster,
  title,
  subtitleLang,
  withToken = false,
  onReport,
}: {
  src: string;
  poster?: string | undefined;
  title: string;
  subtitleLang?: string | null | undefined;
  /** A signed-in member's private video: the member playlists need the session's token. */
  withToken?: boolean;
  /** Playback reports (start, every 10 s of playback, end) for the anonymous analytics. */
  onReport?: (report: WatchReport) => void;
}) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const reporter = useRef(createWatchReporter());
  const report = (reports: WatchReport[]) => reports.forEach((r) => onReport?.(r));
  // To the millisecond: completion is measured on the parts played (shared/domain/watch-completion.ts).
  const position = () => Math.round((videoRef.current?.currentTime ?? 0) * 1000) / 1000;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    reporter.current = createWatchReporter();
    setFailed(false);
    const start = async () => {
      const [{ default: HlsClass }, config] = await Promise.all([import('hls.js'), loadConfig()]);
      if (disposed) return;
      if (!HlsClass.isSupported()) {
        // Safari/iOS play HLS natively: the public playlists need no token.
        if (!withToken && video.canPlayType('application/vnd.apple.mpegurl')) video.src = src;
        else setFailed(true);
        return;
      }
      const hls = new HlsClass({
        // The token goes to this API's playlists only (never to the presigned segment URLs).
        xhrSetup: async (xhr, url) => {
          if (!withToken || !url.startsWith(config.apiUrl)) return;
          const token = await currentToken();
          if (xhr.readyState === 0) xhr.open('GET', url, true);
          if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        },
      });
      hls.subtitleDisplay = false;
      destroy = () => hls.destroy();
      hls.on(HlsClass.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) => {
        const index = subtitleTrackIndex(data.subtitleTracks, subtitleLang);
        if (index < 0) return;
        afterSubtitleTracksSettle(() => {
          if (disposed) return;
          hls.subtitleDisplay = true;
          hls.subtitleTrack = index;
        });
      });
      let recovered = false;
      hls.on(HlsClass.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
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
      destroy?.();
    };
  }, [src, subtitleLang, withToken]);

  return (
    <Box position="relative" bg="black" borderRadius="md" overflow="hidden" aspectRatio={16 / 9}>
      <video
        ref={videoRef}
        controls
        playsInline
        poster={poster}
        aria-label={t('video-player', { title })}
        data-testid="embed-video-element"
        style={{ width: '100%', height: '100%', display: 'block' }}
        onPlaying={() => report(reporter.current.play(performance.now(), position()))}
        onTimeUpdate={(e) =>
          !e.currentTarget.paused && report(reporter.current.tick(performance.now(), position()))
        }
        onPause={() => report(reporter.current.pause(performance.now(), position()))}
        onWaiting={() => report(reporter.current.pause(performance.now(), position()))}
        onEnded={() => report(reporter.current.ended(performance.now(), position()))}
      />
      {failed && <PlayerErrorOverlay testId="embed-player-error" />}
    </Box>
  );
}
