import { Badge, DataList, Dialog, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TrainingGeneration } from '#shared/api';
import { AppDialog } from '../../../components/app-dialog';
import { dueDayText } from '../../../lib/due-day';
import { useReadableChannels } from '../api/training-admin';
import { channelFilterNames } from '../model/generation';

const STATUS_PALETTE = { running: 'blue', ready: 'green', failed: 'red' } as const;

/**
 * The Training Generation Results dialog (spec 2 §2, §3 "tasks to be generated, training plan, total
 * users assigned, total unique videos, channel filter"): what a Create Training run generated; while it
 * runs, the page reads it again until it ends.
 */
export function GenerationResultsDialog({
  generation,
  onClose,
}: {
  generation: TrainingGeneration;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const channels = useReadableChannels(true);
  const filter = channelFilterNames(generation, channels.data ?? []);
  const facts: [string, string][] = [
    [t('training-admin-results-plan'), generation.planName],
    [t('training-admin-results-tasks'), String(generation.tasksToGenerate)],
    [t('training-admin-results-created'), String(generation.tasksCreated)],
    [t('training-admin-results-users'), String(generation.users)],
    [t('training-admin-results-videos'), String(generation.videos.length)],
    [t('training-admin-channel-filter'), filter || t('training-admin-all-channels')],
    [t('tracks-admin-col-due'), generation.dueDate ? dueDayText(generation.dueDate, i18n.language) : '—'],
  ];
  return (
    <AppDialog
      open
      onClose={onClose}
      testId="generation-results-dialog"
      title={t('training-admin-results-title')}
      close={t('close')}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Badge
            alignSelf="flex-start"
            colorPalette={STATUS_PALETTE[generation.status]}
            data-testid="generation-status"
          >
            {generation.status === 'running' && <Spinner size="xs" />}
            {t(`training-admin-results-${generation.status}`)}
          </Badge>
          {generation.status === 'failed' && generation.error && (
            <Text color="fg.error" data-testid="generation-error">
              {generation.error}
            </Text>
          )}
          <DataList.Root orientation="horizontal" data-testid="generation-facts">
            {facts.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {generation.videos.length > 0 && (
            <List.Root as="ol" ps="5" data-testid="generation-videos">
              {generation.videos.map((video) => (
                <List.Item key={video.videoId}>{video.name}</List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      </Dialog.Body>
    </AppDialog>
  );
}
