import { Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { SelectField } from '../../../components/select-field';
import { useTenant } from '../../../lib/app-context';
import { channelOptions } from '../../../lib/select-options';
import { useAdminPermission } from '../../../lib/use-admin-permission';
import { useChannelDetail, useOrganizationChannels } from '../api/channel-admin';
import { EventLogView } from '../../../components/event-log-view';
import { ChannelAdminHeader, ChannelReadError, NoAccess } from '../components/channel-page-state';

/** Organization admins read the event log (GET /query/eventLog is theirs). */
function useIsAdmin() {
  return useAdminPermission('updateOrganization');
}

/**
 * /channel/{channelId}/event-log (spec 2 §2): what was done to the channel, its playlists and its videos,
 * by whom and when; for organization admins and the channel's owners and content managers (those who may
 * add its playlists: the server's rule, GET /query/channels/{id}/eventLog).
 */
export function ChannelEventLogPage() {
  const { t } = useTranslation();
  const { channelId = '' } = useParams();
  const channel = useChannelDetail(channelId);
  if (channel.error) {
    return <ChannelReadError status={channel.error.status} />;
  }
  if (!channel.data) return <Skeleton height="24" aria-hidden />;
  const detail = channel.data;
  if (!detail.canAddPlaylists || detail.sourceOrgId !== detail.orgId) return <NoAccess />;
  return (
    <Stack gap="5" maxW="6xl">
      <ChannelAdminHeader
        title={t('channel-admin-log-title', { name: detail.name })}
        intro={t('channel-admin-log-channel-intro')}
      >
        <RouterLink to={`/channel/${channelId}/home`}>{t('channel-admin-open-channel')}</RouterLink>
        {detail.canUpdate && (
          <>
            <RouterLink to={`/channel/edit/${channelId}`}>{t('channel-admin-edit')}</RouterLink>
            <RouterLink to={`/channel/${channelId}/users`}>{t('channel-admin-users')}</RouterLink>
          </>
        )}
      </ChannelAdminHeader>
      <EventLogView source={{ kind: 'channel', channelId }} enabled />
    </Stack>
  );
}

/** /admin/event-log: the organization's whole event log, or one channel's (the channel filter). */
export function OrganizationEventLogPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const { organization } = useTenant();
  const [channelId, setChannelId] = useState('');
  const channels = useOrganizationChannels(isAdmin ? organization.tubeId : null);
  const own = (channels.data ?? []).filter((c) => c.sourceOrgId === c.orgId);
  return (
    <Stack gap="5" px={{ base: '4', md: '8' }} py="6" maxW="6xl" width="100%">
      <PageTitle title={t('admin-event-log')} intro={t('channel-admin-log-intro')} />
      {isAdmin ? (
        <>
          <SelectField
            label={t('channel-admin-log-channel-filter')}
            value={channelId}
            onChange={setChannelId}
            placeholder={{ label: t('channel-admin-log-all') }}
            options={channelOptions(own)}
            name="channel"
            maxW="sm"
            testId="event-log-channel"
          />
          <EventLogView
            source={channelId ? { kind: 'channel', channelId } : { kind: 'organization' }}
            enabled
          />
        </>
      ) : (
        <NoAccess />
      )}
    </Stack>
  );
}
