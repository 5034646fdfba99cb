import { Badge, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuLock, LuPlay } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { QueueItem } from '#shared/api';
import { PlayerPlaceholder } from '../../../components/player/player-placeholder';
import { shownRows, type QueueRow } from '../model/track-queue';

/** Where a queue item plays: its page inside the same track. */
export function queueHref(trackId: string, humanId: string): string {
  return `/video/${encodeURIComponent(humanId)}?track=${encodeURIComponent(trackId)}`;
}

/**
 * The track's queue next to the player (spec 2 §2): watched, playing, open and locked videos; a locked
 * one says which video must be watched first. Five show until "Show more" (spec 1 §9).
 */
export function TrackQueuePanel({
  trackId,
  name,
  rows,
  currentVideoId,
}: {
  trackId: string;
  name: string;
  rows: readonly QueueRow<QueueItem>[];
  currentVideoId: string;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const { shown, hasMore } = shownRows(rows, expanded, currentVideoId);
  const watched = rows.filter((r) => r.watched).length;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="track-queue">
      <HStack justify="space-between" align="baseline">
        <Heading as="h2" size="sm">
          {name}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="track-queue-progress">
          {t('queue-progress', { watched, total: rows.length })}
        </Text>
      </HStack>
      <Box as="ol" listStyleType="none" aria-label={t('queue-title', { name })}>
        {shown.map((row) => {
          const current = row.item.videoId === currentVideoId;
          return (
            <Box
              as="li"
              key={row.item.videoId}
              py="1.5"
              ps={`${Math.max(0, row.item.depth - 1) * 1}rem`}
              borderBottomWidth="1px"
              data-testid="track-queue-item"
              data-video-id={row.item.videoId}
              data-locked={row.locked}
              data-watched={row.watched}
              aria-current={current ? 'true' : undefined}
            >
              <HStack gap="2" align="flex-start">
                <Box pt="1" color={row.locked ? 'fg.subtle' : row.watched ? 'green.fg' : 'fg.muted'}>
                  {row.locked ? (
                    <LuLock aria-label={t('queue-locked')} />
                  ) : row.watched ? (
                    <LuCircleCheck aria-label={t('queue-watched')} />
                  ) : (
                    <LuPlay aria-hidden />
                  )}
                </Box>
                <Stack gap="0" minW="0" flex="1">
                  {row.locked ? (
                    <Text color="fg.muted">{row.item.name}</Text>
                  ) : (
                    <Link asChild fontWeight={current ? 'semibold' : 'normal'}>
                      <RouterLink to={queueHref(trackId, row.item.humanId)}>{row.item.name}</RouterLink>
                    </Link>
                  )}
                  {row.locked && row.waitingFor ? (
                    <Text fontSize="xs" color="fg.muted" data-testid="track-queue-locked-reason">
                      {t('queue-locked-reason', { name: row.waitingFor.name })}
                    </Text>
                  ) : null}
                </Stack>
                {current ? (
                  <Badge size="sm" colorPalette="brand">
                    {t('queue-playing')}
                  </Badge>
                ) : null}
              </HStack>
            </Box>
          );
        })}
      </Box>
      {hasMore ? (
        <Button
          variant="ghost"
          size="sm"
          alignSelf="flex-start"
          onClick={() => setExpanded((v) => !v)}
          data-testid="track-queue-show-more"
        >
          {expanded ? t('show-less') : t('show-more')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Stands in for the player while the video is locked in its queue. */
export function LockedVideo({ trackId, waitingFor }: { trackId: string; waitingFor: QueueItem }) {
  const { t } = useTranslation();
  return (
    <PlayerPlaceholder data-testid="video-locked">
      <Stack gap="3" align="center">
        <LuLock size="2rem" aria-hidden />
        <Text fontSize="lg" fontWeight="semibold">
          {t('queue-video-locked')}
        </Text>
        <Text>{t('queue-locked-reason', { name: waitingFor.name })}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={queueHref(trackId, waitingFor.humanId)} data-testid="video-locked-go">
            {t('queue-watch-first', { name: waitingFor.name })}
          </RouterLink>
        </Button>
      </Stack>
    </PlayerPlaceholder>
  );
}
