import { Alert, Box, Button, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from '#shared/domain/languages';
import { useTenant } from '../../../lib/app-context';
import { useChannels } from '../../../lib/channel-data';
import { useDestinationTrack } from '../api/destination-track';
import { useRecorderEnabled } from '../components/add-video-button';

const AddVideoDialog = lazy(async () => ({
  default: (await import('../components/add-video-dialog')).AddVideoDialog,
}));

/**
 * /channel/{channelId}/playlist/{trackId}/create-video: the add-video flow (record or upload) with the
 * playlist as its destination: the new video is made in the playlist's channel and appended to its
 * items (createVideo trackId). Closing the dialog goes back to the playlist.
 */
export function CreateVideoInTrackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = useTenant();
  const { channelId = '', trackId = '' } = useParams();
  const track = useDestinationTrack(trackId);
  const channels = useChannels(true, 'addVideo');
  const recorderEnabled = useRecorderEnabled();
  const [open, setOpen] = useState(true);
  const channel = (channels.data ?? []).find((c) => c.id === channelId && c.sourceOrgId === c.orgId);
  const back = `/playlist/edit/${encodeURIComponent(trackId)}`;

  if (
    track.error ||
    channels.error ||
    (channels.data && !channel) ||
    (track.data && track.data.channelId !== channelId)
  )
    return (
      <Alert.Root status="warning" data-testid="create-video-unavailable">
        <Alert.Indicator />
        <Alert.Title>{t('tracks-admin-create-video-unavailable')}</Alert.Title>
      </Alert.Root>
    );
  if (!track.data || !channel) return <Skeleton height="40" />;
  const master = tenant.organization.masterLanguage;
  const languages: UiLanguage[] = [
    ...new Set([master, ...tenant.organization.organizationLanguages].filter(isUiLanguage)),
  ];
  return (
    <Box maxW="3xl" data-testid="create-video-in-track-page">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {t('tracks-admin-create-video-title', { name: track.data.name })}
        </Heading>
        <Text color="fg.muted">{t('tracks-admin-create-video-intro', { channel: channel.name })}</Text>
        <Stack direction="row" gap="4" align="center">
          <Button colorPalette="brand" onClick={() => setOpen(true)} data-testid="create-video-open">
            {t('add-video')}
          </Button>
          <Link asChild>
            <RouterLink to={back}>{t('tracks-admin-back-to-track')}</RouterLink>
          </Link>
        </Stack>
      </Stack>
      {open ? (
        <Suspense fallback={null}>
          <AddVideoDialog
            open
            onClose={() => {
              setOpen(false);
              void navigate(back);
            }}
            channels={[{ id: channel.id, name: channel.name }]}
            defaultChannelId={channel.id}
            destinationTrackId={track.data.id}
            languages={languages.length > 0 ? languages : [DEFAULT_LANGUAGE]}
            defaultLanguage={isUiLanguage(master) ? master : DEFAULT_LANGUAGE}
            recorderEnabled={recorderEnabled}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
