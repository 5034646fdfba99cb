import { Alert, Button, Field, HStack, Input, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  TRACK_LIST_PAGE_SIZES,
  TRACK_LIST_DEFAULT_PAGE_SIZE,
  trackListPage,
  type TrackListSort,
} from '#shared/domain/tracks-admin';
import { SelectField } from '../../../components/select-field';
import { useAdminPermission } from '../../../lib/use-admin-permission';
import { useReadableChannels, useTrackTrees } from '../api/tracks-admin';
import { ParentTrackNote } from '../components/parent-track-note';
import { TrackPage, TrackReadErrorPage } from '../components/track-page';
import { flattenTracks } from '../model/track-list';

const enc = encodeURIComponent;

/**
 * /admin/tracks and /admin/playlists (spec 2 §2 admin routes; §6 "listTracks … need
 * updateOrganization"): every track and sub-track of the organization, searched, sorted and paged in
 * the browser (one read of the trees; an organization has tens to hundreds of tracks).
 */
function AdminTracksPage({ kind }: { kind: 'track' | 'playlist' }) {
  const { t, i18n } = useTranslation();
  const allowed = useAdminPermission('updateOrganization');
  const trees = useTrackTrees();
  const channels = useReadableChannels();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TrackListSort>('name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TRACK_LIST_DEFAULT_PAGE_SIZE);
  const rows = useMemo(
    () => flattenTracks(trees.data ?? [], new Map((channels.data ?? []).map((c) => [c.id, c.name]))),
    [trees.data, channels.data],
  );
  const title =
    kind === 'track' ? t('tracks-admin-list-title-tracks') : t('tracks-admin-list-title-playlists');
  if (!allowed)
    return (
      <TrackPage title={title} testId="admin-tracks-page">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('tracks-admin-no-access')}</Alert.Title>
        </Alert.Root>
      </TrackPage>
    );
  const error = trees.error ?? channels.error;
  if (error) return <TrackReadErrorPage title={title} testId="admin-tracks-page" error={error} />;
  if (!trees.data || !channels.data) return <Skeleton height="40" />;
  const shown = trackListPage(rows, { search, sort, order, page, pageSize });
  const pages = Math.max(1, Math.ceil(shown.total / shown.pageSize));
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const columns: { sort: TrackListSort; label: string }[] = [
    { sort: 'name', label: t('tracks-admin-col-name') },
    { sort: 'channel', label: t('tracks-admin-col-channel') },
    { sort: 'videos', label: t('tracks-admin-col-videos') },
    { sort: 'createdAt', label: t('tracks-admin-col-created') },
  ];
  return (
    <TrackPage title={title} intro={t('tracks-admin-list-intro')} testId="admin-tracks-page">
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="flex-end">
          <Field.Root maxW="sm">
            <Field.Label>{t('tracks-admin-list-search')}</Field.Label>
            <Input
              type="search"
              value={search}
              data-testid="admin-tracks-search"
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </Field.Root>
          <SelectField
            label={t('tracks-admin-page-size')}
            value={String(pageSize)}
            onChange={(v) => {
              setPageSize(Number(v));
              setPage(1);
            }}
            options={TRACK_LIST_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            maxW="32"
          />
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={`/${kind}/create`}>
              {kind === 'track'
                ? t('tracks-admin-create-track-title')
                : t('tracks-admin-create-playlist-title')}
            </RouterLink>
          </Button>
        </HStack>
        <Text role="status" data-testid="admin-tracks-count">
          {t('tracks-admin-list-count', { count: shown.total })}
        </Text>
        {shown.total === 0 ? (
          <Text data-testid="admin-tracks-empty">
            {rows.length === 0 ? t('tracks-admin-list-empty') : t('tracks-admin-list-no-match')}
          </Text>
        ) : (
          <Table.Root size="sm" data-testid="admin-tracks-table">
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader
                    key={c.sort}
                    aria-sort={sort === c.sort ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => {
                        if (sort === c.sort) setOrder(order === 'asc' ? 'desc' : 'asc');
                        else {
                          setSort(c.sort);
                          setOrder('asc');
                        }
                      }}
                    >
                      {c.label}
                      {sort === c.sort ? (order === 'asc' ? ' ↑' : ' ↓') : ''}
                    </Button>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.tracks.map((row) => (
                <Table.Row key={row.id} data-testid="admin-track-row">
                  <Table.Cell>
                    <Link asChild>
                      <RouterLink to={`/${kind}/edit/${enc(row.id)}`}>{row.name}</RouterLink>
                    </Link>
                    <ParentTrackNote parentName={row.parentName} />
                  </Table.Cell>
                  <Table.Cell>
                    <Link asChild>
                      <RouterLink to={`/channel/${enc(row.channelId)}/tracks`}>{row.channelName}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{row.videosCount}</Table.Cell>
                  <Table.Cell>{row.createdAt ? dates.format(new Date(row.createdAt)) : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        <HStack gap="3" as="nav" aria-label={t('tracks-admin-paging')}>
          <Button
            size="sm"
            variant="outline"
            disabled={shown.page <= 1}
            onClick={() => setPage(shown.page - 1)}
          >
            {t('tracks-admin-previous')}
          </Button>
          <Text>{t('tracks-admin-page-of', { page: shown.page, pages })}</Text>
          <Button
            size="sm"
            variant="outline"
            disabled={shown.page >= pages}
            onClick={() => setPage(shown.page + 1)}
          >
            {t('tracks-admin-next')}
          </Button>
        </HStack>
      </Stack>
    </TrackPage>
  );
}

export function AdminTracksRoute() {
  return <AdminTracksPage kind="track" />;
}
export function AdminPlaylistsRoute() {
  return <AdminTracksPage kind="playlist" />;
}
