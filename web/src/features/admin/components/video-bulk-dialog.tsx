import { useState } from 'react';
import { Badge, Button, Dialog, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf, Api } from '#shared/api';
import type { VideoBulkAction, VideoBulkOutcome } from '#shared/domain/videos-admin';
import { AppDialog } from '../../../components/app-dialog';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { SelectField } from '../../../components/select-field';
import { bulkVideoCommand } from '../api/videos';
import { reportCounts, type Selection } from '../model/videos-list';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';

type Report = ResponseOf<Api['bulkVideoCommand']>['results'];

const OUTCOME_PALETTE: Record<VideoBulkOutcome, string> = {
  done: 'green',
  refused: 'orange',
  notFound: 'gray',
  failed: 'red',
};

/**
 * A bulk action on the selected videos (POST /bulkVideoCommand), then its per-video report. Moving asks
 * for the destination channel; archiving asks for the confirmation checkbox (spec 2 §5 "deleting a
 * channel or playlist and similar actions need a confirmation checkbox").
 */
export function VideoBulkDialog({
  action,
  selection,
  channels,
  onClose,
  onDone,
}: {
  action: VideoBulkAction;
  selection: Selection;
  channels: readonly { id: string; name: string }[];
  onClose: () => void;
  /** After the request: the list refreshes and the selection is cleared. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  // The selection as it was when the dialog opened: the page clears its own once the action is done.
  const [chosen] = useState(selection);
  const [channelId, setChannelId] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const { busy, error, run } = useDialogSubmit();
  const count = chosen.size;
  const ready = (action !== 'move' || channelId !== '') && (action !== 'archive' || confirmed);

  const submit = () =>
    run(async () => {
      const answer = await bulkVideoCommand({
        action,
        videoIds: [...chosen.keys()],
        ...(action === 'move' ? { channelId } : {}),
      });
      setReport(answer.results);
      onDone();
    });

  const counts = report ? reportCounts(report) : null;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t(`videos-admin-bulk-${action}-title`, { count })}
      testId="video-bulk-dialog"
      role={action === 'archive' ? 'alertdialog' : 'dialog'}
    >
      <Dialog.Body>
        {report && counts ? (
          <Stack gap="3" data-testid="video-bulk-report">
            <Text role="status">
              {t('videos-admin-report-summary', {
                done: counts.done,
                refused: counts.refused + counts.notFound + counts.failed,
              })}
            </Text>
            <List.Root gap="2" variant="plain">
              {report.map((r) => (
                <List.Item key={r.videoId} data-testid="video-bulk-report-row" data-outcome={r.outcome}>
                  <Stack gap="0">
                    <Text fontWeight="medium">
                      {chosen.get(r.videoId) ?? r.videoId}{' '}
                      <Badge size="sm" colorPalette={OUTCOME_PALETTE[r.outcome]}>
                        {t(`videos-admin-outcome-${r.outcome}`)}
                      </Badge>
                    </Text>
                    {r.outcome !== 'done' && r.message && (
                      <Text color="fg.muted" fontSize="sm">
                        {r.message}
                      </Text>
                    )}
                  </Stack>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : (
          <Stack gap="4">
            <Text>{t(`videos-admin-bulk-${action}-text`, { count })}</Text>
            {action === 'move' && (
              <SelectField
                label={t('videos-admin-destination')}
                value={channelId}
                onChange={setChannelId}
                placeholder={{ label: t('videos-admin-choose-channel') }}
                options={channels.map((c) => ({ value: c.id, label: c.name }))}
                testId="video-bulk-destination"
              />
            )}
            {action === 'archive' && (
              <LabelledCheckbox checked={confirmed} onChange={setConfirmed}>
                {t('videos-admin-confirm-archive', { count })}
              </LabelledCheckbox>
            )}
            <FormError error={error} />
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {report ? (
          <Button onClick={onClose}>{t('videos-admin-close')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              colorPalette={action === 'archive' ? 'red' : undefined}
              disabled={!ready}
              loading={busy}
              onClick={() => void submit()}
            >
              {t(`videos-admin-action-${action}`)}
            </Button>
          </>
        )}
      </Dialog.Footer>
    </AppDialog>
  );
}
