import {
  Alert,
  Badge,
  Button,
  HStack,
  IconButton,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LuEllipsisVertical, LuPlus } from 'react-icons/lu';
import { channelBadge } from '../../../components/channel-groups';
import { ListTable } from '../../../components/list-table';
import { LocalListFrame, LocalListHeader } from '../../../components/local-list';
import { SelectField } from '../../../components/select-field';
import { useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { useLocalList } from '../../../lib/use-local-list';
import { useManagedChannels } from '../api/admin';
import { AddChannelDialog } from '../components/add-channel-dialog';
import { SettingsPage } from '../components/settings-page';
import { ChannelStatusDialog, type ChannelAction } from '../components/channel-status-dialog';
import { CHANNEL_LIST, filterByStatus, type ChannelStatusFilter } from '../model/channels-filter';

/**
 * /admin/channels: the organization's channels with type, sharing, the admin's role and counts; "Add
 * channel" (a company channel), and per company channel its edit, users and event-log pages, archive or
 * restore, and delete. Archived channels are listed apart (the status filter).
 */
export function AdminChannelsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { organization } = useTenant();
  const allowed = (session.initData?.permissions ?? []).includes('updateOrganization');
  const channels = useManagedChannels(allowed ? organization.tubeId : null);
  const [filter, setFilter] = useState<ChannelStatusFilter>('active');
  const [adding, setAdding] = useState(false);
  const [acting, setActing] = useState<{
    channel: { id: string; name: string };
    action: ChannelAction;
  } | null>(null);
  const roleLabel = (role: string | null) =>
    role === 'channelOwner'
      ? t('admin-role-owner')
      : role === 'contentManager'
        ? t('admin-role-content-manager')
        : role === 'contributor'
          ? t('admin-role-contributor')
          : '—';
  const byStatus = useMemo(
    () => channels.data && filterByStatus(channels.data, filter),
    [channels.data, filter],
  );
  const list = useLocalList(byStatus, CHANNEL_LIST);
  return (
    <SettingsPage
      title={t('admin-channels')}
      intro={t('admin-channels-intro')}
      permission="updateOrganization"
    >
      <HStack gap="4" mb="4" justify="space-between" align="flex-end" wrap="wrap">
        <SelectField
          label={t('channel-admin-status-filter')}
          value={filter}
          onChange={(v) => setFilter(v as ChannelStatusFilter)}
          options={[
            { value: 'active', label: t('channel-admin-status-active') },
            { value: 'archived', label: t('channel-admin-status-archived') },
            { value: 'all', label: t('channel-admin-status-all') },
          ]}
          name="status"
          maxW="xs"
          testId="admin-channels-status"
        />
        <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="admin-add-channel">
          <LuPlus aria-hidden />
          {t('channel-admin-add-channel')}
        </Button>
      </HStack>
      {channels.isLoading && (
        <Stack gap="2" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="8" />
          ))}
        </Stack>
      )}
      {channels.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('channels-load-failed')}</Alert.Title>
        </Alert.Root>
      )}
      {channels.data && (
        <LocalListFrame list={list} testId="admin-channels" empty={t('channel-admin-none')}>
          {(rows) => (
            <ListTable caption={t('admin-channels')} testId="admin-channels">
              <Table.Header>
                <Table.Row>
                  <LocalListHeader list={list} label={t('admin-field-name')} sort="name" />
                  <LocalListHeader list={list} label={t('admin-field-type')} sort="type" />
                  <LocalListHeader list={list} label={t('admin-field-sharing')} sort={null} />
                  <LocalListHeader list={list} label={t('admin-field-your-role')} sort={null} />
                  <LocalListHeader list={list} label={t('admin-field-videos')} sort="videos" />
                  <LocalListHeader list={list} label={t('admin-field-tracks')} sort="tracks" />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((channel) => {
                  const badge = channelBadge(channel);
                  const archived = channel.status === 'archived';
                  const company = channel.type === 'company' && channel.sourceOrgId === channel.orgId;
                  return (
                    <Table.Row key={channel.id} data-testid={`admin-channel-${channel.id}`}>
                      <Table.Cell>
                        <HStack gap="2">
                          {/* The row's actions first: reachable on a narrow screen without scrolling. */}
                          {company ? (
                            <ChannelActionsMenu
                              channel={channel}
                              archived={archived}
                              onAction={(action) => setActing({ channel, action })}
                            />
                          ) : null}
                          <Text fontWeight="medium">{channel.name}</Text>
                          {archived ? (
                            <Badge size="sm" variant="solid" colorPalette="gray">
                              {t('channel-admin-status-archived')}
                            </Badge>
                          ) : null}
                          {channel.isPrivate ? (
                            <Badge size="sm" variant="solid" colorPalette="gray">
                              {t('channel-admin-private-badge')}
                            </Badge>
                          ) : null}
                        </HStack>
                      </Table.Cell>
                      <Table.Cell>
                        {channel.type === 'personal' ? t('admin-type-personal') : t('admin-type-company')}
                      </Table.Cell>
                      <Table.Cell>
                        {badge ? (
                          <Badge size="sm" colorPalette={badge === 'external' ? 'blue' : 'gray'}>
                            {badge === 'external' ? t('badge-external') : t('badge-shared')}
                          </Badge>
                        ) : (
                          '—'
                        )}
                      </Table.Cell>
                      <Table.Cell>{roleLabel(channel.role)}</Table.Cell>
                      <Table.Cell textAlign="end">{channel.videosCount ?? '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{channel.tracksCount ?? '—'}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </ListTable>
          )}
        </LocalListFrame>
      )}
      {adding ? <AddChannelDialog onClose={() => setAdding(false)} /> : null}
      {acting ? (
        <ChannelStatusDialog
          channel={acting.channel}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      ) : null}
    </SettingsPage>
  );
}

/** A company channel's actions: its edit, users and event-log pages, archive or restore, delete. */
function ChannelActionsMenu({
  channel,
  archived,
  onAction,
}: {
  channel: { id: string; name: string };
  archived: boolean;
  onAction: (action: ChannelAction) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('channel-admin-actions-of', { name: channel.name })}
        >
          <LuEllipsisVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit" onClick={() => navigate(`/channel/edit/${channel.id}`)}>
              {t('channel-admin-edit')}
            </Menu.Item>
            <Menu.Item value="users" onClick={() => navigate(`/channel/${channel.id}/users`)}>
              {t('channel-admin-users')}
            </Menu.Item>
            <Menu.Item value="event-log" onClick={() => navigate(`/channel/${channel.id}/event-log`)}>
              {t('channel-admin-event-log')}
            </Menu.Item>
            <Menu.Item value="tasks" onClick={() => navigate(`/channel/${channel.id}/tasks`)}>
              {t('channel-tasks-link')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="archive" onClick={() => onAction(archived ? 'restore' : 'archive')}>
              {t(archived ? 'channel-admin-restore' : 'channel-admin-archive')}
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" onClick={() => onAction('delete')}>
              {t('channel-admin-delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
