import { Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isUiLanguage } from '#shared/domain/languages';
import { FormError } from '../../../components/form-bits';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { ACCEPT, fileProblem, uploadPercent } from '../../../lib/video-upload';
import { LIFECYCLE_POLL_MS, useVideoLifecycle } from '../api/lifecycle';
import { uploadSource } from '../api/studio';

/**
 * A planned video's file (spec 2 §3 status planned, "This video has been planned but is not available
 * yet."): chosen and uploaded as its version 1 in its master language, with progress; its transcode
 * then makes it a draft. The transcode starts from the upload's S3 event, after the PUT: until the life
 * cycle shows it, its read is polled like a job's (spec 2 §4's 7 s); the studio reads the video again on
 * that status change (useRefreshOnStatusChange) and this panel goes.
 */
export function PlannedUpload({ videoId, language }: { videoId: string; language: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const upload = useRef<AbortController | null>(null);
  const submit = useDialogSubmit();
  const { mutate: readLifecycle } = useVideoLifecycle(videoId);
  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => {
    if (!uploaded) return;
    const timer = setInterval(() => void readLifecycle(), LIFECYCLE_POLL_MS);
    return () => clearInterval(timer);
  }, [uploaded, readLifecycle]);

  const problem = file ? fileProblem(file) : 'missing';
  const start = () => {
    setTried(true);
    if (!file || problem || !isUiLanguage(language)) return;
    const controller = new AbortController();
    upload.current = controller;
    void submit.run(
      async () => {
        setPercent(0);
        await uploadSource(
          videoId,
          language,
          file,
          (loaded, total) => setPercent(uploadPercent(loaded, total)),
          controller.signal,
        );
        setUploaded(true);
        await readLifecycle();
      },
      () => {
        upload.current = null;
        setPercent(null);
      },
    );
  };

  return (
    <Stack as="section" aria-labelledby="planned-upload-heading" gap="3" data-testid="planned-upload">
      <Heading as="h3" size="md" id="planned-upload-heading">
        {t('studio-planned-heading')}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {t('video-lifecycle-planned')} {t('studio-planned-intro')}
      </Text>
      <HStack gap="3" wrap="wrap">
        <label>
          <Text as="span" srOnly>
            {t('studio-create-file')}
          </Text>
          <input
            type="file"
            accept={ACCEPT}
            data-testid="planned-upload-file"
            disabled={percent !== null || uploaded}
            onChange={(e: ChangeEvent<HTMLInputElement>) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        </label>
        <Button onClick={start} loading={submit.busy} disabled={uploaded} data-testid="planned-upload-submit">
          {t('studio-planned-upload')}
        </Button>
      </HStack>
      {tried && problem && (
        <Text color="fg.error" textStyle="sm" role="alert">
          {problem === 'missing'
            ? t('studio-planned-choose-file')
            : t(`add-video-file-${problem}`, { size: '2 GB' })}
        </Text>
      )}
      {(percent !== null || uploaded) && (
        <Progress.Root value={uploaded ? 100 : percent} max={100}>
          <Progress.Label>
            {t('studio-create-uploading', { percent: uploaded ? 100 : percent })}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <FormError error={submit.error} />
    </Stack>
  );
}
