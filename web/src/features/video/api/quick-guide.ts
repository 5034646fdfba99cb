import { api } from '#shared/api';
import { request } from '../../../lib/api-client';

/** The PDF guide of what the page plays (or that it is being prepared); 404 without a guide. */
export function fetchQuickGuide(videoId: string, played: { version: number; language: string } | null) {
  return request(api.downloadQuickGuide, {
    params: { videoId },
    query: played ? { version: played.version, language: played.language as never } : {},
  });
}
