import { Heading, HStack, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AttachmentDownload } from '../../../components/attachment-download';
import { useVideoAttachments } from '../api/attachments';

/**
 * The video's attachments on the video page (issue 12 "Upload files"): each file a download link with
 * its size. Nothing when the video has none (or they cannot be read: the video itself still plays).
 */
export function VideoAttachments({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const { data } = useVideoAttachments(videoId);
  if (!data || data.attachments.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="video-attachments-heading" data-testid="video-attachments">
      <Heading as="h2" size="md" id="video-attachments-heading">
        {t('video-attachments-title')}
      </Heading>
      <List.Root variant="plain" gap="1">
        {data.attachments.map((a) => (
          <List.Item key={a.attachmentId}>
            <HStack gap="2">
              <AttachmentDownload attachment={a} />
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
