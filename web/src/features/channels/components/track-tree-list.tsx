import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuListVideo } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { TrackNode } from '#shared/api';
import { VideoThumbnail } from '../../../components/video-card';
import { useChannelCommand } from '../../../lib/channel-data';
import { flattenTracks, shownTracks } from '../model/tracks';

/** Follow or unfollow a top-level track (spec 1 §3 "Follow data: … tracks"; /library lists them). */
function FollowTrackButton({
  trackId,
  name,
  followed,
}: {
  trackId: string;
  name: string;
  followed: boolean;
}) {
  const { t } = useTranslation();
  const command = useChannelCommand();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant={followed ? 'subtle' : 'outline'}
      loading={busy}
      aria-pressed={followed}
      aria-label={t(followed ? 'playlist-unfollow-named' : 'playlist-follow-named', { name })}
      data-testid="track-follow"
      onClick={() => {
        setBusy(true);
        void command({ type: followed ? 'unfollow' : 'follow', payload: { trackId } })
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {followed ? t('playlist-following') : t('playlist-follow')}
    </Button>
  );
}

/**
 * A tracks tree as one list, each row indented by its depth: sub-tracks and videos under their track.
 * Five top-level tracks show before "Show more" (spec 1 §9).
 */
export function TrackTreeList({
  tracks,
  followed = [],
  testId = 'track-tree',
}: {
  tracks: readonly TrackNode[];
  followed?: readonly string[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const { shown, hasMore } = shownTracks(tracks, expanded);
  const rows = flattenTracks(shown);
  // A video opens inside its top-level track (?track=), where the queue and "up next" apply.
  const parentOf = new Map(rows.filter((r) => r.type === 'track').map((r) => [r.id, r.parent]));
  const rootOf = (id: string | null): string | null => {
    let current = id;
    for (let hops = 0; current && parentOf.get(current) && hops < 20; hops += 1)
      current = parentOf.get(current) ?? null;
    return current;
  };
  const isFollowed = new Set(followed);
  return (
    <Stack gap="2">
      <Box as="ul" listStyleType="none" data-testid={testId}>
        {rows.map((row) => (
          <Box
            as="li"
            key={`${row.parent ?? ''}/${row.id}`}
            ps={`${row.depth * 1.5}rem`}
            py="1.5"
            borderBottomWidth="1px"
            data-depth={row.depth}
            data-type={row.type}
          >
            {row.type === 'video' && row.humanId ? (
              <HStack gap="3" align="center">
                <VideoThumbnail url={row.thumbnailUrl} durationMs={row.durationMs} w="24" borderRadius="sm" />
                <Link asChild variant="plain" textStyle="sm" minW="0">
                  <RouterLink
                    to={`/video/${encodeURIComponent(row.humanId)}${row.parent ? `?track=${encodeURIComponent(rootOf(row.parent) ?? row.parent)}` : ''}`}
                  >
                    <Text as="span" lineClamp={2}>
                      {row.name}
                    </Text>
                  </RouterLink>
                </Link>
              </HStack>
            ) : (
              <HStack gap="2" align="flex-start">
                <Box pt="1" color="fg.muted">
                  <LuListVideo aria-hidden />
                </Box>
                <Stack gap="0" minW="0">
                  <Text fontWeight={row.depth === 0 ? 'semibold' : 'medium'}>
                    {row.name}
                    {isFollowed.has(row.id) ? (
                      <Text as="span" ms="2" textStyle="xs" color="fg.muted">
                        {t('playlist-followed')}
                      </Text>
                    ) : null}
                  </Text>
                  {row.abstract ? (
                    <Text textStyle="sm" color="fg.muted">
                      {row.abstract}
                    </Text>
                  ) : null}
                  {row.videosCount !== undefined ? (
                    <Text textStyle="xs" color="fg.muted">
                      {t('playlist-videos-count', { count: row.videosCount })}
                    </Text>
                  ) : null}
                </Stack>
                {row.depth === 0 ? (
                  <Box ms="auto">
                    <FollowTrackButton trackId={row.id} name={row.name} followed={isFollowed.has(row.id)} />
                  </Box>
                ) : null}
              </HStack>
            )}
          </Box>
        ))}
      </Box>
      {hasMore ? (
        <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('show-less') : t('show-more')}
        </Button>
      ) : null}
    </Stack>
  );
}
