import { Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuAudioLines,
  LuCaptions,
  LuChevronLeft,
  LuChevronRight,
  LuGauge,
  LuSettings2,
  LuVolumeX,
} from 'react-icons/lu';
import { ReportingVideo } from '../../../components/player/reporting-video';
import { useHlsPlayer } from '../../../components/player/use-hls-player';
import { chunk, PLAYBACK_SPEEDS, qualityOptions, type QualityLevel } from '../model/player';
import type { WatchReport } from '../model/watch-reporter';
import { createLinkInterstitial, type ChapterLinkLike } from '../model/chapter-links';
import { LinkInterstitial } from './link-interstitial';
import { CAPTIONS_OFF, captionOptions, type SubtitleTrackInfo } from '../model/captions';
import { afterSubtitleTracksSettle } from '../../../lib/subtitle-tracks';
import {
  audioTrackInfos,
  audioTrackLabel,
  chooseStartAudioTrack,
  showAudioLanguage,
  type AudioTrackInfo,
} from '../../../lib/audio-tracks';
import {
  audioChoice,
  captionsChoice,
  preferredAudio,
  preferredCaptions,
  preferredLevel,
  preferredSpeed,
  qualityChoice,
} from '../model/player-preferences';
import { startAutoplay } from '../model/autoplay';
import { loadPlayerPreferences, savePlayerPreference } from './player-preferences-store';

/** A player setting's choice: every setting (quality level, audio or captions track, speed) is a number. */
interface Option {
  value: number;
  label: string;
}

/** The player's settings: each a menu named `video-{setting}` (its label key and its test id). */
const SETTING_ICONS = { quality: LuSettings2, audio: LuAudioLines, captions: LuCaptions, speed: LuGauge };
type PlayerSetting = keyof typeof SETTING_ICONS;

/**
 * A setting's menu, whose list shows 10 options at a time, with previous/more items between the
 * chunks.
 */
function SettingMenu({
  setting,
  options,
  value,
  onChange,
}: {
  setting: PlayerSetting;
  options: Option[];
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const label = t(`video-${setting}`);
  const testId = `video-${setting}`;
  const Icon = SETTING_ICONS[setting];
  const chunks = chunk(options);
  const [page, setPage] = useState(0);
  const shown = chunks[Math.min(page, chunks.length - 1)] ?? [];
  const current = options.find((o) => o.value === value)?.label ?? '';
  return (
    <Menu.Root onOpenChange={(e) => e.open && setPage(0)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`${label}: ${current}`} data-testid={testId}>
          <Icon aria-hidden />
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
              <Menu.RadioItemGroup value={String(value)} onValueChange={(e) => onChange(Number(e.value))}>
                {shown.map((o) => (
                  <Menu.RadioItem key={o.value} value={String(o.value)}>
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
 * The member's HLS player (spec 1 §2) with its quality, audio (issue 14: voice-overs), captions and
 * speed menus, chapter links and autoplay. Playlists come from the API and need the session's token
 * (components/player: hls.js on demand, the token on API URLs only); segments are presigned S3 URLs
 * and go without it. The playing audio track's NAME is the `<video>`'s data-audio-language.
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
  // The master's audio renditions (the original sound and its voice-overs) and the one playing.
  const [audioTracks, setAudioTracks] = useState<AudioTrackInfo[]>([]);
  const [audioTrack, setAudioTrack] = useState(-1);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevel] = useState(-1);
  // Quality, captions and speed start as the viewer last chose them (issue 9 point 18).
  const [speed, setSpeed] = useState(() => preferredSpeed(loadPlayerPreferences()));
  // Autoplay was refused sound and plays muted: the unmute button shows until the sound is on.
  const [mutedAutoplay, setMutedAutoplay] = useState(false);
  // Read when the source is ready, not a reason to load it again.
  const autoPlayRef = useRef(autoPlay);
  const uiLanguage = useRef(i18n.language);
  // Read when the subtitle tracks arrive (the source effect runs again for each video).
  const spoken = useRef(spokenLanguage);
  // The captions track chosen in this player's menu (null: none yet).
  const chosenCaptions = useRef<number | null>(null);
  // The audio language chosen in this player's menu (null: none yet).
  const chosenAudio = useRef<string | null>(null);
  useEffect(() => {
    autoPlayRef.current = autoPlay;
    uiLanguage.current = i18n.language;
    spoken.current = spokenLanguage;
  });
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

  // A new start (another search hit in the same video) loads the source again from there.
  const { hls: hlsRef, failed } = useHlsPlayer(
    videoRef,
    { src, startAt, withToken: true },
    {
      onLoad: (video) => {
        chosenCaptions.current = null;
        chosenAudio.current = null;
        setLevels([]);
        setSubtitleTracks([]);
        setSubtitleTrack(CAPTIONS_OFF);
        setAudioTracks([]);
        setAudioTrack(-1);
        showAudioLanguage(video, undefined);
        setMutedAutoplay(false);
        // Attaching the source resets playbackRate to defaultPlaybackRate: both carry the remembered speed.
        video.defaultPlaybackRate = preferredSpeed(loadPlayerPreferences());
        video.playbackRate = video.defaultPlaybackRate;
      },
      onCreated: (hls, HlsClass, live) => {
        const preferences = loadPlayerPreferences();
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
          const video = videoRef.current;
          if (autoPlayRef.current && video) {
            void startAutoplay(video).then((outcome) => {
              if (live() && outcome === 'muted') setMutedAutoplay(true);
            });
          }
        });
        // Captions: the master's SUBTITLES renditions; hls.js renders the chosen one as a text track.
        hls.on(HlsClass.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) => {
          const tracks = data.subtitleTracks.map((s, index) => ({ index, lang: s.lang, name: s.name }));
          setSubtitleTracks(tracks);
          // hls.js may announce the tracks again (e.g. after a level switch): a choice made in this player
          // stands, also one made while the tracks settle (read when applying, not when announced).
          afterSubtitleTracksSettle(() => {
            if (!live()) return;
            const initial =
              chosenCaptions.current ??
              preferredCaptions(tracks, preferences.captions, uiLanguage.current, spoken.current);
            hls.subtitleDisplay = initial !== CAPTIONS_OFF;
            hls.subtitleTrack = initial;
            setSubtitleTrack(initial);
          });
        });
        hls.on(HlsClass.Events.SUBTITLE_TRACK_SWITCH, (_event, data) => setSubtitleTrack(data.id));
        // Audio: the master's AUDIO renditions (issue 14). A new video starts in the remembered language,
        // else the UI language, else the playlist's DEFAULT; chosen inside the listener (see
        // chooseStartAudioTrack). hls.js may announce the tracks again (another audio group): a choice
        // made in this player stands.
        hls.on(HlsClass.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
          const tracks = audioTrackInfos(data.audioTracks);
          setAudioTracks(tracks);
          const initial = preferredAudio(
            tracks,
            chosenAudio.current ?? preferences.audio,
            uiLanguage.current,
          );
          chooseStartAudioTrack(hls, initial, live);
          setAudioTrack(initial);
        });
        // Every switch (hls.js's own DEFAULT, the start choice, the menu): the menu and data-audio-language.
        hls.on(HlsClass.Events.AUDIO_TRACK_SWITCHING, (_event, data) => {
          if (!live()) return;
          setAudioTrack(data.id);
          showAudioLanguage(videoRef.current, data);
        });
      },
    },
  );

  const chooseCaptions = (next: number) => {
    chosenCaptions.current = next;
    setSubtitleTrack(next);
    const choice = captionsChoice(subtitleTracks, next);
    if (choice) savePlayerPreference({ captions: choice });
    const hls = hlsRef.current;
    if (!hls) return;
    hls.subtitleDisplay = next !== CAPTIONS_OFF;
    hls.subtitleTrack = next;
  };
  // hls.js switches the audio where the video is (it keeps currentTime and flushes only the audio
  // buffer): nothing here loads the source again or seeks.
  const chooseAudio = (next: number) => {
    setAudioTrack(next);
    const choice = audioChoice(audioTracks, next);
    chosenAudio.current = choice;
    if (choice) savePlayerPreference({ audio: choice });
    const hls = hlsRef.current;
    if (hls && hls.audioTrack !== next) hls.audioTrack = next;
  };
  const chooseLevel = (next: number) => {
    setLevel(next);
    savePlayerPreference({ quality: qualityChoice(levels, next) });
    // -1 hands the choice back to hls.js's bandwidth estimate (auto).
    if (hlsRef.current) hlsRef.current.currentLevel = next;
  };
  const chooseSpeed = (next: number) => {
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
      <ReportingVideo
        videoRef={videoRef}
        playback={`${src}|${startAt ?? ''}`}
        title={title}
        poster={poster}
        failed={failed}
        testId="video-element"
        errorTestId="video-player-error"
        onReport={onReport}
        onRateChange={(e) => setSpeed(e.currentTarget.playbackRate)}
        onVolumeChange={(e) => !e.currentTarget.muted && setMutedAutoplay(false)}
        onPlaying={(e) => watchLinks(e.currentTarget)}
        onTimeUpdate={(e) => checkLinks(e.currentTarget)}
        onSeeking={(e) => interstitial.current.seek(e.currentTarget.currentTime)}
        onEnded={() => {
          // Playing it again is a new playback: its links show again.
          interstitial.current.reset();
          onEnded?.();
        }}
      >
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
      </ReportingVideo>
      <HStack mt="2" gap="2" justify="flex-end" role="toolbar" aria-label={t('video-player-settings')}>
        <SettingMenu
          setting="quality"
          value={level}
          onChange={chooseLevel}
          options={qualityOptions(levels).map((o) => ({ value: o.value, label: qualityLabel(o.height) }))}
        />
        {audioTracks.length > 1 && (
          <SettingMenu
            setting="audio"
            value={audioTrack}
            onChange={chooseAudio}
            options={audioTracks.map((track) => ({
              value: track.index,
              label: audioTrackLabel(track, t('video-audio-original')),
            }))}
          />
        )}
        {subtitleTracks.length > 0 && (
          <SettingMenu
            setting="captions"
            value={subtitleTrack}
            onChange={chooseCaptions}
            options={captionOptions(subtitleTracks, i18n.language).map((o) => ({
              value: o.value,
              label: o.label ?? t('video-captions-off'),
            }))}
          />
        )}
        <SettingMenu
          setting="speed"
          value={speed}
          onChange={chooseSpeed}
          options={PLAYBACK_SPEEDS.map((s) => ({ value: s, label: t('video-speed-rate', { rate: s }) }))}
        />
      </HStack>
    </Box>
  );
}
