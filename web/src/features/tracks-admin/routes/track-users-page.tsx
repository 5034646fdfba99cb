import { Badge, Box, Button, HStack, Heading, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TrackAssignee } from '#shared/api';
import { FormError } from '../../../components/form-bits';
import { dueDayText } from '../../../lib/due-day';
import { useCsvExport } from '../../../lib/use-csv-export';
import { useSession } from '../../../lib/session';
import { useTrack, useTrackUsers } from '../api/tracks-admin';
import { AssignMandatoryDialog } from '../components/assign-mandatory-dialog';
import {
  ASSIGNEE_LIST,
  complianceCsv,
  complianceFileName,
  complianceStatus,
  type ComplianceStatus,
} from '../model/compliance';
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

const STATUS_PALETTE: Record<ComplianceStatus, string> = {
  completed: 'green',
  overdue: 'red',
  inProgress: 'blue',
  notStarted: 'gray',
};

/** The assignees with their compliance (issue 15): overdue first, what they watched, by when. */
function AssigneeList({
  list,
  empty,
  admin,
}: {
  list: LocalList<TrackAssignee, 'name' | 'email' | 'progress' | 'due' | 'status'>;
  empty: string;
  /** Admins open each assignee's training record. */
  admin: boolean;
}) {
  const { t, i18n } = useTranslation();
  const title = t('tracks-admin-assignees');
  return (
    <Box as="section" aria-labelledby="track-assignees">
      <Heading as="h2" id="track-assignees" size="md" mb="2">
        {title} ({list.count})
      </Heading>
      <LocalListTable
        list={list}
        testId="track-assignees"
        empty={empty}
        searchLabel={null}
        caption={title}
        tableTestId="track-assignees-list"
        columns={[
          { label: t('users-col-name'), sort: 'name' },
          { label: t('users-col-email'), sort: 'email' },
          { label: t('tracks-admin-col-progress'), sort: 'progress' },
          { label: t('tracks-admin-col-due'), sort: 'due' },
          { label: t('tracks-admin-col-status'), sort: 'status' },
        ]}
      >
        {(users) =>
          users.map((u) => {
            const status = complianceStatus(u);
            return (
              <Table.Row key={u.userId} data-testid="track-assignee" data-status={status}>
                <Table.Cell>
                  {/* The admin pages' training record of the user (a route, not an import). */}
                  {admin ? (
                    <Link asChild>
                      <RouterLink to={`/admin/users/${encodeURIComponent(u.userId)}/training`}>
                        {u.name}
                      </RouterLink>
                    </Link>
                  ) : (
                    u.name
                  )}
                </Table.Cell>
                <Table.Cell>{u.email}</Table.Cell>
                <Table.Cell>
                  {t('tracks-admin-progress', { watched: u.watched, videos: u.videos })}
                </Table.Cell>
                <Table.Cell>{u.dueDate ? dueDayText(u.dueDate, i18n.language) : '—'}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[status]}>{t(`tracks-admin-status-${status}`)}</Badge>
                </Table.Cell>
              </Table.Row>
            );
          })
        }
      </LocalListTable>
    </Box>
  );
}

/**
 * /track/users/{trackId}, /playlist/users/{trackId}: who follows the track and to whom it is assigned
 * as mandatory, with each assignee's compliance and its CSV export; admins assign it from here (tracks
 * have no roles of their own: docs/decisions.md).
 */
function TrackUsersPage({ kind }: { kind: TrackRouteKind }) {
  const { t } = useTranslation();
  const { trackId = '' } = useParams();
  const track = useTrack(trackId);
  const users = useTrackUsers(trackId);
  const session = useSession();
  const [assigning, setAssigning] = useState(false);
  const [assigned, setAssigned] = useState<number | null>(null);
  const followers = useLocalList(users.data?.followers, TRACK_USER_LIST);
  const assignees = useLocalList(users.data?.assignees, ASSIGNEE_LIST);
  const csvExport = useCsvExport(() =>
    Promise.resolve({
      csv: complianceCsv(users.data?.assignees ?? []),
      fileName: complianceFileName(track.data?.name ?? trackId),
    }),
  );
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
        <HStack gap="2" wrap="wrap">
          {session.role === 'admin' && (
            <Button colorPalette="brand" onClick={() => setAssigning(true)} data-testid="assign-mandatory">
              {t('tracks-admin-assign')}
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => void csvExport.start()}
            loading={csvExport.exporting}
            disabled={users.data.assignees.length === 0}
            data-testid="compliance-export"
          >
            {t('tracks-admin-export')}
          </Button>
        </HStack>
        <FormError error={csvExport.failed ? t('tracks-admin-export-failed') : null} />
        {assigned !== null && (
          <Text role="status" data-testid="assign-mandatory-done">
            {t('tracks-admin-assign-done', { count: assigned })}
          </Text>
        )}
        {assigning && (
          <AssignMandatoryDialog
            trackId={trackId}
            trackName={track.data.name}
            onClose={() => setAssigning(false)}
            onAssigned={(count) => {
              setAssigning(false);
              setAssigned(count);
              void users.mutate();
            }}
          />
        )}
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
        <AssigneeList
          list={assignees}
          empty={t('tracks-admin-assignees-empty')}
          admin={session.role === 'admin'}
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
