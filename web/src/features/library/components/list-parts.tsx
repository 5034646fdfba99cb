import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import type { VideoCard } from '#shared/api';
import { VideoThumbnail } from '../../../components/video-card';
import { shownItems } from '../model/lists';
import { Loading } from '../../../components/loading';

const LIST_PAGES = [
  { path: '/mandatory', label: 'mandatory-title' },
  { path: '/library', label: 'library-title' },
  { path: '/favorites', label: 'favorites-title' },
  { path: '/sharings', label: 'sharings-title' },
  { path: '/my-videos', label: 'my-videos-title' },
] as const;

/** The personal lists' page frame: links between the five lists, the title, then loading/error/body. */
export function ListPage({
  title,
  testId,
  loading,
  failed,
  children,
}: {
  title: string;
  testId: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" maxW="900px" data-testid={testId}>
      <HStack as="nav" aria-label={t('lists-nav')} gap="4" wrap="wrap" fontSize="sm">
        {LIST_PAGES.map((p) => (
          <Link asChild key={p.path} variant="plain">
            <NavLink
              to={p.path}
              style={({ isActive }) => ({ fontWeight: isActive ? 600 : 400, textDecoration: 'none' })}
            >
              {t(p.label)}
            </NavLink>
          </Link>
        ))}
      </HStack>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {failed ? <Text role="alert">{t('error-generic')}</Text> : loading ? <Loading /> : children}
    </Stack>
  );
}

/** Five items, then "Show more" (spec 1 §9). */
export function Expandable<T>({
  items,
  render,
  testId,
  label,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  testId: string;
  label: string;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const { shown, hasMore } = shownItems(items, expanded);
  return (
    <Stack gap="2">
      <Stack as="ul" gap="3" listStyleType="none" aria-label={label} data-testid={testId}>
        {shown.map(render)}
      </Stack>
      {hasMore ? (
        <Button
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          onClick={() => setExpanded((v) => !v)}
          data-testid={`${testId}-show-more`}
        >
          {expanded ? t('list-show-less') : t('list-show-more')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** One video row: thumbnail with its length, name (to its page), abstract, and extra content or actions. */
export function VideoRow({
  video,
  testId,
  children,
  actions,
}: {
  video: VideoCard;
  testId: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid={testId} data-video-id={video.videoId}>
      <HStack gap={{ base: '3', sm: '4' }} align="center">
        <VideoThumbnail url={video.thumbnailUrl} durationMs={video.durationMs} w={{ base: '28', sm: '36' }} />
        <Stack gap="1" flex="1" minW="0">
          <Link asChild fontWeight="semibold">
            <RouterLink to={`/video/${encodeURIComponent(video.humanId)}`}>{video.name}</RouterLink>
          </Link>
          {video.abstract && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {video.abstract}
            </Text>
          )}
          {children}
        </Stack>
        {actions}
      </HStack>
    </Box>
  );
}

/** One playlist row: its name, abstract and a line of facts, and its action at the end. */
export function PlaylistRow({
  name,
  abstract,
  facts,
  testId,
  action,
}: {
  /** The name as the row shows it: plain, or a link. */
  name: ReactNode;
  abstract: string | null | undefined;
  facts: ReactNode;
  testId: string;
  action: ReactNode;
}) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid={testId}>
      <HStack justify="space-between" gap="4">
        <Stack gap="0" minW="0">
          {name}
          {abstract && (
            <Text fontSize="sm" color="fg.muted">
              {abstract}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {facts}
          </Text>
        </Stack>
        {action}
      </HStack>
    </Box>
  );
}
