import { Button, Field, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_THUMBNAIL_LIMITS } from '#shared/domain/video-thumbnail';
import { FormError } from '../../../components/form-bits';
import { notify } from '../../../components/notices';
import { Panel } from '../../../components/panel';
import { TextField } from '../../../components/text-field';
import { checkImage, imageDimensionsOf } from '../../../lib/image-check';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { thumbnailFromFrame, thumbnailFromImage } from '../api/studio';
import type { StudioSectionProps } from '../model/sections';
import { CAPTURE_POLL_MS, captureState, frameSeconds } from '../model/thumbnail-choice';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The overview's thumbnail and its "Change thumbnail" (issue 12): the frame at a second of the version
 * shown (a capture job: the read is polled while it runs), or an uploaded image (checked before the
 * upload like a branding image). Refusals show the server's words. Offered only to the video's editor
 * (read-only: the overview's notice says why).
 */
export function ThumbnailPicker({ video, refresh, readOnly = false }: StudioSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [secondsText, setSecondsText] = useState('');
  const [secondsInvalid, setSecondsInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = useDialogSubmit();
  const capture = captureState(video);

  // While the capture runs the video is re-read; the new thumbnail shows once it has ended.
  useEffect(() => {
    if (capture.kind !== 'capturing') return;
    const timer = setTimeout(() => void refresh(), CAPTURE_POLL_MS);
    return () => clearTimeout(timer);
  }, [capture.kind, video, refresh]);

  const chooseFrame = () => {
    const seconds = frameSeconds(secondsText);
    setSecondsInvalid(seconds === null);
    if (seconds === null) return;
    void submit.run(async () => {
      await thumbnailFromFrame(video.id, video.version, seconds);
      await refresh();
    });
  };

  const chooseImage = (file: File | undefined) => {
    if (!file) return;
    void submit.run(async () => {
      const problem = await checkImage(VIDEO_THUMBNAIL_LIMITS, file, imageDimensionsOf);
      if (problem) {
        submit.setError(t(problem.key, problem.values ?? {}));
        return;
      }
      await thumbnailFromImage(video.id, file);
      await refresh();
      notify.snackbar(t('studio-thumbnail-changed'));
    });
  };

  return (
    <Stack gap="3" data-testid="studio-thumbnail">
      <HStack gap="4" align="end" wrap="wrap">
        {video.thumbnailUrl && (
          <Image
            src={video.thumbnailUrl}
            alt={t('studio-thumbnail')}
            maxW="xs"
            rounded="md"
            data-testid="studio-thumbnail-image"
          />
        )}
        {!open && !readOnly && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setOpen(true)}
            data-testid="studio-thumbnail-change"
          >
            {t('studio-thumbnail-change')}
          </Button>
        )}
      </HStack>
      {capture.kind === 'capturing' && (
        <HStack role="status" data-testid="studio-thumbnail-capturing">
          <Spinner size="sm" />
          <Text textStyle="sm">{t('studio-thumbnail-capturing', { seconds: capture.seconds })}</Text>
        </HStack>
      )}
      {capture.kind === 'failed' && (
        <Text textStyle="sm" color="fg.error" role="alert" data-testid="studio-thumbnail-failed">
          {t('studio-thumbnail-failed')}
        </Text>
      )}
      {open && (
        <Panel gap="3" maxW="xl">
          <HStack align="end" gap="3" wrap="wrap">
            <TextField
              name="thumbnailSeconds"
              label={t('studio-thumbnail-frame-at')}
              inputMode="text"
              value={secondsText}
              onChange={(value) => {
                setSecondsText(value);
                setSecondsInvalid(false);
              }}
              error={secondsInvalid ? t('studio-thumbnail-seconds-invalid') : undefined}
            />
            <Button
              type="button"
              size="sm"
              onClick={chooseFrame}
              loading={submit.busy}
              disabled={capture.kind === 'capturing'}
              data-testid="studio-thumbnail-use-frame"
            >
              {t('studio-thumbnail-use-frame')}
            </Button>
          </HStack>
          <Field.Root>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={t('studio-thumbnail-upload')}
              data-testid="studio-thumbnail-file"
              onChange={(e: ChangeEvent<HTMLInputElement>) => {
                chooseImage(e.target.files?.[0]);
                // The same file may be picked again after a refusal.
                e.target.value = '';
              }}
            />
            <HStack>
              <Button
                type="button"
                variant="outline"
                size="sm"
                loading={submit.busy}
                onClick={() => input.current?.click()}
              >
                {t('studio-thumbnail-upload')}
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
                {t('studio-thumbnail-close')}
              </Button>
            </HStack>
            <Field.HelperText>{t('studio-thumbnail-image-hint')}</Field.HelperText>
          </Field.Root>
          <FormError error={submit.error} />
        </Panel>
      )}
    </Stack>
  );
}
