import { Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCaptions, LuChevronLeft, LuChevronRight, LuGauge, LuSettings2, LuVolumeX } from 'react-icons/lu';
import type Hls from 'hls.js';
import { currentToken } from '../../../lib/api-client';
import { loadConfig } from '../../../lib/config';
import { chunk, PLAYBACK_SPEEDS, qualityOptions, type QualityLevel } from '../model/player';
import { createWatchReporter, type WatchReport } from '../model/watch-reporter';
import { createLinkInterstitial, type ChapterLinkLike } from '../model/chapter-links';
import { LinkInterstitial } from './link-interstitial';
import { CAPTIONS_OFF, captionOptions, type SubtitleTrackInfo } from '../model/captions';
import { PlayerErrorOverlay } from '../../../components/player-error-overlay';
import { afterSubtitleTracksSettle } from '../../../lib/subtitle-tracks';
import {
  captionsChoice,
  preferredCaptions,
  preferredLevel,
  preferredSpeed,
  qualityChoice,
} from '../model/player-preferences';
import { startAutoplay } from '../model/autoplay';
import { loadPlayerPreferences, savePlayerPreference } from './player-preferences-store';

interface Option {
  value: string;
  label: string;
}

/** A menu whose list shows 10 options at a time, with previous/more items between the chunks. */
function ChunkedMenu({
  label,
  icon,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  icon: React.ReactNode;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const chunks = chunk(options);
  const [page, setPage] = useState(0);
  const shown = chunks[Math.min(page, chunks.length - 1)] ?? [];
  const current = options.find((o) => o.value === value)?.label ?? '';
  return (
    <Menu.Root onOpenChange={(e) => e.open && setPage(0)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`${label}: ${current}`} data-testid={testId}>
          {icon}
          <Text as="span">{current}</Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem" data-testid={`${testId}-menu`}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
              {page > 0 && (
                <Menu.Item value="__previous" closeOnSelect={false} onSelect={() => setPage(page - 1)}>
                  <LuChevronLeft aria-hidden />
                  {t('video-menu-previous')}
                </Menu.Item>
              )}
              <Menu.RadioItemGroup value={value} onValueChange={(e) => onChange(e.value)}>
                {shown.map((o) => (
                  <Menu.RadioItem key={o.value} value={o.value}>
                    {o.label}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              {page < chunks.length - 1 && (
                <Menu.Item value="__more" closeOnSelect={false} onSelect={() => setPage(page + 1)}>
                  {t('video-menu-more')}
                  <LuChevronRight aria-hidden />
                </Menu.Item>
              )}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The HLS player (spec 1 §2): hls.js is imported only here, on demand, so it stays out of the entry
 * and shell chunks. Playlists come from the API and need the session's token (sent by xhrSetup on
 * API URLs only); segments are presigned S3 URLs and go without it.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  onReport,
  links,
  onEnded,
  overlay,
  startAt,
  autoPlay = false,
  spokenLanguage,
}: {
  src: string;
  poster?: string;
  title: string;
  /** Playback reports (start, every 10 s of playback, end) for the analytics. */
  onReport?: (report: WatchReport) => void;
  /** Chapter links: the interstitial pauses 200 ms before each (spec 1 §4). */
  links?: readonly ChapterLinkLike[];
  /** The video played to its end (the page shows "up next"). */
  onEnded?: () => void;
  /** Shown over the video (the end-of-video overlay). */
  overlay?: React.ReactNode;
  /** Where playback starts, in seconds (/video/{humanId}?t= from search results). */
  startAt?: number;
  /**
   * Start playing once the source is loaded (the next video of a track after "up next"): with sound
   * when the browser allows it, else muted with an "Unmute" button.
   */
  autoPlay?: boolean;
  /** The language the video is spoken in (its master language): no captions in it by default. */
  spokenLanguage?: string;
}) {
  const { t, i18n } = useTranslation();
  const [subtitleTracks, setSubtitleTracks] = useState<SubtitleTrackInfo[]>([]);
  const [subtitleTrack, setSubtitleTrack] = useState(CAPTIONS_OFF);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevel] = useState(-1);
  // Quality, captions and speed start as the viewer last chose them (issue 9 point 18).
  const [speed, setSpeed] = useState(() => preferredSpeed(loadPlayerPreferences()));
  const [failed, setFailed] = useState(false);
  // Autoplay was refused sound and plays muted: the unmute button shows until the sound is on.
  const [mutedAutoplay, setMutedAutoplay] = useState(false);
  // Read when the source is ready, not a reason to load it again.
  const autoPlayRef = useRef(autoPlay);
  const uiLanguage = useRef(i18n.language);
  // Read when the subtitle tracks arrive (the source effect runs again for each video).
  const spoken = useRef(spokenLanguage);
  // The captions track chosen in this player's menu (null: none yet).
  const chosenCaptions = useRef<number | null>(null);
  useEffect(() => {
    autoPlayRef.current = autoPlay;
    uiLanguage.current = i18n.language;
    spoken.current = spokenLanguage;
  });
  // One reporter per source: a new video (or version) starts counting afresh.
  const reporter = useRef(createWatchReporter());
  const report = (reports: WatchReport[]) => reports.forEach((r) => onReport?.(r));
  // To the millisecond: completion is measured on the parts played (shared/domain/watch-completion.ts).
  const position = () => Math.round((videoRef.current?.currentTime ?? 0) * 1000) / 1000;
  const [link, setLink] = useState<ChapterLinkLike | null>(null);
  const linksKey = JSON.stringify(links ?? []);
  const interstitial = useRef(createLinkInterstitial<ChapterLinkLike>([]));
  useEffect(() => {
    interstitial.current = createLinkInterstitial(JSON.parse(linksKey) as ChapterLinkLike[]);
  }, [src, linksKey]);
  const resume = () => {
    setLink(null);
    void videoRef.current?.play().catch(() => undefined);
  };
  const checkLinks = (video: HTMLVideoElement) => {
    if (video.paused || video.seeking) return;
    const due = interstitial.current.progress(video.currentTime);
    if (due) {
      video.pause();
      setLink(due);
    }
  };
  // timeupdate fires only every 15–250 ms (later on a busy machine), too coarse for a pause 200 ms
  // before the boundary: while a video with links plays, every animation frame checks as well.
  const linkFrame = useRef<number | null>(null);
  const watchLinks = (video: HTMLVideoElement) => {
    if (linkFrame.current !== null || linksKey === '[]') return;
    const frame = () => {
      if (video.paused || video.ended) {
        linkFrame.current = null;
        return;
      }
      checkLinks(video);
      linkFrame.current = requestAnimationFrame(frame);
    };
    linkFrame.current = requestAnimationFrame(frame);
  };
  useEffect(
    () => () => {
      if (linkFrame.current !== null) cancelAnimationFrame(linkFrame.current);
      linkFrame.current = null;
    },
    [],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let disposed = false;
    reporter.current = createWatchReporter();
    chosenCaptions.current = null;
    setFailed(false);
    setLevels([]);
    setSubtitleTracks([]);
    setSubtitleTrack(CAPTIONS_OFF);
    setMutedAutoplay(false);
    const preferences = loadPlayerPreferences();
    // Attaching the source resets playbackRate to defaultPlaybackRate: both carry the remembered speed.
    video.defaultPlaybackRate = preferredSpeed(preferences);
    video.playbackRate = video.defaultPlaybackRate;
    const start = async () => {
      const [{ default: HlsClass }, config] = await Promise.all([import('hls.js'), loadConfig()]);
      if (disposed) return;
      if (!HlsClass.isSupported()) {
        // Native HLS (older iOS) cannot send the bearer token the playlists need.
        setFailed(true);
        return;
      }
      const apiUrl = config.apiUrl;
      const hls = new HlsClass({
        ...(startAt ? { startPosition: startAt } : {}),
        xhrSetup: async (xhr, url) => {
          if (!url.startsWith(apiUrl)) return;
          const token = await currentToken();
          if (xhr.readyState === 0) xhr.open('GET', url, true);
          if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        },
      });
      hlsRef.current = hls;
      hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
        const parsed = data.levels.map((l, index) => ({ index, height: l.height, bitrate: l.bitrate }));
        setLevels(parsed);
        const remembered = preferredLevel(parsed, preferences.quality);
        if (remembered >= 0) {
          // Nothing is buffered yet: start at that level and keep it (as a menu choice does).
          hls.startLevel = remembered;
          hls.loadLevel = remembered;
        }
        setLevel(remembered);
        if (autoPlayRef.current) {
          void startAutoplay(video).then((outcome) => {
            if (!disposed && outcome === 'muted') setMutedAutoplay(true);
          });
        }
      });
      // Captions: the master's SUBTITLES renditions; hls.js renders the chosen one as a text track.
      hls.on(HlsClass.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) => {
        const tracks = data.subtitleTracks.map((s, index) => ({ index, lang: s.lang, name: s.name }));
        setSubtitleTracks(tracks);
        // hls.js may announce the tracks again (e.g. after a level switch): a choice made in this player
        // since then stands.
        const initial =
          chosenCaptions.current ??
          preferredCaptions(tracks, preferences.captions, uiLanguage.current, spoken.current);
        afterSubtitleTracksSettle(() => {
          if (disposed) return;
          hls.subtitleDisplay = initial !== CAPTIONS_OFF;
          hls.subtitleTrack = initial;
          setSubtitleTrack(initial);
        });
      });
      hls.on(HlsClass.Events.SUBTITLE_TRACK_SWITCH, (_event, data) => setSubtitleTrack(data.id));
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
    // A new start (another search hit in the same video) loads the source again from there.
  }, [src, startAt]);

  const chooseCaptions = (value: string) => {
    const next = Number(value);
    chosenCaptions.current = next;
    setSubtitleTrack(next);
    const choice = captionsChoice(subtitleTracks, next);
    if (choice) savePlayerPreference({ captions: choice });
    const hls = hlsRef.current;
    if (!hls) return;
    hls.subtitleDisplay = next !== CAPTIONS_OFF;
    hls.subtitleTrack = next;
  };
  const chooseLevel = (value: string) => {
    const next = Number(value);
    setLevel(next);
    savePlayerPreference({ quality: qualityChoice(levels, next) });
    // -1 hands the choice back to hls.js's bandwidth estimate (auto).
    if (hlsRef.current) hlsRef.current.currentLevel = next;
  };
  const chooseSpeed = (value: string) => {
    const next = Number(value);
    setSpeed(next);
    savePlayerPreference({ speed: next });
    if (videoRef.current) {
      videoRef.current.defaultPlaybackRate = next;
      videoRef.current.playbackRate = next;
    }
  };

  const qualityLabel = (height: number | null) =>
    height === null ? t('video-quality-auto') : t('video-quality-level', { height });

  return (
    <Box>
      <Box position="relative" bg="black" borderRadius="md" overflow="hidden" aspectRatio={16 / 9}>
        <video
          ref={videoRef}
          controls
          playsInline
          poster={poster}
          aria-label={t('video-player', { title })}
          data-testid="video-element"
          style={{ width: '100%', height: '100%', display: 'block' }}
          onRateChange={(e) => setSpeed(e.currentTarget.playbackRate)}
          onVolumeChange={(e) => !e.currentTarget.muted && setMutedAutoplay(false)}
          onPlaying={(e) => {
            report(reporter.current.play(performance.now(), position()));
            watchLinks(e.currentTarget);
          }}
          onTimeUpdate={(e) => {
            const video = e.currentTarget;
            if (video.paused || video.seeking) return;
            report(reporter.current.tick(performance.now(), position()));
            checkLinks(video);
          }}
          onSeeking={(e) => interstitial.current.seek(e.currentTarget.currentTime)}
          onPause={() => report(reporter.current.pause(performance.now(), position()))}
          onWaiting={() => report(reporter.current.pause(performance.now(), position()))}
          onEnded={() => {
            report(reporter.current.ended(performance.now(), position()));
            // Playing it again is a new playback: its links show again.
            interstitial.current.reset();
            onEnded?.();
          }}
        />
        {mutedAutoplay && !link && (
          // Top left, clear of the native controls: autoplay had to start without sound.
          <Button
            position="absolute"
            top="3"
            insetStart="3"
            size="sm"
            colorPalette="brand"
            boxShadow="md"
            onClick={() => {
              const video = videoRef.current;
              if (!video) return;
              video.muted = false;
              if (video.volume === 0) video.volume = 1;
              setMutedAutoplay(false);
            }}
            data-testid="video-unmute"
          >
            <LuVolumeX aria-hidden />
            {t('video-unmute')}
          </Button>
        )}
        {link && <LinkInterstitial key={`${link.startSeconds}|${link.url}`} link={link} onResume={resume} />}
        {overlay}
        {failed && <PlayerErrorOverlay testId="video-player-error" />}
      </Box>
      <HStack mt="2" gap="2" justify="flex-end" role="toolbar" aria-label={t('video-player-settings')}>
        <ChunkedMenu
          label={t('video-quality')}
          icon={<LuSettings2 aria-hidden />}
          testId="video-quality"
          value={String(level)}
          onChange={chooseLevel}
          options={qualityOptions(levels).map((o) => ({
            value: String(o.value),
            label: qualityLabel(o.height),
          }))}
        />
        {subtitleTracks.length > 0 && (
          <ChunkedMenu
            label={t('video-captions')}
            icon={<LuCaptions aria-hidden />}
            testId="video-captions"
            value={String(subtitleTrack)}
            onChange={chooseCaptions}
            options={captionOptions(subtitleTracks, i18n.language).map((o) => ({
              value: String(o.value),
              label: o.label ?? t('video-captions-off'),
            }))}
          />
        )}
        <ChunkedMenu
          label={t('video-speed')}
          icon={<LuGauge aria-hidden />}
          testId="video-speed"
          value={String(speed)}
          onChange={chooseSpeed}
          options={PLAYBACK_SPEEDS.map((s) => ({
            value: String(s),
            label: t('video-speed-rate', { rate: s }),
          }))}
        />
      </HStack>
    </Box>
  );
}
