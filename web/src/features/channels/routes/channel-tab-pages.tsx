import { Box, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LuClapperboard } from 'react-icons/lu';
import { useFollowData } from '../../../lib/channel-data';
import { createVideoPath } from '../../../lib/studio-paths';
import { useChannelVideos, useTracks } from '../api/channels';
import { ChannelVideoList } from '../components/channel-video-list';
import { TrackTreeList } from '../components/track-tree-list';
import { useChannelOfLayout } from './channel-layout';

const HOME_VIDEOS = 6;

function ChannelTracks({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const { data, error } = useTracks(channelId);
  const follows = useFollowData(true);
  if (error) return <Text role="alert">{t('error-generic')}</Text>;
  if (!data) return <Skeleton height="16" />;
  if (data.length === 0)
    return (
      <Text color="fg.muted" data-testid="channel-no-playlists">
        {t('channel-no-playlists')}
      </Text>
    );
  return <TrackTreeList tracks={data} followed={follows.data?.tracks ?? []} />;
}

function ChannelVideos({ channelId, limit }: { channelId: string; limit?: number }) {
  const { t } = useTranslation();
  const { data, error } = useChannelVideos(channelId);
  if (error) return <Text role="alert">{t('error-generic')}</Text>;
  if (!data) return <Skeleton height="16" />;
  const shown = limit === undefined ? data : data.slice(0, limit);
  return (
    <Stack gap="2">
      <ChannelVideoList videos={shown} />
      {shown.length < data.length ? (
        <Link asChild alignSelf="flex-start" textStyle="sm">
          <RouterLink to={`/channel/${encodeURIComponent(channelId)}/videos`}>
            {t('channel-all-videos')}
          </RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}

/** /channel/{id}/home: the channel's playlists, then its first videos. */
export function ChannelHomePage() {
  const { t } = useTranslation();
  const channel = useChannelOfLayout();
  return (
    <Stack gap="6" data-testid="channel-home">
      <Box as="section" aria-labelledby="channel-home-playlists">
        <Heading as="h2" id="channel-home-playlists" size="lg" mb="3">
          {t('channel-tab-playlists')}
        </Heading>
        <ChannelTracks channelId={channel.id} />
      </Box>
      <Box as="section" aria-labelledby="channel-home-videos">
        <Heading as="h2" id="channel-home-videos" size="lg" mb="3">
          {t('channel-tab-videos')}
        </Heading>
        <ChannelVideos channelId={channel.id} limit={HOME_VIDEOS} />
      </Box>
    </Stack>
  );
}

/**
 * /channel/{id}/videos: every video of the channel the member may watch; those who may add videos to
 * it (spec 2 §6, the channel read's canAddVideos) start a new one in the studio (/create/video) from here.
 */
export function ChannelVideosPage() {
  const { t } = useTranslation();
  const channel = useChannelOfLayout();
  return (
    <Stack gap="3">
      {channel.canAddVideos && channel.sourceOrgId === channel.orgId ? (
        <Link asChild alignSelf="flex-start" textStyle="sm">
          <RouterLink to={createVideoPath(channel.id)} data-testid="channel-create-video">
            <LuClapperboard aria-hidden />
            {t('create-video-link')}
          </RouterLink>
        </Link>
      ) : null}
      <ChannelVideos channelId={channel.id} />
    </Stack>
  );
}

/**
 * /channel/{id}/playlists: the channel's tracks tree, 5 then expand; those who may add playlists (spec 2
 * §6) find the channel's tracks administration from here.
 */
export function ChannelPlaylistsPage() {
  const { t } = useTranslation();
  const channel = useChannelOfLayout();
  return (
    <Stack gap="3">
      {channel.canAddPlaylists && channel.sourceOrgId === channel.orgId ? (
        <Link asChild alignSelf="flex-start" textStyle="sm">
          <RouterLink
            to={`/channel/${encodeURIComponent(channel.id)}/tracks`}
            data-testid="channel-manage-playlists"
          >
            {t('playlist-manage')}
          </RouterLink>
        </Link>
      ) : null}
      <ChannelTracks channelId={channel.id} />
    </Stack>
  );
}
