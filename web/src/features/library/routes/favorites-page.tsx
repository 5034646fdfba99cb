import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLibrary, useUnfollow } from '../api/lists';
import { Expandable, ListPage, VideoRow } from '../components/list-parts';

/** /favorites: the member's favourite videos (followed videos; the spec has no favourite command). */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useLibrary();
  const unfollow = useUnfollow();
  const videos = data?.videos ?? [];
  return (
    <ListPage
      title={t('favorites-title')}
      testId="favorites-page"
      loading={isLoading}
      failed={Boolean(error)}
    >
      {videos.length === 0 ? (
        <Text data-testid="favorites-empty">{t('favorites-empty')}</Text>
      ) : (
        <Expandable
          items={videos}
          testId="favorites-list"
          label={t('favorites-title')}
          render={(video) => (
            <VideoRow
              key={video.videoId}
              video={video}
              testId="favorite-video"
              actions={
                <Button size="xs" variant="ghost" onClick={() => void unfollow({ videoId: video.videoId })}>
                  {t('favorites-remove')}
                </Button>
              }
            />
          )}
        />
      )}
    </ListPage>
  );
}
