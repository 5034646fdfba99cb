import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUiLanguage } from '#shared/domain/languages';
import { FormError } from '../../../components/form-bits';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { fileProblem, uploadPercent } from '../../../lib/video-upload';
import { LIFECYCLE_POLL_MS, useVideoLifecycle } from '../api/lifecycle';
import { uploadSource } from '../api/studio';
import { HeadedSection } from './headed-section';
import { UploadProgress } from './upload-progress';
import { VideoFilePicker } from './video-file-picker';

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
  // Once uploaded the bar stays full while the transcode is awaited.
  const shownPercent = uploaded ? 100 : percent;
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
    <HeadedSection
      headingId="planned-upload-heading"
      heading={t('studio-planned-heading')}
      intro={
        <>
          {t('video-lifecycle-planned')} {t('studio-planned-intro')}
        </>
      }
      gap="3"
      testId="planned-upload"
    >
      <HStack gap="3" wrap="wrap">
        <VideoFilePicker
          testId="planned-upload-file"
          disabled={percent !== null || uploaded}
          onChoose={setFile}
        />
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
      {shownPercent !== null && <UploadProgress percent={shownPercent} />}
      <FormError error={submit.error} />
    </HeadedSection>
  );
}
