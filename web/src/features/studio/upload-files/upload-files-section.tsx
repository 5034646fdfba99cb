import { Box, Button, HStack, Input, List, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_TYPES,
  FILE_TOO_LARGE,
  UNSUPPORTED_FILE_TYPE,
  type VideoAttachment,
} from '#shared/api/endpoints/video-attachments';
import { AttachmentDownload } from '../../../components/attachment-download';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-bits';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../components/notices';
import { ApiError } from '../../../lib/api-client';
import { HeadedSection } from '../components/headed-section';
import type { StudioSectionProps } from '../model/sections';
import { uploadAttachment, useAttachmentCommand, useAttachments } from '../api/attachments';
import { checkPicked, nextStep, type UploadStep } from './model/attachments';

/** What the file input offers: every supported extension. */
const ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

interface Running {
  key: string;
  name: string;
  step: UploadStep;
}

/**
 * The editing tab `upload-files` (spec 2 §2; issue 12 "Upload files"): the video's attachments, added by
 * choosing files (checked here, again by the server before signing and after the upload) and deleted
 * behind the spec's confirmation checkbox. Viewers download them from the video page.
 */
export function UploadFilesSection({ video }: StudioSectionProps) {
  const { t } = useTranslation();
  const list = useAttachments(video.id);
  const run = useAttachmentCommand();
  const input = useRef<HTMLInputElement>(null);
  const [running, setRunning] = useState<Running[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<VideoAttachment | null>(null);

  const refusalText = (refusal: string) =>
    refusal === UNSUPPORTED_FILE_TYPE
      ? t('video-attachments-unsupported')
      : refusal === FILE_TOO_LARGE
        ? t('video-attachments-too-large')
        : refusal === 'too-many'
          ? t('video-attachments-too-many')
          : t('video-attachments-empty-file');

  const update = (key: string, event: Parameters<typeof nextStep>[1]) =>
    setRunning((all) => all.map((r) => (r.key === key ? { ...r, step: nextStep(r.step, event) } : r)));

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const checked = checkPicked(files, list.data?.attachments.length ?? 0);
    setRefusals(
      checked.flatMap(({ file, refusal }) =>
        refusal ? [t('video-attachments-failed', { name: file.name, reason: refusalText(refusal) })] : [],
      ),
    );
    for (const { file, refusal } of checked) {
      if (refusal) continue;
      const key = `${file.name}:${Date.now()}:${Math.random()}`;
      setRunning((all) => [...all, { key, name: file.name, step: { step: 'requesting' } }]);
      uploadAttachment(run, video.id, file, {
        requested: () => update(key, { type: 'requested' }),
        progress: (loaded, total) => update(key, { type: 'progress', loaded, total }),
        sent: () => update(key, { type: 'sent' }),
      }).then(
        () => {
          update(key, { type: 'confirmed' });
          notify.success(t('video-attachments-uploaded', { name: file.name }));
          setRunning((all) => all.filter((r) => r.key !== key));
        },
        (error: unknown) =>
          update(key, {
            type: 'failed',
            message:
              error instanceof ApiError && error.status >= 400 && error.status < 500
                ? error.message
                : t('error-generic'),
          }),
      );
    }
  };

  const attachments = list.data?.attachments;
  return (
    <Stack gap="5" maxW="3xl" data-testid="upload-files">
      <PageTitle
        as="h2"
        size="lg"
        title={t('video-attachments-title')}
        intro={t('video-attachments-intro')}
      />
      <Box>
        <Input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={pick}
          display="none"
          aria-hidden
          tabIndex={-1}
          data-testid="upload-files-input"
        />
        <Button onClick={() => input.current?.click()} size="sm">
          {t('video-attachments-pick')}
        </Button>
      </Box>
      {refusals.map((message) => (
        <FormError key={message} error={message} />
      ))}
      {running.length > 0 ? (
        <Stack gap="3" aria-live="polite" data-testid="upload-files-running">
          {running.map((r) => (
            <Stack key={r.key} gap="1">
              {r.step.step === 'failed' ? (
                <FormError error={t('video-attachments-failed', { name: r.name, reason: r.step.message })} />
              ) : (
                <>
                  <Text textStyle="sm">
                    {r.step.step === 'sending'
                      ? t('video-attachments-uploading', { name: r.name, percent: r.step.percent })
                      : t('video-attachments-checking', { name: r.name })}
                  </Text>
                  <Progress.Root
                    value={r.step.step === 'sending' ? r.step.percent : null}
                    max={100}
                    size="sm"
                    aria-label={r.name}
                  >
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </>
              )}
            </Stack>
          ))}
        </Stack>
      ) : null}
      <HeadedSection headingId="upload-files-list" heading={t('video-attachments-list-label')} gap="2">
        {list.error ? (
          <FormError error={t('error-generic')} />
        ) : attachments === undefined ? (
          <Skeleton height="10" aria-hidden />
        ) : attachments.length === 0 ? (
          <Text color="fg.muted" data-testid="upload-files-empty">
            {t('video-attachments-empty')}
          </Text>
        ) : (
          <List.Root variant="plain" gap="2" data-testid="upload-files-list">
            {attachments.map((a) => (
              <List.Item key={a.attachmentId}>
                <HStack gap="3" wrap="wrap">
                  <AttachmentDownload attachment={a} />
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(a)}>
                    {t('video-attachments-delete')}
                    <Box as="span" srOnly>
                      {` ${a.fileName}`}
                    </Box>
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </HeadedSection>
      {deleting ? (
        <ConfirmDialog
          title={t('video-attachments-delete-title', { name: deleting.fileName })}
          text={t('video-attachments-delete-text', { name: deleting.fileName })}
          confirmLabel={t('video-attachments-delete-confirm')}
          actionLabel={t('video-attachments-delete')}
          testId="upload-files-delete-dialog"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await run({
              type: 'deleteAttachment',
              payload: { videoId: video.id, attachmentId: deleting.attachmentId },
            });
            notify.success(t('video-attachments-deleted', { name: deleting.fileName }));
          }}
        />
      ) : null}
    </Stack>
  );
}
