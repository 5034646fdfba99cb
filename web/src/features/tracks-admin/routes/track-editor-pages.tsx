import { Alert, Box, Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { TRACK_MAX_DEPTH } from '#shared/domain/tracks-admin';
import type { TrackEdit } from '#shared/api';
import { LabelledCheckbox, FormError } from '../../../components/form-bits';
import { SelectField } from '../../../components/select-field';
import { usePlaylistChannels, useTrack, useTrackCommand } from '../api/tracks-admin';
import { TrackForm } from '../components/track-form';
import { TrackItemsEditor } from '../components/track-items-editor';
import { commandErrorText, ReadError, TrackPage, TrackReadErrorPage } from '../components/track-page';
import { EMPTY_TRACK_FORM, trackFormPayload } from '../model/track-form';

/** The route's word: /track/… or /playlist/… (the spec names both; they are one thing). */
export type TrackRouteKind = 'track' | 'playlist';

const enc = encodeURIComponent;

/**
 * /track/create, /playlist/create (?channelId= preselects the channel) and /playlist/create/{trackId}
 * (a sub-track of that track, in its channel). After creating, the edit page opens to add the items.
 */
function CreateTrackPage({ kind }: { kind: TrackRouteKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { trackId: parentId } = useParams();
  const [search] = useSearchParams();
  const parent = useTrack(parentId);
  const channels = usePlaylistChannels();
  const command = useTrackCommand();
  const own = (channels.data ?? []).filter((c) => c.sourceOrgId === c.orgId);
  const [channelId, setChannelId] = useState(search.get('channelId') ?? '');
  const [channelError, setChannelError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = parent.data?.channelId ?? (own.some((c) => c.id === channelId) ? channelId : '');
  const title = parentId
    ? t('tracks-admin-create-subtrack-title')
    : kind === 'track'
      ? t('tracks-admin-create-track-title')
      : t('tracks-admin-create-playlist-title');

  if (parentId && parent.error)
    return <TrackReadErrorPage title={title} testId="track-create-page" error={parent.error} />;
  if ((parentId && !parent.data) || (!parentId && !channels.data && !channels.error))
    return <Skeleton height="40" />;
  if (parent.data && parent.data.depth >= TRACK_MAX_DEPTH)
    return (
      <TrackPage title={title} testId="track-create-page">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('tracks-admin-too-deep')}</Alert.Title>
        </Alert.Root>
      </TrackPage>
    );
  if (!parentId && own.length === 0)
    return (
      <TrackPage title={title} testId="track-create-page">
        {channels.error ? <ReadError error={channels.error} t={t} /> : <ReadError status={403} t={t} />}
      </TrackPage>
    );

  return (
    <TrackPage
      title={title}
      intro={
        parent.data
          ? t('tracks-admin-subtrack-of', { name: parent.data.name })
          : t('tracks-admin-create-intro')
      }
      testId="track-create-page"
    >
      <TrackForm
        initial={EMPTY_TRACK_FORM}
        submitLabel={t('tracks-admin-create')}
        error={error}
        before={
          parent.data ? null : (
            <SelectField
              label={t('tracks-admin-field-channel')}
              name="channelId"
              testId="track-channel"
              value={chosen}
              onChange={(v) => {
                setChannelId(v);
                setChannelError(false);
              }}
              options={own.map((c) => ({ value: c.id, label: c.name }))}
              placeholder={{ label: t('tracks-admin-choose-channel') }}
              required
              requiredIndicator
              error={channelError ? t('tracks-admin-error-required') : null}
            />
          )
        }
        onSubmit={async (values) => {
          if (!chosen) {
            setChannelError(true);
            return;
          }
          setError(null);
          try {
            const created = await command({
              type: 'createTrack',
              payload: {
                channelId: chosen,
                ...(parentId ? { parentTrackId: parentId } : {}),
                ...trackFormPayload(values),
              },
            });
            void navigate(`/${kind}/edit/${enc(created.res.id)}`);
          } catch (failure) {
            setError(commandErrorText(failure, t));
          }
        }}
      />
    </TrackPage>
  );
}

export function CreateTrackRoute() {
  return <CreateTrackPage kind="track" />;
}
export function CreatePlaylistRoute() {
  return <CreateTrackPage kind="playlist" />;
}

/** /track/edit/{trackId}, /playlist/edit/{trackId}: the fields, the items, links and deletion. */
function EditTrackPage({ kind }: { kind: TrackRouteKind }) {
  const { t } = useTranslation();
  const { trackId = '' } = useParams();
  const track = useTrack(trackId);
  const command = useTrackCommand();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const title = kind === 'track' ? t('tracks-admin-edit-track-title') : t('tracks-admin-edit-playlist-title');
  if (track.error) return <TrackReadErrorPage title={title} testId="track-edit-page" error={track.error} />;
  if (!track.data) return <Skeleton height="40" />;
  const data = track.data;
  return (
    <TrackPage
      title={title}
      intro={
        data.parentName
          ? t('tracks-admin-subtrack-in', { name: data.parentName, channel: data.channelName })
          : t('tracks-admin-in-channel', { channel: data.channelName })
      }
      testId="track-edit-page"
    >
      <Stack gap="8">
        <HStack gap="4" wrap="wrap">
          <Link asChild>
            <RouterLink to={`/channel/${enc(data.channelId)}/tracks`}>
              {t('tracks-admin-channel-tracks')}
            </RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to={`/${kind}/users/${enc(data.id)}`} data-testid="track-users-link">
              {t('tracks-admin-users-link')}
            </RouterLink>
          </Link>
          {data.depth < TRACK_MAX_DEPTH ? (
            <Link asChild>
              <RouterLink to={`/playlist/create/${enc(data.id)}`} data-testid="track-add-subtrack">
                {t('tracks-admin-add-subtrack')}
              </RouterLink>
            </Link>
          ) : null}
          <Link asChild>
            <RouterLink to={`/playlist/edit/${enc(data.id)}/share`} data-testid="track-share-link">
              {t('playlist-share-link')}
            </RouterLink>
          </Link>
          <Link asChild>
            <RouterLink
              to={`/playlist/edit/${enc(data.id)}/translations`}
              data-testid="track-translations-link"
            >
              {t('tracks-admin-translations-link')}
            </RouterLink>
          </Link>
          <Link asChild>
            <RouterLink
              to={`/channel/${enc(data.channelId)}/playlist/${enc(data.id)}/create-video`}
              data-testid="track-create-video"
            >
              {t('tracks-admin-create-video')}
            </RouterLink>
          </Link>
        </HStack>
        <Box as="section" aria-labelledby="track-details">
          <Heading as="h2" id="track-details" size="lg" mb="3">
            {t('tracks-admin-details')}
          </Heading>
          <TrackForm
            key={data.id}
            initial={{
              name: data.name,
              abstract: data.abstract,
              description: data.description,
              mandatory: data.mandatory,
            }}
            submitLabel={t('tracks-admin-save')}
            error={error}
            onSubmit={async (values) => {
              setError(null);
              setSaved(false);
              try {
                await command({
                  type: 'updateTrack',
                  payload: { trackId: data.id, ...trackFormPayload(values) },
                });
                setSaved(true);
              } catch (failure) {
                setError(commandErrorText(failure, t));
              }
            }}
          />
          {saved ? (
            <Text role="status" mt="2" data-testid="track-saved">
              {t('tracks-admin-saved')}
            </Text>
          ) : null}
        </Box>
        <Box as="section" aria-labelledby="track-items">
          <Heading as="h2" id="track-items" size="lg" mb="3">
            {t('tracks-admin-items')}
          </Heading>
          <TrackItemsEditor trackId={data.id} saved={data.items} />
        </Box>
        <DeleteTrack track={{ ...data, empty: data.items.length === 0 }} kind={kind} />
      </Stack>
    </TrackPage>
  );
}

export function EditTrackRoute() {
  return <EditTrackPage kind="track" />;
}
export function EditPlaylistRoute() {
  return <EditTrackPage kind="playlist" />;
}

/**
 * Spec 2 §5: "a playlist must be empty to be deleted"; "deleting a … playlist … need[s] a confirmation
 * checkbox". The server decides emptiness (409 with that sentence); the page says it up front too.
 */
export function DeleteTrack({
  track,
  kind,
  onDeleted,
}: {
  track: Pick<TrackEdit, 'id' | 'name' | 'channelId'> & { empty: boolean };
  kind?: TrackRouteKind;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const command = useTrackCommand();
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { empty } = track;
  return (
    <Box
      as="section"
      aria-labelledby={`track-delete-${track.id}`}
      borderTopWidth="1px"
      pt="4"
      data-testid="track-delete"
    >
      <Heading as={kind ? 'h2' : 'h3'} id={`track-delete-${track.id}`} size="md" mb="2">
        {t('tracks-admin-delete-title', { name: track.name })}
      </Heading>
      {empty ? null : <Text mb="2">{t('tracks-admin-delete-not-empty')}</Text>}
      <Stack gap="3" align="flex-start">
        <LabelledCheckbox checked={confirmed} onChange={setConfirmed} disabled={!empty}>
          {t('tracks-admin-delete-confirm')}
        </LabelledCheckbox>
        <FormError error={error} />
        <Button
          colorPalette="red"
          variant="outline"
          disabled={!confirmed || !empty}
          loading={busy}
          data-testid="track-delete-submit"
          onClick={() => {
            setBusy(true);
            setError(null);
            command({ type: 'deleteTrack', payload: { trackId: track.id } })
              .then(() => {
                if (onDeleted) onDeleted();
                else void navigate(`/channel/${enc(track.channelId)}/tracks`);
              })
              .catch((failure: unknown) => setError(commandErrorText(failure, t)))
              .finally(() => setBusy(false));
          }}
        >
          {t('tracks-admin-delete')}
        </Button>
      </Stack>
    </Box>
  );
}
