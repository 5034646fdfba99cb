import { Badge, Card, HStack, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import type { api } from '../../../../../shared/api';
import { formatDurationMs } from '../../../../../shared/domain/format';

type ChannelVideo = z.infer<(typeof api.listChannelVideos)['response']>[number];

/** Videos of a channel as cards leading to the player; unpublished ones (seen by their makers) badged. */
export function ChannelVideoList({ videos }: { videos: readonly ChannelVideo[] }) {
  const { t } = useTranslation();
  if (videos.length === 0)
    return (
      <Text color="fg.muted" data-testid="channel-no-videos">
        {t('channel-no-videos')}
      </Text>
    );
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap="3"
      data-testid="channel-videos"
    >
      {videos.map((video) => (
        <li key={video.id}>
          <LinkBox as="article" height="100%">
            <Card.Root size="sm" variant="outline" height="100%">
              <Card.Body gap="1">
                <LinkOverlay asChild>
                  <RouterLink to={`/video/${encodeURIComponent(video.humanId)}`}>
                    <Text fontWeight="semibold" lineClamp={2}>
                      {video.name}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
                <HStack gap="2" textStyle="xs" color="fg.muted">
                  {video.durationMs !== null ? <span>{formatDurationMs(video.durationMs)}</span> : null}
                  {video.status !== 'published' ? (
                    <Badge size="sm">{t('channel-video-unpublished')}</Badge>
                  ) : null}
                </HStack>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        </li>
      ))}
    </SimpleGrid>
  );
}
