import { Box, Heading, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTrack, useTrackUsers } from '../api/tracks-admin';
import { TrackPage, TrackReadErrorPage } from '../components/track-page';
import type { TrackRouteKind } from './track-editor-pages';
import { SearchField } from '../../../components/list-table';
import { LocalListTable } from '../../../components/local-list-table';
import { useLocalList, type LocalList } from '../../../lib/use-local-list';
import { TRACK_USER_LIST } from '../model/track-list';

type TrackUser = { userId: string; email: string; name: string };

function UserList({
  id,
  title,
  list,
  empty,
}: {
  id: string;
  title: string;
  list: LocalList<TrackUser, 'name' | 'email'>;
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="md" mb="2">
        {title} ({list.count})
      </Heading>
      <LocalListTable
        list={list}
        testId={id}
        empty={empty}
        searchLabel={null}
        caption={title}
        tableTestId={`${id}-list`}
        columns={[
          { label: t('users-col-name'), sort: 'name' },
          { label: t('users-col-email'), sort: 'email' },
        ]}
      >
        {(users) =>
          users.map((u) => (
            <Table.Row key={u.userId}>
              <Table.Cell>{u.name}</Table.Cell>
              <Table.Cell>{u.email}</Table.Cell>
            </Table.Row>
          ))
        }
      </LocalListTable>
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
  const followers = useLocalList(users.data?.followers, TRACK_USER_LIST);
  const assignees = useLocalList(users.data?.assignees, TRACK_USER_LIST);
  const searchBoth = (value: string) => {
    followers.dispatch({ type: 'search', value });
    assignees.dispatch({ type: 'search', value });
  };
  const title = track.data
    ? t('tracks-admin-users-title', { name: track.data.name })
    : t('tracks-admin-users-link');
  const error = track.error ?? users.error;
  if (error) return <TrackReadErrorPage title={title} testId="track-users-page" error={error} />;
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
          value={followers.state.search}
          onChange={searchBoth}
          testId="track-users-search"
          maxW="md"
        />
        <UserList
          id="track-followers"
          title={t('tracks-admin-followers')}
          list={followers}
          empty={t('tracks-admin-followers-empty')}
        />
        <UserList
          id="track-assignees"
          title={t('tracks-admin-assignees')}
          list={assignees}
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
