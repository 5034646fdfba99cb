import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext, useParams } from 'react-router-dom';
import type { ChannelDetail } from '#shared/api';
import { mayReadChannelReports } from '#shared/domain/reports';
import { TabNav } from '../../../components/tab-nav';
import { useAdminPermission } from '../../../lib/use-admin-permission';
import { useChannel } from '../api/channels';
import { ChannelHeader } from '../components/channel-header';
import { Loading } from '../../../components/loading';

/** /channel/{id}/…: the channel's header and its tabs (home, videos, playlists) above the tab's page. */
export function ChannelLayout() {
  const { t } = useTranslation();
  const { channelId = '' } = useParams();
  const { data: channel, error } = useChannel(channelId);
  const isOrgAdmin = useAdminPermission('updateOrganization');
  if (error) {
    return (
      <Text role="alert" data-testid="channel-not-available">
        {error.status === 404 ? t('channel-not-available') : t('error-generic')}
      </Text>
    );
  }
  if (!channel) return <Loading />;
  const tabs = [
    { to: 'home', label: t('channel-tab-home') },
    { to: 'videos', label: t('channel-tab-videos') },
    { to: 'playlists', label: t('channel-tab-playlists') },
    // The channel's reports: its own organization's owners, content managers and admins.
    ...(channel.orgId === channel.sourceOrgId && mayReadChannelReports(channel.role, isOrgAdmin)
      ? [{ to: 'reports', label: t('reports-channel-tab') }]
      : []),
  ];
  return (
    <Stack gap="5" maxW="1200px" data-testid="channel-page" data-channel-id={channel.id}>
      <ChannelHeader channel={channel} />
      <TabNav
        label={t('channel-sections')}
        tabs={tabs.map((tab) => ({ ...tab, to: `/channel/${encodeURIComponent(channel.id)}/${tab.to}` }))}
      />
      <Outlet context={channel} />
    </Stack>
  );
}

/** The channel the layout loaded, for its tab pages. */
export function useChannelOfLayout(): ChannelDetail {
  return useOutletContext<ChannelDetail>();
}
