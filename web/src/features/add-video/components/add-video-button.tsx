import { Button, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LuVideo } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { isFeatureOn, type FeatureFlag } from '#shared/domain/feature-flags';
import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from '#shared/domain/languages';
import { useTenant } from '../../../lib/app-context';
import { useChannels } from '../../../lib/channel-data';
import { useSession } from '../../../lib/session';

// The dialog (recorder, upload) loads when it is first opened.
const AddVideoDialog = lazy(async () => ({
  default: (await import('./add-video-dialog')).AddVideoDialog,
}));

/** The dialog while `open` (it mounts afresh with each opening). */
function AddVideoDialogWhenOpen({ open, ...props }: ComponentProps<typeof AddVideoDialog>) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AddVideoDialog open {...props} />
    </Suspense>
  );
}

/** The channel of the page the user is on (/channel/{id}/…): the dialog's default channel. */
function channelOfPath(pathname: string): string | undefined {
  const match = /^\/channel\/([^/]+)\/(home|videos|playlists|tracks)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Whether the web recorder is on for a channel (the signed-in user's flags, else the organization's). */
export function useRecorderEnabled() {
  const session = useSession();
  const tenant = useTenant();
  const flags: readonly FeatureFlag[] = session.initData?.featureFlags ?? tenant.organization.featureFlags;
  const tubeId = tenant.tube?.id ?? tenant.organization.tubeId;
  return useCallback(
    (channelId: string | undefined) => isFeatureOn(flags, 'webRecorder', { tubeId, channelId }),
    [flags, tubeId],
  );
}

/**
 * The toolbar's "Add video" entry (spec 2 §4): shown to admins and to users with a channel role that
 * may add videos (channelOwner, contentManager, contributor), i.e. whenever GET /listchannels
 * ?action=addVideo (the server's own rule) lists a channel.
 */
export function AddVideoButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const tenant = useTenant();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const signedIn = session.status === 'signedIn';
  const { data: channels } = useChannels(signedIn, 'addVideo');
  // Videos go into the active organization's own channels; shared-in channels are read-only here.
  const own = (channels ?? []).filter((c) => c.sourceOrgId === c.orgId);
  const recorderEnabled = useRecorderEnabled();
  const close = useCallback(() => setOpen(false), []);
  if (!signedIn || own.length === 0) return null;

  const master = tenant.organization.masterLanguage;
  const languages: UiLanguage[] = [
    ...new Set([master, ...tenant.organization.organizationLanguages].filter(isUiLanguage)),
  ];
  const label = t('add-video');
  return (
    <>
      {compact ? (
        <IconButton
          aria-label={label}
          size="sm"
          variant="ghost"
          data-testid="add-video"
          onClick={() => setOpen(true)}
        >
          <LuVideo />
        </IconButton>
      ) : (
        <Button size="sm" colorPalette="brand" data-testid="add-video" onClick={() => setOpen(true)}>
          <LuVideo aria-hidden />
          {label}
        </Button>
      )}
      <AddVideoDialogWhenOpen
        open={open}
        onClose={close}
        channels={own.map((c) => ({ id: c.id, name: c.name }))}
        defaultChannelId={channelOfPath(pathname)}
        languages={languages.length > 0 ? languages : [DEFAULT_LANGUAGE]}
        defaultLanguage={isUiLanguage(master) ? master : DEFAULT_LANGUAGE}
        recorderEnabled={recorderEnabled}
      />
    </>
  );
}

/**
 * "Upload a new version" of a video (spec 2 §4 "New-version recording or upload: a major version is
 * created first, then the general update applies with version+1"), for those who may add videos to
 * the video's channel.
 */
export function NewVersionButton({
  video,
}: {
  video: { id: string; humanId: string; channelId: string; lastVersion: number; masterLanguage: string };
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signedIn = session.status === 'signedIn';
  const { data: channels } = useChannels(signedIn, 'addVideo');
  const recorderEnabled = useRecorderEnabled();
  const close = useCallback(() => setOpen(false), []);
  const mayAdd = (channels ?? []).some((c) => c.id === video.channelId && c.sourceOrgId === c.orgId);
  if (!mayAdd || !isUiLanguage(video.masterLanguage)) return null;
  return (
    <>
      <Button size="sm" variant="outline" data-testid="new-version" onClick={() => setOpen(true)}>
        <LuVideo aria-hidden />
        {t('add-video-new-version')}
      </Button>
      <AddVideoDialogWhenOpen
        open={open}
        onClose={close}
        channels={[]}
        languages={[video.masterLanguage]}
        defaultLanguage={video.masterLanguage}
        recorderEnabled={recorderEnabled}
        newVersionOf={{
          videoId: video.id,
          humanId: video.humanId,
          channelId: video.channelId,
          lastVersion: video.lastVersion,
          language: video.masterLanguage,
        }}
      />
    </>
  );
}
