/** The upload-files tab's calls: the video's attachments, an upload in three steps, a delete. */
import { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { api, type VideoAttachmentCommand } from '#shared/api';
import { request } from '../../../lib/api-client';
import { putWithProgress } from '../../../lib/put-with-progress';
import { useApi } from '../../../lib/use-api';

/** Download links live 10 minutes: the list is read again every 5 (and when the page shows again). */
const REFRESH_MS = 5 * 60 * 1000;

export function useAttachments(videoId: string) {
  return useApi(api.listVideoAttachments, { params: { videoId } }, { refreshInterval: REFRESH_MS });
}

/** Runs a command, then reads every attachments list again (the video page's too). */
export function useAttachmentCommand() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (command: VideoAttachmentCommand) => {
      const result = await request(api.videoAttachmentCommand, { body: command });
      await mutate((key) => typeof key === 'string' && key.startsWith(`${api.listVideoAttachments.id}:`));
      return result;
    },
    [mutate],
  );
}

/**
 * Requests the upload (type and size checked by the server before signing), PUTs the file with the
 * signed type, then confirms it (the server checks the stored file again).
 */
export async function uploadAttachment(
  run: ReturnType<typeof useAttachmentCommand>,
  videoId: string,
  file: File,
  on: { requested: () => void; progress: (loaded: number, total: number) => void; sent: () => void },
): Promise<void> {
  const requested = await request(api.videoAttachmentCommand, {
    body: { type: 'requestAttachmentUpload', payload: { videoId, fileName: file.name, size: file.size } },
  });
  if (!requested.upload) throw new Error('The upload was not signed');
  on.requested();
  // The signature names the type: the PUT sends exactly it, whatever the browser guessed.
  await putWithProgress(
    requested.upload.signedUrl,
    file.slice(0, file.size, requested.upload.contentType),
    on.progress,
  );
  on.sent();
  await run({ type: 'confirmAttachment', payload: { videoId, attachmentId: requested.id } });
}
