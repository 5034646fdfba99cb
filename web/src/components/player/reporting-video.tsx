import { Box } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createWatchReporter, type WatchReport } from '../../lib/watch-reporter';
import { PlayerErrorOverlay } from './player-error-overlay';

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * The players' 16:9 frame and `<video>`, which reports playback (start, every 10 s of playback, end:
 * lib/watch-reporter) and shows the error text over the video once playback failed. The players' own
 * event handlers run after the report; `children` lie over the video.
 */
export function ReportingVideo({
  videoRef,
  playback,
  title,
  poster,
  failed,
  testId,
  errorTestId,
  onReport,
  onPlaying,
  onTimeUpdate,
  onEnded,
  children,
  ...handlers
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Identifies one playback: a new value counts afresh (another video, version or start). */
  playback: string;
  title: string;
  poster?: string | undefined;
  failed: boolean;
  testId: string;
  errorTestId: string;
  onReport?: ((report: WatchReport) => void) | undefined;
  onPlaying?: (event: VideoEvent) => void;
  onTimeUpdate?: (event: VideoEvent) => void;
  onEnded?: (event: VideoEvent) => void;
  onSeeking?: (event: VideoEvent) => void;
  onRateChange?: (event: VideoEvent) => void;
  onVolumeChange?: (event: VideoEvent) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const reporter = useRef(createWatchReporter());
  useEffect(() => {
    reporter.current = createWatchReporter();
  }, [playback]);
  const report = (reports: WatchReport[]) => reports.forEach((r) => onReport?.(r));
  // To the millisecond: completion is measured on the parts played (shared/domain/watch-completion.ts).
  const position = () => Math.round((videoRef.current?.currentTime ?? 0) * 1000) / 1000;
  const stop = () => report(reporter.current.pause(performance.now(), position()));

  return (
    <Box position="relative" bg="black" borderRadius="md" overflow="hidden" aspectRatio={16 / 9}>
      <video
        ref={videoRef}
        controls
        playsInline
        poster={poster}
        aria-label={t('video-player', { title })}
        data-testid={testId}
        style={{ width: '100%', height: '100%', display: 'block' }}
        {...handlers}
        onPlaying={(e) => {
          report(reporter.current.play(performance.now(), position()));
          onPlaying?.(e);
        }}
        onTimeUpdate={(e) => {
          // Paused or seeking is no playback (the reporter counts played time only).
          const video = e.currentTarget;
          if (!video.paused && !video.seeking) report(reporter.current.tick(performance.now(), position()));
          onTimeUpdate?.(e);
        }}
        onPause={stop}
        onWaiting={stop}
        onEnded={(e) => {
          report(reporter.current.ended(performance.now(), position()));
          onEnded?.(e);
        }}
      />
      {children}
      {failed && <PlayerErrorOverlay testId={errorTestId} />}
    </Box>
  );
}
