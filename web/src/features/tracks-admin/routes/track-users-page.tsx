import { Box, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTrack, useTrackUsers } from '../api/tracks-admin';
import { ReadError, TrackPage } from '../components/track-page';
import type { TrackRouteKind } from './track-editor-pages';
import { SearchField } from '../../../components/list-table';

type TrackUser = { userId: string; email: string; name: string };

function matches(user: TrackUser, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${user.name} ${user.email}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

function UserList({
  id,
  title,
  users,
  empty,
}: {
  id: string;
  title: string;
  users: TrackUser[];
  empty: string;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="md" mb="2">
        {title} ({users.length})
      </Heading>
      {users.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <List.Root listStyle="none" ms="0" gap="1" data-testid={`${id}-list`}>
          {users.map((u) => (
            <List.Item key={u.userId}>
              {u.name}{' '}
              <Text as="span" color="fg.muted">
                ({u.email})
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/**
 * /track/users/{trackId}, /playlist/users/{trackId}: who follows the track and to whom it is assigned
 * as mandatory; read-only (tracks have no roles of their own: docs/decisions.md).
 */
function TrackUsersPage({ kind }: { kind: TrackRouteKind }) {
  const { t } = useTranslation();
  const { trackId = '' } = useParams();
  const track = useTrack(trackId);
  const users = useTrackUsers(trackId);
  const [search, setSearch] = useState('');
  const title = track.data
    ? t('tracks-admin-users-title', { name: track.data.name })
    : t('tracks-admin-users-link');
  const error = track.error ?? users.error;
  if (error)
    return (
      <TrackPage title={title} testId="track-users-page">
        <ReadError error={error} t={t} />
      </TrackPage>
    );
  if (!track.data || !users.data) return <Skeleton height="40" />;
  return (
    <TrackPage title={title} intro={t('tracks-admin-users-intro')} testId="track-users-page">
      <Stack gap="6">
        <Link asChild>
          <RouterLink to={`/${kind}/edit/${encodeURIComponent(trackId)}`}>
            {t('tracks-admin-back-to-track')}
          </RouterLink>
        </Link>
        {users.data.mandatory ? (
          <Text data-testid="track-users-mandatory">{t('tracks-admin-users-mandatory')}</Text>
        ) : null}
        <SearchField
          label={t('tracks-admin-users-search')}
          value={search}
          onChange={setSearch}
          testId="track-users-search"
          maxW="md"
        />
        <UserList
          id="track-followers"
          title={t('tracks-admin-followers')}
          users={users.data.followers.filter((u) => matches(u, search))}
          empty={t('tracks-admin-followers-empty')}
        />
        <UserList
          id="track-assignees"
          title={t('tracks-admin-assignees')}
          users={users.data.assignees.filter((u) => matches(u, search))}
          empty={t('tracks-admin-assignees-empty')}
        />
      </Stack>
    </TrackPage>
  );
}

export function TrackUsersRoute() {
  return <TrackUsersPage kind="track" />;
}
export function PlaylistUsersRoute() {
  return <TrackUsersPage kind="playlist" />;
}
