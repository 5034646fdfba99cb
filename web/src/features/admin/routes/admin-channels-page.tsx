import { Alert, Badge, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { channelBadge } from '../../../components/channel-groups';
import { useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { useManagedChannels } from '../api/admin';
import { AdminPage } from '../components/admin-page';

/** /admin/channels: the organization's channels with type, sharing, the admin's role and counts. */
export function AdminChannelsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { organization } = useTenant();
  const allowed = (session.initData?.permissions ?? []).includes('updateOrganization');
  const channels = useManagedChannels(allowed ? organization.tubeId : null);
  const roleLabel = (role: string | null) =>
    role === 'channelOwner'
      ? t('admin-role-owner')
      : role === 'contentManager'
        ? t('admin-role-content-manager')
        : role === 'contributor'
          ? t('admin-role-contributor')
          : '—';
  return (
    <AdminPage title={t('admin-channels')} intro={t('admin-channels-intro')} permission="updateOrganization">
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
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
          <Table.Root size="sm" data-testid="admin-channels" interactive>
            <Table.Caption srOnly>{t('admin-channels')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('admin-field-name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin-field-type')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin-field-sharing')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin-field-your-role')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('admin-field-videos')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('admin-field-tracks')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {channels.data.map((channel) => {
                const badge = channelBadge(channel);
                return (
                  <Table.Row key={channel.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{channel.name}</Text>
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
          </Table.Root>
        </Table.ScrollArea>
      )}
    </AdminPage>
  );
}
