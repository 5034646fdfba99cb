import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { notify } from '../../../components/notices';
import { ApiError } from '../../../lib/api-client';
import { useChannels } from '../../../lib/channel-data';
import { useSession } from '../../../lib/session';
import { setVideoPublished } from '../api/video';

/**
 * Publish / Unpublish (videoCommand publishVideo / unpublishVideo; docs/decisions.md "Publishing
 * commands") for those who may add videos to the video's channel, the same rule the server applies.
 * A refusal shows the server's reason (e.g. still transcoding).
 */
export function PublishButton({
  video,
  onChanged,
}: {
  video: { id: string; channelId: string; status: string };
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const { data: channels } = useChannels(signedIn, 'addVideo');
  const [busy, setBusy] = useState(false);
  const mayPublish = (channels ?? []).some((c) => c.id === video.channelId && c.sourceOrgId === c.orgId);
  if (!mayPublish || video.status === 'archived') return null;
  const published = video.status === 'published';

  const run = async () => {
    setBusy(true);
    try {
      await setVideoPublished(video.id, !published);
      await onChanged();
      notify.success(t(published ? 'video-unpublished-notice' : 'video-published-notice'));
    } catch (error) {
      notify.error(error instanceof ApiError ? error.body.message : t('error-generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      variant={published ? 'outline' : 'solid'}
      colorPalette={published ? undefined : 'brand'}
      onClick={() => void run()}
      loading={busy}
      data-testid={published ? 'video-unpublish' : 'video-publish'}
    >
      {published ? <LuEyeOff aria-hidden /> : <LuEye aria-hidden />}
      {published ? t('video-unpublish') : t('video-publish')}
    </Button>
  );
}
