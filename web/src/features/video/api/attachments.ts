import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

/** Download links live 10 minutes: the list is read again every 5 (and when the page shows again). */
const REFRESH_MS = 5 * 60 * 1000;

/** The video's attachments with their download links (whoever may watch the video). */
export function useVideoAttachments(videoId: string) {
  return useApi(api.listVideoAttachments, { params: { videoId } }, { refreshInterval: REFRESH_MS });
}
