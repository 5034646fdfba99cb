import { Badge, Button, HStack, Link, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TRACK_LIST, TRACK_MAX_DEPTH } from '#shared/domain/tracks-admin';
import { LocalListTable } from '../../../components/local-list-table';
import { useLocalList } from '../../../lib/use-local-list';
import { useChannelDetail, useTrackTrees } from '../api/tracks-admin';
import { ParentTrackNote } from '../components/parent-track-note';
import { TrackPage, TrackReadErrorPage } from '../components/track-page';
import { flattenTracks } from '../model/track-list';
import { DeleteTrack } from './track-editor-pages';

const enc = encodeURIComponent;

/**
 * /channel/{channelId}/tracks (spec 2 §2 channel routes): the channel's tracks and sub-tracks; its
 * channel owners, content managers and the organization's admins (canAddPlaylists) create, edit and
 * delete them here.
 */
export function ChannelTracksPage() {
  const { t, i18n } = useTranslation();
  const { channelId = '' } = useParams();
  const channel = useChannelDetail(channelId);
  const trees = useTrackTrees(channelId);
  const [deleting, setDeleting] = useState<string | null>(null);
  const rows = useMemo(
    () =>
      channel.data && trees.data
        ? flattenTracks(trees.data, new Map([[channel.data.id, channel.data.name]]))
        : undefined,
    [channel.data, trees.data],
  );
  const list = useLocalList(rows, TRACK_LIST);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const title = channel.data
    ? t('tracks-admin-channel-title', { name: channel.data.name })
    : t('tracks-admin-channel-tracks');
  const error = channel.error ?? trees.error;
  if (error) return <TrackReadErrorPage title={title} testId="channel-tracks-page" error={error} />;
  if (!channel.data || !trees.data) return <Skeleton height="40" />;
  const may = channel.data.canAddPlaylists;
  const childCount = new Map<string, number>();
  for (const tree of trees.data) {
    const count = (node: (typeof trees.data)[number]) => {
      childCount.set(node.id, node.items.length);
      node.items.filter((i) => i.type === 'track').forEach(count);
    };
    count(tree);
  }
  return (
    <TrackPage title={title} intro={t('tracks-admin-channel-intro')} testId="channel-tracks-page">
      <Stack gap="4">
        <HStack gap="3">
          {may ? (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink
                to={`/playlist/create?channelId=${enc(channelId)}`}
                data-testid="channel-create-track"
              >
                {t('tracks-admin-create-playlist-title')}
              </RouterLink>
            </Button>
          ) : null}
          <Link asChild>
            <RouterLink to={`/channel/${enc(channelId)}/playlists`}>
              {t('tracks-admin-back-to-channel')}
            </RouterLink>
          </Link>
        </HStack>
        <LocalListTable
          list={list}
          testId="channel-tracks"
          empty={t('tracks-admin-channel-empty')}
          caption={title}
          tableTestId="channel-tracks-table"
          columns={[
            { label: t('tracks-admin-col-name'), sort: 'name' },
            { label: t('tracks-admin-col-videos'), sort: 'videos' },
            { label: t('tracks-admin-col-created'), sort: 'createdAt' },
          ]}
          actionsHeader={t('tracks-admin-col-actions')}
        >
          {(shown) =>
            shown.map((row) => (
              <Table.Row key={row.id} data-testid="channel-track-row" data-track-id={row.id}>
                <Table.Cell>
                  {row.name}
                  {row.depth > 0 ? (
                    <Badge ms="2" colorPalette="purple">
                      {t('tracks-admin-kind-subtrack')}
                    </Badge>
                  ) : null}
                  <ParentTrackNote parentName={row.parentName} />
                </Table.Cell>
                <Table.Cell>{row.videosCount}</Table.Cell>
                <Table.Cell>{row.createdAt ? dates.format(new Date(row.createdAt)) : '—'}</Table.Cell>
                <Table.Cell>
                  {may ? (
                    <HStack gap="3" wrap="wrap">
                      <Link asChild>
                        <RouterLink to={`/playlist/edit/${enc(row.id)}`}>
                          {t('tracks-admin-edit')}
                          <VisuallyHidden>: {row.name}</VisuallyHidden>
                        </RouterLink>
                      </Link>
                      <Link asChild>
                        <RouterLink to={`/channel/${enc(channelId)}/playlist/${enc(row.id)}/share`}>
                          {t('playlist-share-row-link')}
                          <VisuallyHidden>: {row.name}</VisuallyHidden>
                        </RouterLink>
                      </Link>
                      {row.depth < TRACK_MAX_DEPTH ? (
                        <Link asChild>
                          <RouterLink to={`/playlist/create/${enc(row.id)}`}>
                            {t('tracks-admin-add-subtrack')}
                            <VisuallyHidden>: {row.name}</VisuallyHidden>
                          </RouterLink>
                        </Link>
                      ) : null}
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-expanded={deleting === row.id}
                        onClick={() => setDeleting(deleting === row.id ? null : row.id)}
                      >
                        {t('tracks-admin-delete')}
                        <VisuallyHidden>: {row.name}</VisuallyHidden>
                      </Button>
                    </HStack>
                  ) : (
                    <Text color="fg.muted">—</Text>
                  )}
                  {deleting === row.id ? (
                    <DeleteTrack
                      track={{
                        id: row.id,
                        name: row.name,
                        channelId: row.channelId,
                        empty: (childCount.get(row.id) ?? 0) === 0,
                      }}
                      onDeleted={() => setDeleting(null)}
                    />
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))
          }
        </LocalListTable>
      </Stack>
    </TrackPage>
  );
}
