import { Button, Dialog, Field, HStack, Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuHeart, LuPencil, LuShare2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type {} from '#shared/api';
import { AppDialog } from '../../../components/app-dialog';
import { notify } from '../../../components/notices';
import { ApiError } from '../../../lib/api-client';
import { useChannelCommand, useFollowData } from '../../../lib/channel-data';
import { sectionPath } from '../../../lib/studio-paths';
import { useShareVideo } from '../api/video';
import { EmbedShareButton, type SharedVideo } from './embed-share';

/**
 * Favourite (follow the video: spec 1 §3 "Follow data: channels, tracks, videos"; the spec has no
 * favourite command), share (with a colleague, listed on both members' /sharings) and, for those who may
 * change the video, "Embed & share" (public embedding and its links).
 */
export function VideoActions({
  video,
  onChanged,
}: {
  video: SharedVideo;
  /** Refetches the video (after public embedding changed). */
  onChanged: () => Promise<unknown>;
}) {
  const { id: videoId, name } = video;
  const { t } = useTranslation();
  const runChannelCommand = useChannelCommand();
  const shareVideo = useShareVideo();
  const { data: follows } = useFollowData(true);
  const favorite = follows?.videos.includes(videoId) ?? false;
  const [busy, setBusy] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [shareError, setShareError] = useState<string | null>(null);

  const toggleFavorite = async () => {
    setBusy(true);
    try {
      // The command refetches the follow data everywhere (the sidebar's too) and the library.
      await runChannelCommand({ type: favorite ? 'unfollow' : 'follow', payload: { videoId } });
    } catch (error) {
      notify.error(error instanceof ApiError ? error.body.message : t('error-generic'));
    } finally {
      setBusy(false);
    }
  };

  const share = async () => {
    setBusy(true);
    setShareError(null);
    try {
      await shareVideo({ videoId, email, message });
      notify.success(t('share-success', { email: email.trim().toLowerCase() }));
      setSharing(false);
      setEmail('');
      setMessage('');
    } catch (error) {
      setShareError(
        error instanceof ApiError
          ? (error.body.issues?.[0]?.message ?? error.body.message)
          : t('error-generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <HStack gap="2">
      <Button
        size="sm"
        variant={favorite ? 'solid' : 'outline'}
        colorPalette={favorite ? 'brand' : undefined}
        onClick={() => void toggleFavorite()}
        disabled={busy || !follows}
        aria-pressed={favorite}
        data-testid="video-favorite"
      >
        <LuHeart aria-hidden />
        {favorite ? t('favorites-remove') : t('favorites-add')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setSharing(true)} data-testid="video-share">
        <LuShare2 aria-hidden />
        {t('share-video')}
      </Button>
      {video.embed && (
        // Those who may change the video (the read's `embed` is theirs) open it in the studio.
        <Button asChild size="sm" variant="outline" data-testid="video-edit">
          <RouterLink to={sectionPath('overview', videoId, video.lastVersion)}>
            <LuPencil aria-hidden />
            {t('studio-edit-video')}
          </RouterLink>
        </Button>
      )}
      <EmbedShareButton video={video} onChanged={onChanged} />
      <AppDialog open={sharing} onClose={() => setSharing(false)} fresh testId="share-dialog" close={false}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void share();
          }}
        >
          <Dialog.Header>
            <Dialog.Title>{t('share-dialog-title', { name })}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body display="flex" flexDirection="column" gap="3">
            <Field.Root required invalid={shareError !== null}>
              <Field.Label>{t('share-email')}</Field.Label>
              <Input
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                data-testid="share-email"
              />
              {shareError && <Field.ErrorText>{shareError}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('share-message')}</Field.Label>
              <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={3} />
            </Field.Root>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setSharing(false)}>
              {t('share-cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={busy} data-testid="share-submit">
              {t('share-submit')}
            </Button>
          </Dialog.Footer>
        </form>
      </AppDialog>
    </HStack>
  );
}
