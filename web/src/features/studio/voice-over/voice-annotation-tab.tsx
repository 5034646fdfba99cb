import { Alert, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '#shared/domain/languages';
import { isVoiceOverLanguage } from '#shared/domain/voice-over';
import { Loading } from '../../../components/loading';
import { languageLabel } from '../../../lib/select-options';
import { useVoiceOvers } from '../api/voice-over';
import { VoiceOverEditor } from './components/voice-over-editor';

/**
 * The translator's page's voice-annotation tab (spec 2 §2 translation tabs; issue 14): the translation's
 * voice-over, made from its saved chapters (unsaved words are not spoken: the tab says so).
 */
export function VoiceAnnotationTab({
  videoId,
  language,
  unsaved,
}: {
  videoId: string;
  language: UiLanguage;
  unsaved: boolean;
}) {
  const { t } = useTranslation();
  const voiceOvers = useVoiceOvers(videoId);
  if (!isVoiceOverLanguage(language)) {
    return (
      <Text data-testid="voice-over-no-voice">
        {t('voice-over-no-voice', { language: languageLabel(language) })}
      </Text>
    );
  }
  if (voiceOvers.error) return <Text role="alert">{t('error-generic')}</Text>;
  if (!voiceOvers.data) return <Loading />;
  const view = voiceOvers.data;
  const spoken = view.languages.find((l) => l.language === language);
  return (
    <Stack gap="4" data-testid="translate-voice-annotation">
      <Text color="fg.muted">{t('voice-over-intro')}</Text>
      {unsaved ? (
        <Alert.Root status="warning" data-testid="voice-over-unsaved">
          <Alert.Indicator />
          <Alert.Title>{t('voice-over-save-first')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {spoken ? (
        <VoiceOverEditor
          videoId={videoId}
          language={spoken}
          made={view.voiceOvers.find((v) => v.language === language)}
          onChanged={() => voiceOvers.mutate()}
        />
      ) : (
        <Text data-testid="voice-over-not-translated">{t('voice-over-not-translated')}</Text>
      )}
    </Stack>
  );
}
