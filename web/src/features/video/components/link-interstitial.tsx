import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OverlayCountdown, PlayerOverlay } from './player-overlay';
import { LuExternalLink } from 'react-icons/lu';
import { secondsLeft } from '../model/countdown';
import type { ChapterLinkLike } from '../model/chapter-links';
import { useCountdown } from './use-countdown';

/** A short two-tone chime (Web Audio): no sound file to load, nothing when audio is unavailable. */
function playChime() {
  const AudioCtx =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!AudioCtx) return;
  try {
    const ctx = new AudioCtx();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.45);
    [880, 1320].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + 0.2 + i * 0.15);
    });
    window.setTimeout(() => void ctx.close().catch(() => undefined), 1_000);
  } catch {
    // Audio is a nicety: a browser that refuses it still shows the link.
  }
}

/**
 * The chapter-link interstitial (spec 1 §4): the player has paused; a sound plays and the related link
 * shows. Playback resumes when the countdown (80 × 100 ms) ends or on a click (the link opens in a
 * new tab and resumes too).
 */
export function LinkInterstitial({ link, onResume }: { link: ChapterLinkLike; onResume: () => void }) {
  const { t } = useTranslation();
  const countdown = useCountdown(true, onResume);
  useEffect(() => playChime(), [link]);
  return (
    <PlayerOverlay
      cursor="pointer"
      onClick={onResume}
      data-testid="link-interstitial"
      role="dialog"
      aria-label={t('link-interstitial-title')}
    >
      <Stack gap="3" align="center" maxW="md" w="100%">
        <Text fontSize="sm" textTransform="uppercase" letterSpacing="wide">
          {t('link-interstitial-title')}
        </Text>
        <Link
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          color="white"
          fontSize="lg"
          fontWeight="semibold"
          data-testid="link-interstitial-link"
          onClick={(e) => {
            e.stopPropagation();
            onResume();
          }}
        >
          {link.title}
          <LuExternalLink aria-hidden />
        </Link>
        <Text fontSize="sm" color="whiteAlpha.800" truncate maxW="100%">
          {link.url}
        </Text>
        <OverlayCountdown
          text={t('link-interstitial-resumes', { seconds: secondsLeft(countdown.remaining) })}
          remaining={countdown.remaining}
          testId="link-interstitial-countdown"
        />
        <Button
          variant="outline"
          color="white"
          onClick={(e) => {
            e.stopPropagation();
            onResume();
          }}
          data-testid="link-interstitial-resume"
        >
          {t('link-interstitial-resume')}
        </Button>
      </Stack>
    </PlayerOverlay>
  );
}
