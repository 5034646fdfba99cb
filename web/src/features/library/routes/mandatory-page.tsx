import { Badge, Box, Button, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuLock, LuPlay } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { MandatoryTrack as MandatoryTrackData, MandatoryVideo } from '#shared/api';
import { dueDayText } from '../../../lib/due-day';
import { useMandatory } from '../api/lists';
import { Expandable, ListPage } from '../components/list-parts';
import { inTrackHref, lockedAt, trackProgress } from '../model/lists';

/** A training plan's videos (issue 15): each with its plan and deadline, overdue first. */
function MandatoryVideos({ videos }: { videos: readonly MandatoryVideo[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack
      as="section"
      gap="2"
      aria-labelledby="mandatory-videos-title"
      data-testid="mandatory-videos-section"
    >
      <Text as="h2" id="mandatory-videos-title" fontWeight="semibold" fontSize="lg">
        {t('mandatory-videos-title')}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {videos.map((video) => (
          <HStack
            as="li"
            key={video.videoId}
            justify="space-between"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            data-testid="mandatory-assigned-video"
          >
            <Stack gap="0" minW="0">
              <Link asChild fontWeight="medium">
                <RouterLink to={`/video/${encodeURIComponent(video.humanId)}`}>{video.name}</RouterLink>
              </Link>
              {video.source && (
                <Text fontSize="sm" color="fg.muted">
                  {t('mandatory-videos-from', { source: video.source })}
                </Text>
              )}
            </Stack>
            {video.dueDate && (
              <Badge colorPalette={video.overdue ? 'red' : 'orange'} data-overdue={video.overdue}>
                {t(video.overdue ? 'mandatory-overdue' : 'mandatory-due', {
                  date: dueDayText(video.dueDate, i18n.language),
                })}
              </Badge>
            )}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

function MandatoryTrack({ track }: { track: MandatoryTrackData }) {
  const { t, i18n } = useTranslation();
  const progress = trackProgress(track.items);
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid="mandatory-track"
      data-track-id={track.trackId}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="4">
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold" fontSize="lg">
              {track.name}
            </Text>
            {track.abstract && (
              <Text fontSize="sm" color="fg.muted">
                {track.abstract}
              </Text>
            )}
            {track.dueDate && !progress.completed && (
              <Badge
                alignSelf="flex-start"
                colorPalette={track.overdue ? 'red' : 'orange'}
                data-testid="mandatory-due"
                data-overdue={track.overdue}
              >
                {t(track.overdue ? 'mandatory-overdue' : 'mandatory-due', {
                  date: dueDayText(track.dueDate, i18n.language),
                })}
              </Badge>
            )}
          </Stack>
          {progress.completed ? (
            <Badge colorPalette="green" data-testid="mandatory-completed">
              {t('mandatory-completed')}
            </Badge>
          ) : progress.next ? (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink
                to={inTrackHref(track.trackId, progress.next.humanId)}
                data-testid="mandatory-start"
              >
                {progress.started ? t('mandatory-continue') : t('mandatory-start')}
              </RouterLink>
            </Button>
          ) : null}
        </HStack>
        {track.items.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('mandatory-no-videos')}
          </Text>
        ) : (
          <>
            <Progress.Root value={progress.percent} size="sm" aria-label={t('queue-progress', progress)}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" color="fg.muted" data-testid="mandatory-progress">
              {t('queue-progress', progress)}
            </Text>
            <Expandable
              items={track.items.map((item, index) => ({ item, locked: lockedAt(track.items, index) }))}
              testId="mandatory-videos"
              label={t('queue-title', { name: track.name })}
              render={({ item, locked }) => (
                <HStack as="li" key={item.videoId} gap="2" data-testid="mandatory-video" data-locked={locked}>
                  <Box color={locked ? 'fg.subtle' : item.completed ? 'green.fg' : 'fg.muted'}>
                    {locked ? (
                      <LuLock aria-label={t('queue-locked')} />
                    ) : item.completed ? (
                      <LuCircleCheck aria-label={t('queue-watched')} />
                    ) : (
                      <LuPlay aria-hidden />
                    )}
                  </Box>
                  {locked ? (
                    <Text color="fg.muted">{item.name}</Text>
                  ) : (
                    <Link asChild>
                      <RouterLink to={inTrackHref(track.trackId, item.humanId)}>{item.name}</RouterLink>
                    </Link>
                  )}
                </HStack>
              )}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}

/** /mandatory: the member's mandatory playlists with their progress, each opening at the next video. */
export function MandatoryPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useMandatory();
  const tracks = data?.tracks ?? [];
  const videos = data?.videos ?? [];
  return (
    <ListPage
      title={t('mandatory-title')}
      testId="mandatory-page"
      loading={isLoading}
      failed={Boolean(error)}
    >
      <Text color="fg.muted">{t('mandatory-intro')}</Text>
      {tracks.length === 0 && videos.length === 0 ? (
        <Text data-testid="mandatory-empty">{t('mandatory-empty')}</Text>
      ) : (
        <Expandable
          items={tracks}
          testId="mandatory-list"
          label={t('mandatory-title')}
          render={(track) => <MandatoryTrack key={track.trackId} track={track} />}
        />
      )}
      {videos.length > 0 && <MandatoryVideos videos={videos} />}
    </ListPage>
  );
}
