import { Box, Button, Heading, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDuration } from '#shared/domain/format';
import { VideoThumbnail } from '../../../components/video-card';
import { useHistory } from '../api/history';
import { HISTORY_COLLAPSED_COUNT, progressPercent } from '../model/history';
import { Loading } from '../../../components/loading';

/**
 * /history: the videos the user has watched, most recent first, with how far they got and a link to
 * continue. Five are shown until the list is expanded; further pages load as it grows.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const { data, error, size, setSize, isLoading } = useHistory();
  const [expanded, setExpanded] = useState(false);
  const entries = data?.flatMap((p) => p.items) ?? [];
  const hasMorePages = Boolean(data?.at(-1)?.cursor);
  const shown = expanded ? entries : entries.slice(0, HISTORY_COLLAPSED_COUNT);
  const canShowMore = expanded ? hasMorePages : entries.length > HISTORY_COLLAPSED_COUNT || hasMorePages;

  return (
    <Stack gap="4" maxW="900px" data-testid="history-page">
      <Heading as="h1" size="lg">
        {t('history-title')}
      </Heading>
      {error ? (
        <Text role="alert">{t('error-generic')}</Text>
      ) : isLoading ? (
        <Loading />
      ) : entries.length === 0 ? (
        <Text data-testid="history-empty">{t('history-empty')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('history-title')}>
          {shown.map((entry) => {
            const percent = progressPercent(entry);
            return (
              <Box
                as="li"
                key={entry.videoId}
                data-testid="history-entry"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <HStack gap={{ base: '3', sm: '4' }} align="center">
                  <VideoThumbnail
                    url={entry.thumbnailUrl}
                    durationMs={entry.durationMs}
                    w={{ base: '28', sm: '40' }}
                  />
                  <Stack gap="1" flex="1" minW="0">
                    <Text fontWeight="semibold" truncate>
                      {entry.name}
                    </Text>
                    <Progress.Root value={percent} size="sm" aria-label={t('history-progress', { percent })}>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <Text fontSize="sm" color="fg.muted">
                      {entry.completed
                        ? t('history-completed')
                        : t('history-watched-until', { position: formatDuration(entry.position) })}
                    </Text>
                  </Stack>
                  <Link asChild>
                    <RouterLink to={`/video/${entry.humanId}`} data-testid="history-continue">
                      {entry.completed ? t('history-watch-again') : t('history-continue')}
                    </RouterLink>
                  </Link>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      )}
      {canShowMore && (
        <Button
          alignSelf="flex-start"
          variant="outline"
          data-testid="history-show-more"
          onClick={() => {
            if (expanded || entries.length <= HISTORY_COLLAPSED_COUNT) void setSize(size + 1);
            setExpanded(true);
          }}
        >
          {t('history-show-more')}
        </Button>
      )}
    </Stack>
  );
}
