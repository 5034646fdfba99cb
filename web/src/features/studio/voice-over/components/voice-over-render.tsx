import { Badge, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../components/notices';
import { useDialogSubmit } from '../../../../lib/use-dialog-submit';
import { FormError } from '../../../../components/form-bits';
import { HeadedSection } from '../../components/headed-section';
import { useRenderJobs } from '../../api/render';
import { renderVoiceOvers } from '../../api/voice-over';
import { renderView } from '../../render/model/render-state';

/**
 * "Add to the player" (issue 14): the latest version's master rendered again with its voice-overs as the
 * player's audio languages (voiceOverCommand renderVoiceOvers: the same picture, the video keeps its
 * status, published or not), with the render's progress as the render panel shows it.
 */
export function VoiceOverRender({
  videoId,
  version,
  masterLanguage,
  renderable,
}: {
  videoId: string;
  version: number;
  masterLanguage: string;
  /** Whether some voice-over of the version fits (the server says the same otherwise). */
  renderable: boolean;
}) {
  const { t } = useTranslation();
  const jobs = useRenderJobs(videoId);
  const submit = useDialogSubmit();
  const view = renderView(jobs.data, version, masterLanguage);
  const busy = view.phase === 'queued' || view.phase === 'running';

  const start = () =>
    void submit.run(async () => {
      await renderVoiceOvers(videoId);
      notify.success(t('voice-over-render-started'));
      await jobs.mutate();
    });

  return (
    <HeadedSection headingId="voice-over-render-heading" heading={t('voice-over-render-title')} gap="3">
      <Stack gap="3" data-testid="voice-over-render" data-phase={view.phase}>
        <Text color="fg.muted">{t('voice-over-render-help')}</Text>
        <FormError error={submit.error} />
        <HStack gap="3" wrap="wrap">
          <Button
            onClick={start}
            loading={submit.busy}
            disabled={!renderable || busy}
            data-testid="voice-over-render-button"
          >
            {t('voice-over-render-button')}
          </Button>
          {view.phase === 'completed' ? (
            <Badge colorPalette="green" data-testid="voice-over-render-done">
              {t('voice-over-render-done')}
            </Badge>
          ) : null}
          {view.phase === 'failed' && view.errorKey ? (
            <Badge colorPalette="red">{t(view.errorKey)}</Badge>
          ) : null}
        </HStack>
        {busy ? (
          <Progress.Root
            value={view.progress}
            max={100}
            maxW="md"
            aria-label={t('voice-over-render-progress')}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
      </Stack>
    </HeadedSection>
  );
}
