import { Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** How far a video's source file has uploaded, as a labelled bar. */
export function UploadProgress({ percent, testId }: { percent: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Progress.Root value={percent} max={100} data-testid={testId}>
      <Progress.Label>{t('studio-create-uploading', { percent })}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
