import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useChannelCommand } from '../../../lib/channel-data';

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
  const channelId = channel.id;
  return (
    <ConfirmDialog
      title={t(`channel-admin-${action}-title`, { name: channel.name })}
      text={t(`channel-admin-${action}-text`, { name: channel.name })}
      // Restoring takes nothing away: no checkbox.
      confirmLabel={action === 'restore' ? undefined : t(`channel-admin-${action}-confirm`)}
      actionLabel={t(`channel-admin-${action}`)}
      actionPalette={action === 'restore' ? 'brand' : 'red'}
      onConfirm={() =>
        action === 'delete'
          ? run({ type: 'deleteChannel', payload: { channelId, confirmed: true } })
          : action === 'archive'
            ? run({ type: 'archiveChannel', payload: { channelId } })
            : run({ type: 'restoreChannel', payload: { channelId } })
      }
      onClose={onClose}
      testId="channel-status-dialog"
    />
  );
}
