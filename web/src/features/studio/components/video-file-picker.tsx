import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ACCEPT } from '../../../lib/video-upload';

/** The native picker of a video's source file, named for screen readers. */
export function VideoFilePicker({
  testId,
  disabled,
  onChoose,
}: {
  testId: string;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <label>
      <Text as="span" srOnly>
        {t('studio-create-file')}
      </Text>
      <input
        type="file"
        accept={ACCEPT}
        data-testid={testId}
        disabled={disabled}
        onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
      />
    </label>
  );
}
