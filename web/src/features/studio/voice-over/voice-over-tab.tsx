import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading';
import { SelectField } from '../../../components/select-field';
import { languageLabel } from '../../../lib/select-options';
import { useVoiceOvers } from '../api/voice-over';
import type { StudioSectionProps } from '../model/sections';
import { VoiceOverEditor } from './components/voice-over-editor';
import { VoiceOverRender } from './components/voice-over-render';

/**
 * Editing tab `voice-over` (spec 2 §2; issue 14): the voice-over of the video's latest version in its
 * master language or a translation's, one language at a time (the master first).
 */
export function VoiceOverTab({ video }: StudioSectionProps) {
  const { t } = useTranslation();
  const voiceOvers = useVoiceOvers(video.id);
  const [chosen, setChosen] = useState<string | null>(null);

  if (voiceOvers.error) {
    return (
      <Text role="alert">{voiceOvers.error.status === 403 ? t('admin-no-access') : t('error-generic')}</Text>
    );
  }
  if (!voiceOvers.data) return <Loading />;
  const view = voiceOvers.data;
  const language = view.languages.find((l) => l.language === chosen) ?? view.languages[0];

  return (
    <Stack gap="5" maxW="5xl" data-testid="studio-voice-over">
      <Text color="fg.muted">{t('voice-over-intro')}</Text>
      {language ? (
        <>
          <SelectField
            label={t('voice-over-language')}
            value={language.language}
            onChange={setChosen}
            options={view.languages.map((l) => ({
              value: l.language,
              label: view.voiceOvers.some((v) => v.language === l.language)
                ? t('voice-over-language-made', { language: languageLabel(l.language) })
                : languageLabel(l.language),
            }))}
            testId="voice-over-language"
            maxW="xs"
          />
          <VoiceOverEditor
            key={language.language}
            videoId={video.id}
            language={language}
            made={view.voiceOvers.find((v) => v.language === language.language)}
            onChanged={() => voiceOvers.mutate()}
          />
          <VoiceOverRender
            videoId={video.id}
            version={view.version}
            masterLanguage={view.masterLanguage}
            renderable={view.voiceOvers.some((v) => v.fits && !v.stale)}
          />
        </>
      ) : (
        <Text data-testid="voice-over-no-languages">{t('voice-over-no-languages')}</Text>
      )}
    </Stack>
  );
}
