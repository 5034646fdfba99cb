import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCode } from 'react-icons/lu';
import { AppDialog, DialogActions } from '../../../components/app-dialog';
import { EmbedSharePanel, type SharedVideo } from '../../../components/embed-share-panel';
import { StudioSectionLink } from '../../../components/studio-section-link';

export type { SharedVideo } from '../../../components/embed-share-panel';

/**
 * "Embed & share" on the video page: the public embed switch and the public addresses
 * (components/embed-share-panel.tsx), and a link to the studio's embed-codes section, where the same
 * settings live with the video's others. Shown only when GET /videos/{humanId} carries `embed`, which
 * the server adds only for callers who may change the video (updateGeneral's own rule): the link is for
 * them alone as well.
 */
export function EmbedShareButton({
  video,
  onChanged,
}: {
  video: SharedVideo;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!video.embed) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="video-embed-share">
        <LuCode aria-hidden />
        {t('embed-share-button')}
      </Button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        fresh
        size="lg"
        title={t('embed-share-title', { name: video.name })}
        testId="embed-share-dialog"
        close={t('embed-share-close')}
        closeFirst
      >
        <Dialog.Body>
          <Stack gap="5">
            <EmbedSharePanel video={video} embed={video.embed} onChanged={onChanged} />
            <Text textStyle="sm">
              <StudioSectionLink
                section="embed-codes"
                videoId={video.id}
                version={video.lastVersion}
                testId="embed-share-studio"
              >
                {t('embed-share-open-studio')}
              </StudioSectionLink>
            </Text>
          </Stack>
        </Dialog.Body>
        <DialogActions dismiss={t('embed-share-close')} />
      </AppDialog>
    </>
  );
}
