import { useRef } from 'react';
import type { WatchReport } from '../../../lib/watch-reporter';
import { subtitleTrackIndex } from '../model/embed';
import { afterSubtitleTracksSettle } from '../../../lib/subtitle-tracks';
import { ReportingVideo } from '../../../components/player/reporting-video';
import { useHlsPlayer } from '../../../components/player/use-hls-player';

/**
 * The public viewer's HLS player. Its playlists come from the public playlist endpoint by embed key and
 * need no token (for a signed-in member's private video, from the member endpoint with the token);
 * segments are presigned. `subtitleLang` switches on that subtitle track when the video has it.
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
  const videoRef = useRef<HTMLVideoElement>(null);
  const { failed } = useHlsPlayer(
    videoRef,
    { src, withToken, restartOn: subtitleLang },
    {
      onCreated: (hls, HlsClass, live) => {
        hls.subtitleDisplay = false;
        hls.on(HlsClass.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) => {
          const index = subtitleTrackIndex(data.subtitleTracks, subtitleLang);
          if (index < 0) return;
          afterSubtitleTracksSettle(() => {
            if (!live()) return;
            hls.subtitleDisplay = true;
            hls.subtitleTrack = index;
          });
        });
      },
    },
  );

  return (
    <ReportingVideo
      videoRef={videoRef}
      playback={`${src}|${subtitleLang ?? ''}|${withToken}`}
      title={title}
      poster={poster}
      failed={failed}
      testId="embed-video-element"
      errorTestId="embed-player-error"
      onReport={onReport}
    />
  );
}
