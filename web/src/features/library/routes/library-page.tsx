import { Button, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLibrary, useSharedPlaylists, useUnfollow } from '../api/lists';
import { Expandable, ListPage, PlaylistRow, VideoRow } from '../components/list-parts';
import { SharedPlaylists } from '../components/shared-playlists';

/**
 * /library: what the member saved: followed playlists and videos (5 of each, then show more), after the
 * playlists other organizations share with the member's (docs/decisions.md "Shared playlists").
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useLibrary();
  const unfollow = useUnfollow();
  const tracks = data?.tracks ?? [];
  const videos = data?.videos ?? [];
  const shared = useSharedPlaylists();
  const playlists = shared.data?.playlists ?? [];
  return (
    <ListPage title={t('library-title')} testId="library-page" loading={isLoading} failed={Boolean(error)}>
      {playlists.length > 0 && <SharedPlaylists playlists={playlists} />}
      {tracks.length === 0 && videos.length === 0 ? (
        playlists.length === 0 && <Text data-testid="library-empty">{t('library-empty')}</Text>
      ) : (
        <>
          <Heading as="h2" size="md">
            {t('library-tracks')}
          </Heading>
          {tracks.length === 0 ? (
            <Text color="fg.muted">{t('library-tracks-empty')}</Text>
          ) : (
            <Expandable
              items={tracks}
              testId="library-tracks"
              label={t('library-tracks')}
              render={(track) => (
                <PlaylistRow
                  key={track.trackId}
                  name={
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={`/channel/${encodeURIComponent(track.channelId)}/playlists`}>
                        {track.name}
                      </RouterLink>
                    </Link>
                  }
                  abstract={track.abstract}
                  facts={t('library-videos-count', { count: track.videosCount })}
                  testId="library-track"
                  action={
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => void unfollow({ trackId: track.trackId })}
                    >
                      {t('library-unfollow')}
                    </Button>
                  }
                />
              )}
            />
          )}
          {videos.length > 0 && (
            <>
              <Heading as="h2" size="md">
                {t('library-videos')}
              </Heading>
              <Expandable
                items={videos}
                testId="library-videos"
                label={t('library-videos')}
                render={(video) => <VideoRow key={video.videoId} video={video} testId="library-video" />}
              />
            </>
          )}
        </>
      )}
    </ListPage>
  );
}
