import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioVideo } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { useHlsPlayer } from '../../../../components/player/use-hls-player';
import { playableUrl } from '../../api/editor';
import type { EditorDoc } from '../model/document';
import { formatTime, peaksOf, stripTimes } from '../model/timeline';

/** The editor's player: the version's playable rendition in the edited language, and its play-head. */
export function usePlayhead(video: StudioVideo, language: UiLanguage) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [src, setSrc] = useState('');
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    let live = true;
    playableUrl(video.humanId, video.version, language)
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(''));
    return () => {
      live = false;
    };
  }, [video.humanId, video.version, language]);
  const { failed } = useHlsPlayer(videoRef, { src, withToken: true, restartOn: src });
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    const onTime = () => setTime(el.currentTime);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('seeked', onTime);
    el.addEventListener('play', onPlay);
    el.addEventListener('pause', onPause);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('seeked', onTime);
      el.removeEventListener('play', onPlay);
      el.removeEventListener('pause', onPause);
    };
  }, [src]);
  const seek = (seconds: number) => {
    const el = videoRef.current;
    if (!el) return;
    const end = Number.isFinite(el.duration) ? el.duration : seconds;
    el.currentTime = Math.max(0, Math.min(end, seconds));
    setTime(el.currentTime);
  };
  const toggle = () => {
    const el = videoRef.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };
  return { videoRef, src, available: Boolean(src) && !failed, time, playing, seek, toggle };
}

export type Playhead = ReturnType<typeof usePlayhead>;

/** The version's MP4 (a presigned GET): the waveform's audio and the thumbnails strip's frames. */
function useDownloadUrl(video: StudioVideo, language: UiLanguage) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    playableUrl(video.humanId, video.version, language, true)
      .then((found) => live && setUrl(found))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [video.humanId, video.version, language]);
  return url;
}

/** The waveform's peaks, decoded with Web Audio from the version's MP4 (none when it cannot be read). */
function useWaveform(url: string | null, bins: number) {
  const [peaks, setPeaks] = useState<number[] | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    const run = async () => {
      const response = await fetch(url);
      if (!response.ok) return;
      const context = new OfflineAudioContext(1, 1, 8000);
      const audio = await context.decodeAudioData(await response.arrayBuffer());
      if (live) setPeaks(peaksOf(audio.getChannelData(0), bins));
    };
    // No waveform is no error: the timeline works without it.
    run().catch(() => live && setPeaks(null));
    return () => {
      live = false;
    };
  }, [url, bins]);
  return peaks;
}

/**
 * The thumbnails strip: a still of each part of the video, each a muted video element showing the frame
 * at its time (a media fragment), so no frame is copied out of the media (no canvas). They are CORS
 * requests all the same (`crossOrigin`): the waveform fetches the same URL, and a response the browser
 * cached for a no-cors media request carries no CORS header, which would block that fetch.
 */
function ThumbnailStrip({ url, durationSeconds }: { url: string; durationSeconds: number }) {
  const times = stripTimes(durationSeconds, 8);
  if (times.length === 0) return null;
  return (
    <HStack gap="0.5" aria-hidden data-testid="editor-thumbnails" overflow="hidden" borderRadius="md">
      {times.map((time) => (
        <Box key={time} flex="1" minW="0" bg="black">
          <video
            src={`${url}#t=${time}`}
            crossOrigin="anonymous"
            preload="metadata"
            muted
            playsInline
            tabIndex={-1}
            style={{ width: '100%', aspectRatio: '16 / 9', display: 'block', pointerEvents: 'none' }}
          />
        </Box>
      ))}
    </HStack>
  );
}

function Waveform({ peaks }: { peaks: number[] }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const { width, height } = el;
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = getComputedStyle(el).color;
    const bar = width / peaks.length;
    peaks.forEach((p, i) => {
      const h = Math.max(1, p * height);
      ctx.fillRect(i * bar, (height - h) / 2, Math.max(1, bar - 1), h);
    });
  }, [peaks]);
  return (
    <Box asChild color="fg.muted" position="absolute" inset="0" w="full" h="full" aria-hidden>
      <canvas ref={canvas} width={800} height={64} data-testid="editor-waveform" />
    </Box>
  );
}

/**
 * The timeline under the player: the thumbnails strip, the waveform, the chapter markers (a button each: it moves the
 * play-head there), the links, the trimmed parts shaded, and the play-head.
 */
export function Timeline({
  video,
  language,
  doc,
  durationSeconds,
  playhead,
}: {
  video: StudioVideo;
  language: UiLanguage;
  doc: EditorDoc;
  durationSeconds: number;
  playhead: Playhead;
}) {
  const { t } = useTranslation();
  const download = useDownloadUrl(video, language);
  const peaks = useWaveform(download, 200);
  const duration = durationSeconds > 0 ? durationSeconds : 1;
  const at = (seconds: number) => `${Math.min(100, Math.max(0, (seconds / duration) * 100))}%`;
  const bar = useRef<HTMLDivElement | null>(null);
  const seekTo = (clientX: number) => {
    const rect = bar.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    playhead.seek(((clientX - rect.left) / rect.width) * duration);
  };
  return (
    <Stack gap="2">
      {download && <ThumbnailStrip url={download} durationSeconds={durationSeconds} />}
      <Box
        ref={bar}
        position="relative"
        h="16"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.subtle"
        onClick={(e) => seekTo(e.clientX)}
        data-testid="editor-timeline"
      >
        {peaks && <Waveform peaks={peaks} />}
        {doc.trim && (
          <>
            <Box
              position="absolute"
              top="0"
              bottom="0"
              left="0"
              w={at(doc.trim.startSeconds)}
              bg="blackAlpha.400"
            />
            {doc.trim.endSeconds !== undefined && (
              <Box
                position="absolute"
                top="0"
                bottom="0"
                left={at(doc.trim.endSeconds)}
                right="0"
                bg="blackAlpha.400"
              />
            )}
          </>
        )}
        {doc.links.map((l, i) => (
          <Box
            key={`link-${i}`}
            position="absolute"
            bottom="0"
            left={at(l.startSeconds)}
            w="2"
            h="2"
            ml="-1"
            borderRadius="full"
            bg="blue.solid"
            aria-hidden
          />
        ))}
        <Box
          position="absolute"
          top="0"
          bottom="0"
          left={at(playhead.time)}
          w="0.5"
          bg="red.solid"
          data-testid="editor-playhead"
          aria-hidden
        />
      </Box>
      <Box position="relative" h="8" aria-label={t('editor-chapter-markers')} role="group">
        {doc.chapters.map((c, i) => (
          <Button
            key={`${c.startSeconds}-${i}`}
            position="absolute"
            left={at(c.startSeconds)}
            transform="translateX(-50%)"
            size="2xs"
            variant="surface"
            colorPalette="gray"
            onClick={() => playhead.seek(c.startSeconds)}
            data-testid="editor-chapter-marker"
          >
            {i + 1}
            <Box as="span" srOnly>
              {t('editor-chapter-at', { number: i + 1, time: formatTime(c.startSeconds) })}
            </Box>
          </Button>
        ))}
      </Box>
      <HStack justify="space-between">
        <Text textStyle="sm" data-testid="editor-time">
          {formatTime(playhead.time)} / {formatTime(durationSeconds)}
        </Text>
      </HStack>
    </Stack>
  );
}

/** The player element (its controls are the browser's; the timeline and the shortcuts move it too). */
export function EditorPlayer({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const { t } = useTranslation();
  return (
    <Box bg="black" borderRadius="md" overflow="hidden" maxW="3xl">
      <video
        ref={videoRef}
        controls
        playsInline
        aria-label={t('editor-player')}
        data-testid="editor-video"
        style={{ width: '100%', aspectRatio: '16 / 9' }}
      />
    </Box>
  );
}
