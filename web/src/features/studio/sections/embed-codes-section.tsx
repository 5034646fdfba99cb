import { Alert, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmbedSharePanel } from '../../../components/embed-share-panel';
import { useVideoPageRead } from '../api/studio';
import type { StudioSectionProps } from '../model/sections';

/**
 * Section `embed-codes` (spec 2 §2 "/edit/video/embed-codes/..."): what the video page's Embed & share
 * dialog offers, here with the video's other settings — the public embed switch, the sharing and embed
 * links and the `<iframe>` snippet (components/embed-share-panel.tsx). Read from GET /videos/{humanId},
 * whose `embed` settings are answered to those who may change the video (everyone the studio admits).
 */
export function EmbedCodesSection({ video }: StudioSectionProps) {
  const { t } = useTranslation();
  const page = useVideoPageRead(video.humanId);
  if (page.error) {
    return (
      <Alert.Root status="error" data-testid="embed-codes-error">
        <Alert.Indicator />
        <Alert.Title>{t('error-generic')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!page.data) return <Skeleton height="40" aria-hidden />;
  const { embed } = page.data;
  return (
    <div data-testid="studio-embed-codes">
      <Text color="fg.muted" mb="4">
        {t('embed-codes-intro')}
      </Text>
      {embed ? (
        <EmbedSharePanel video={page.data} embed={embed} onChanged={() => page.mutate()} />
      ) : (
        <Text role="alert">{t('admin-no-access')}</Text>
      )}
    </div>
  );
}
