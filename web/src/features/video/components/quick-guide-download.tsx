import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileDown } from 'react-icons/lu';
import { notify } from '../../../components/notices';
import { ApiError } from '../../../lib/api-client';
import { fetchQuickGuide } from '../api/quick-guide';
import { GUIDE_RETRY_MS, guideStep } from '../model/quick-guide-download';

/** The browser's download of a URL that answers as an attachment. */
function saveAs(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * "Download guide (PDF)" (issue 12 "Quick guide"): for whoever may watch the video, when the played
 * version × language has a quick guide. The guide is composed on demand; while its still frames are being
 * taken the button says how far they are and asks again.
 */
export function QuickGuideDownload({
  videoId,
  played,
}: {
  videoId: string;
  played: { version: number; language: string } | null;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ ready: number; pages: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const download = async () => {
    setBusy(true);
    try {
      for (let asks = 1; alive.current; asks++) {
        const step = guideStep(await fetchQuickGuide(videoId, played), asks);
        if (step.action === 'download') {
          saveAs(step.url, step.fileName);
          return;
        }
        if (step.action === 'give-up') {
          notify.error(t('video-quick-guide-failed'));
          return;
        }
        setProgress({ ready: step.ready, pages: step.pages });
        await new Promise((resolve) => setTimeout(resolve, GUIDE_RETRY_MS));
      }
    } catch (error) {
      notify.error(t('video-quick-guide-failed'), error instanceof ApiError ? error.body.message : undefined);
    } finally {
      if (alive.current) {
        setBusy(false);
        setProgress(null);
      }
    }
  };

  return (
    <HStack gap="2">
      <Button
        size="sm"
        variant="outline"
        colorPalette="gray"
        onClick={() => void download()}
        loading={busy}
        data-testid="video-quick-guide-download"
      >
        <LuFileDown aria-hidden />
        {t('video-quick-guide-download')}
      </Button>
      {progress && (
        <Text textStyle="sm" color="fg.muted" role="status" data-testid="video-quick-guide-preparing">
          {t('video-quick-guide-preparing', progress)}
        </Text>
      )}
    </HStack>
  );
}
