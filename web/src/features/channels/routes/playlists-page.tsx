import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFollowData } from '../../../lib/channel-data';
import { useTracks } from '../api/channels';
import { TrackTreeList } from '../components/track-tree-list';
import { followedFirst } from '../model/tracks';

/** /playlists: every track the member can see in the organization, the followed ones first. */
export function PlaylistsPage() {
  const { t } = useTranslation();
  const tracks = useTracks();
  const follows = useFollowData(true);
  const followed = follows.data?.tracks ?? [];
  return (
    <Stack gap="4" maxW="1200px" data-testid="playlists-page">
      <Heading as="h1" size="2xl">
        {t('playlists-title')}
      </Heading>
      {tracks.error ? (
        <Text role="alert">{t('error-generic')}</Text>
      ) : !tracks.data ? (
        <Skeleton height="24" />
      ) : tracks.data.length === 0 ? (
        <Text color="fg.muted">{t('playlists-empty')}</Text>
      ) : (
        <TrackTreeList tracks={followedFirst(tracks.data, followed)} followed={followed} />
      )}
    </Stack>
  );
}
