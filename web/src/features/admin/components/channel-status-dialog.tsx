import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { useChannelCommand } from '../../../lib/channel-data';
import { useDialogSubmit } from './use-dialog-submit';

export type ChannelAction = 'archive' | 'restore' | 'delete';

/**
 * Archive, restore or delete a company channel (spec 2 §5: "deleting a channel … need[s] a
 * confirmation checkbox"; archiving hides it from every member, so it asks the same). A refusal (a
 * channel that still holds videos or tracks) shows the server's message.
 */
export function ChannelStatusDialog({
  channel,
  action,
  onClose,
}: {
  channel: { id: string; name: string };
  action: ChannelAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const run = useChannelCommand();
  const [confirmed, setConfirmed] = useState(action === 'restore');
  const { busy, error, run: submitting } = useDialogSubmit();
  const name = channel.name;
  const submit = () =>
    submitting(async () => {
      const channelId = channel.id;
      if (action === 'delete') await run({ type: 'deleteChannel', payload: { channelId, confirmed: true } });
      else if (action === 'archive') await run({ type: 'archiveChannel', payload: { channelId } });
      else await run({ type: 'restoreChannel', payload: { channelId } });
      onClose();
    });
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t(`channel-admin-${action}-title`, { name })}
      testId="channel-status-dialog"
      role="alertdialog"
    >
      <Dialog.Body>
        <Stack gap="4">
          <Text>{t(`channel-admin-${action}-text`, { name })}</Text>
          {action === 'restore' ? null : (
            <LabelledCheckbox checked={confirmed} onChange={setConfirmed}>
              {t(`channel-admin-${action}-confirm`)}
            </LabelledCheckbox>
          )}
          <FormError error={error} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          colorPalette={action === 'restore' ? 'brand' : 'red'}
          disabled={!confirmed}
          loading={busy}
          onClick={() => void submit()}
        >
          {t(`channel-admin-${action}`)}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
