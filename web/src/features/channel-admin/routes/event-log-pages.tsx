import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SelectField } from '../../../components/select-field';
import { useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { useChannelDetail, useOrganizationChannels } from '../api/channel-admin';
import { EventLogView } from '../../../components/event-log-view';
import { ChannelAdminHeader, ChannelReadError, NoAccess } from '../components/channel-page-state';

/** Organization admins read the event log (GET /query/eventLog is theirs). */
function useIsAdmin() {
  const session = useSession();
  return (session.initData?.permissions ?? []).includes('updateOrganization') && !session.isSwitched;
}

/** /channel/{channelId}/event-log (spec 2 §2): what was done to the channel, by whom and when. */
export function ChannelEventLogPage() {
  const { t } = useTranslation();
  const { channelId = '' } = useParams();
  const isAdmin = useIsAdmin();
  const channel = useChannelDetail(isAdmin ? channelId : '');
  if (!isAdmin) return <NoAccess />;
  if (channel.error) {
    return <ChannelReadError status={channel.error.status} />;
  }
  if (!channel.data) return <Skeleton height="24" aria-hidden />;
  return (
    <Stack gap="5" maxW="6xl">
      <ChannelAdminHeader title={t('channel-admin-log-title', { name: channel.data.name })}>
        <RouterLink to={`/channel/${channelId}/home`}>{t('channel-admin-open-channel')}</RouterLink>
        <RouterLink to={`/channel/edit/${channelId}`}>{t('channel-admin-edit')}</RouterLink>
        <RouterLink to={`/channel/${channelId}/users`}>{t('channel-admin-users')}</RouterLink>
      </ChannelAdminHeader>
      <EventLogView subject={{ type: 'channel', id: channelId }} enabled />
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
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('admin-event-log')}
        </Heading>
        <Text color="fg.muted">{t('channel-admin-log-intro')}</Text>
      </Stack>
      {isAdmin ? (
        <>
          <SelectField
            label={t('channel-admin-log-channel-filter')}
            value={channelId}
            onChange={setChannelId}
            options={[
              { value: '', label: t('channel-admin-log-all') },
              ...own.map((c) => ({ value: c.id, label: c.name })),
            ]}
            name="channel"
            maxW="sm"
            testId="event-log-channel"
          />
          <EventLogView subject={channelId ? { type: 'channel', id: channelId } : null} enabled />
        </>
      ) : (
        <NoAccess />
      )}
    </Stack>
  );
}
