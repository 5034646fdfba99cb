import { Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LocalListTable } from '../../../components/local-list-table';
import { TitledSection } from '../../../components/titled-section';
import { useTenant } from '../../../lib/app-context';
import { useLocalList } from '../../../lib/use-local-list';
import { useChannelDetail, useChannelUsers } from '../api/channel-admin';
import { ExternalSharing } from '../components/external-sharing';
import { MandatoryTraining } from '../components/mandatory-training';
import { CHANNEL_USER_LIST, ROLE_LABELS, holderLabel } from '../model/channel-roles';
import { ChannelAdminHeader, ChannelReadError, NoAccess } from '../components/channel-page-state';

/**
 * /channel/access-control/{channelId} (spec 2 §2): who reaches a channel, in one place for its owners and
 * admins — the organization's members or only its users (the private flag, spec 2 §5), the users and
 * their roles, the training that is mandatory for them (spec 2 §3 channelMandatoryTrainingSetting), and
 * the other organizations it is shared with (external sharing, spec 2 §3, §7).
 */
export function ChannelAccessPage() {
  const { t } = useTranslation();
  const { channelId = '' } = useParams();
  const { organization } = useTenant();
  const channel = useChannelDetail(channelId);
  const detail = channel.data;
  const allowed = detail?.canUpdate === true && detail.sourceOrgId === detail.orgId;
  const users = useChannelUsers(allowed ? channelId : null);
  // Searched, sorted and paged as the channel's users page lists them; changed there.
  const list = useLocalList(users.data, CHANNEL_USER_LIST);

  if (channel.error) {
    return <ChannelReadError status={channel.error.status} />;
  }
  if (!detail) return <Skeleton height="40" aria-hidden />;
  if (!allowed) {
    return <NoAccess />;
  }

  return (
    <Stack gap="8" maxW="720px" data-testid="channel-access">
      <ChannelAdminHeader title={t('channel-access-title', { name: detail.name })}>
        <RouterLink to={`/channel/${detail.id}/home`}>{t('channel-admin-open-channel')}</RouterLink>
        <RouterLink to={`/channel/edit/${detail.id}`}>{t('channel-admin-edit')}</RouterLink>
      </ChannelAdminHeader>

      <TitledSection id="access-visibility" title={t('channel-access-visibility')} gap="2">
        <Text data-testid="channel-access-visibility">
          {detail.isPrivate
            ? t('channel-access-private')
            : t('channel-access-open', { organization: organization.name })}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t('channel-access-visibility-hint')}
        </Text>
      </TitledSection>

      <TitledSection id="access-users" title={t('channel-access-users')} gap="2">
        {users.data === undefined ? (
          <Skeleton height="10" aria-hidden />
        ) : (
          <LocalListTable
            list={list}
            testId="channel-access-users"
            empty={t('channel-access-users-empty')}
            caption={t('channel-access-users')}
            tableTestId="channel-access-users-table"
            columns={[
              { label: t('channel-admin-user-name'), sort: 'name' },
              { label: t('channel-admin-user-email'), sort: 'email' },
              { label: t('channel-admin-role'), sort: 'role' },
            ]}
          >
            {(rows) =>
              rows.map((user) => (
                <Table.Row key={user.userId} data-testid="channel-access-user">
                  <Table.Cell>{holderLabel(user)}</Table.Cell>
                  <Table.Cell>{user.email}</Table.Cell>
                  <Table.Cell>{t(ROLE_LABELS[user.role])}</Table.Cell>
                </Table.Row>
              ))
            }
          </LocalListTable>
        )}
        <RouterLink to={`/channel/${detail.id}/users`}>{t('channel-access-manage-users')}</RouterLink>
      </TitledSection>

      {detail.type === 'company' ? <MandatoryTraining channel={detail} /> : null}
      {detail.type === 'company' ? <ExternalSharing channel={detail} /> : null}
    </Stack>
  );
}
