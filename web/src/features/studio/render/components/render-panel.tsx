import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-bits';
import { SelectField } from '../../../../components/select-field';
import { ApiError } from '../../../../lib/api-client';
import { languageOptions } from '../../../../lib/select-options';
import { startRender, useRenderJobs } from '../../api/render';
import { HeadedSection } from '../../components/headed-section';
import { renderView } from '../model/render-state';

/**
 * The studio's render panel (issue 12): a Render button for one version × language — the languages of
 * the version with a playable rendition (`languages`, the master language first) to choose from —, the
 * running render's progress (pushed as RENDER_STATUS, polled as a fallback), and its outcome: when it
 * completed with how long the rendered video plays, or the spec's failure message with the advice to try
 * again. `onSettled` runs when a render ends, so the studio refetches the video (its status leaves rendering).
 */
export function RenderPanel(props: {
  videoId: string;
  version: number;
  /** The languages that may be rendered; the first is chosen at first. */
  languages: readonly string[];
  onSettled?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const jobs = useRenderJobs(props.videoId);
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen && props.languages.includes(chosen) ? chosen : (props.languages[0] ?? '');
  const view = renderView(jobs.data, props.version, language);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = starting || view.phase === 'queued' || view.phase === 'running';

  const settledRef = useRef(props.onSettled);
  useEffect(() => {
    settledRef.current = props.onSettled;
  });
  const lastPhase = useRef(view.phase);
  useEffect(() => {
    const was = lastPhase.current;
    lastPhase.current = view.phase;
    if ((was === 'queued' || was === 'running') && (view.phase === 'completed' || view.phase === 'failed'))
      settledRef.current?.();
  }, [view.phase]);

  const onRender = async () => {
    setStarting(true);
    setError(null);
    try {
      await startRender({ videoId: props.videoId, version: props.version, language });
      await jobs.mutate();
      settledRef.current?.();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('error-generic'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <HeadedSection
      headingId="render-heading"
      heading={t('render-heading')}
      intro={t('render-intro')}
      gap="3"
      testId="render-panel"
    >
      <HStack align="flex-end" gap="3" wrap="wrap">
        {props.languages.length > 1 && (
          <SelectField
            label={t('render-language')}
            testId="render-language"
            value={language}
            onChange={setChosen}
            options={languageOptions(props.languages)}
            disabled={busy}
            size="sm"
            maxW="60"
          />
        )}
        <Button
          onClick={() => void onRender()}
          loading={starting}
          disabled={busy || !language}
          data-testid="render-button"
        >
          {t('render-button')}
        </Button>
      </HStack>
      <FormError error={error} />
      {(view.phase === 'queued' || view.phase === 'running') && (
        <Stack gap="1" data-testid="render-progress">
          <Text textStyle="sm" role="status">
            {view.phase === 'queued' ? t('render-queued') : t('render-progress', { percent: view.progress })}
          </Text>
          <Progress.Root
            value={view.phase === 'queued' ? null : view.progress}
            aria-label={t('render-progress-label')}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      {view.phase === 'completed' && view.job && (
        <Text textStyle="sm" role="status" data-testid="render-completed">
          {t('render-completed', {
            date: new Date(view.job.createdAt).toLocaleString(i18n.language),
            seconds: (view.job.processedSeconds ?? 0).toLocaleString(i18n.language, {
              maximumFractionDigits: 1,
            }),
          })}
        </Text>
      )}
      {view.phase === 'failed' && view.errorKey && (
        <Stack gap="1" data-testid="render-failed">
          <FormError error={t(view.errorKey)} />
          <Text textStyle="sm">{t('render-retry-advice')}</Text>
        </Stack>
      )}
    </HeadedSection>
  );
}
