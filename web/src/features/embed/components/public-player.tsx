import { useEffect, useRef } from 'react';
import type { WatchReport } from '../../../lib/watch-reporter';
import { embedAudioTrack, subtitleTrackIndex } from '../model/embed';
import { afterSubtitleTracksSettle } from '../../../lib/subtitle-tracks';
import { audioTrackInfos, chooseStartAudioTrack, showAudioLanguage } from '../../../lib/audio-tracks';
import { ReportingVideo } from '../../../components/player/reporting-video';
import { useHlsPlayer } from '../../../components/player/use-hls-player';

/**
 * The public viewer's HLS player. Its playlists come from the public playlist endpoint by embed key and
 * need no token (for a signed-in member's private video, from the member endpoint with the token);
 * segments are presigned. `subtitleLang` switches on that subtitle track when the video has it;
 * `audioLang` (issue 14) starts in that audio track when the video has it, else in the playlist's
 * DEFAULT. The playing audio track's NAME is the `<video>`'s data-audio-language.
 */
export function PublicPlayer({
  src,
  poster,
  title,
  subtitleLang,
  audioLang,
  withToken = false,
  onReport,
}: {
  src: string;
  poster?: string | undefined;
  title: string;
  subtitleLang?: string | null | undefined;
  /** A validated audio language code (audioLanguageParam); null: the DEFAULT track. */
  audioLang?: string | null | undefined;
  /** A signed-in member's private video: the member playlists need the session's token. */
  withToken?: boolean;
  /** Playback reports (start, every 10 s of playback, end) for the anonymous analytics. */
  onReport?: (report: WatchReport) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Read when the audio tracks arrive: another audioLang switches the track, it does not reload.
  const wantedAudio = useRef(audioLang ?? null);
  useEffect(() => {
    wantedAudio.current = audioLang ?? null;
  });
  const { hls: hlsRef, failed } = useHlsPlayer(
    videoRef,
    { src, withToken, restartOn: subtitleLang },
    {
      onLoad: (video) => showAudioLanguage(video, undefined),
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
        hls.on(HlsClass.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
          const index = embedAudioTrack(audioTrackInfos(data.audioTracks), wantedAudio.current);
          chooseStartAudioTrack(hls, index, live);
        });
        hls.on(HlsClass.Events.AUDIO_TRACK_SWITCHING, (_event, data) => {
          if (live()) showAudioLanguage(videoRef.current, data);
        });
      },
    },
  );
  // A new audioLang on the same page switches where the video is (hls.js keeps the position).
  useEffect(() => {
    const hls = hlsRef.current;
    if (!hls || hls.audioTracks.length === 0) return;
    const index = embedAudioTrack(audioTrackInfos(hls.audioTracks), audioLang ?? null);
    if (index >= 0 && hls.audioTrack !== index) hls.audioTrack = index;
  }, [hlsRef, audioLang]);

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
