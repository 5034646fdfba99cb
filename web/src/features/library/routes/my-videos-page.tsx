import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMyVideos } from '../api/lists';
import { Expandable, ListPage, VideoRow } from '../components/list-parts';

/** /my-videos: the videos the member authored, newest first, with their status. */
export function MyVideosPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useMyVideos();
  const videos = data?.items ?? [];
  return (
    <ListPage
      title={t('my-videos-title')}
      testId="my-videos-page"
      loading={isLoading}
      failed={Boolean(error)}
    >
      {videos.length === 0 ? (
        <Text data-testid="my-videos-empty">{t('my-videos-empty')}</Text>
      ) : (
        <Expandable
          items={videos}
          testId="my-videos-list"
          label={t('my-videos-title')}
          render={(video) => (
            <VideoRow key={video.videoId} video={video} testId="my-video">
              <Text fontSize="xs" color="fg.muted">
                {t('list-video-status', { status: video.status })}
              </Text>
            </VideoRow>
          )}
        />
      )}
    </ListPage>
  );
}
