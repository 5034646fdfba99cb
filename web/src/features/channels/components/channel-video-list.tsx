import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { api } from '#shared/api';
import { CardGrid } from '../../../components/card-grid';
import { VideoCard } from '../../../components/video-card';

type ChannelVideo = z.infer<(typeof api.listChannelVideos)['response']>[number];

/**
 * Videos of a channel as cards (thumbnail, length, name) leading to the player; unpublished ones (seen
 * by their makers) badged.
 */
export function ChannelVideoList({ videos }: { videos: readonly ChannelVideo[] }) {
  const { t } = useTranslation();
  if (videos.length === 0)
    return (
      <Text color="fg.muted" data-testid="channel-no-videos">
        {t('channel-no-videos')}
      </Text>
    );
  return (
    <CardGrid testId="channel-videos">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} testId="channel-video-card">
            {video.status !== 'published' ? (
              // Neutral, not the tube's colour: a light brand colour's subtle badge fails contrast (4.1:1).
              <Badge size="sm" colorPalette="gray" alignSelf="flex-start">
                {t('channel-video-unpublished')}
              </Badge>
            ) : null}
          </VideoCard>
        </li>
      ))}
    </CardGrid>
  );
}
