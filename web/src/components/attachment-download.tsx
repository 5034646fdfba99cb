import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { VideoAttachment } from '#shared/api/endpoints/video-attachments';
import { formatFileSize } from '../lib/file-size';

/** A video attachment's download link followed by its size, for a row of the attachment lists. */
export function AttachmentDownload({
  attachment,
}: {
  attachment: Pick<VideoAttachment, 'downloadUrl' | 'fileName' | 'size'>;
}) {
  const { i18n } = useTranslation();
  return (
    <>
      <Link href={attachment.downloadUrl} download={attachment.fileName}>
        {attachment.fileName}
      </Link>
      <Text color="fg.muted" textStyle="sm">
        {formatFileSize(attachment.size, i18n.language)}
      </Text>
    </>
  );
}
