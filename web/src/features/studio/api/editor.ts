/** The editor's calls (shared contract): the version's rendering data, its save, its playable media. */
import { api, type RenderingData } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export function useEditorData(videoId: string, version: number) {
  return useApi(
    api.getEditorData,
    { params: { videoId, version } },
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}

/** The stored rendering data now (a conflict's other side). */
export function fetchEditorData(videoId: string, version: number) {
  return request(api.getEditorData, { params: { videoId, version } });
}

export function saveRendering(input: {
  videoId: string;
  version: number;
  language: UiLanguage;
  revision: number;
  renderingData: Omit<RenderingData, 'language'>;
}) {
  const { videoId, version, language, revision, renderingData } = input;
  return request(api.saveRenderingData, {
    params: { videoId, version, language },
    body: { revision, renderingData },
  });
}

/**
 * The version's playable media in `language`: the HLS master playlist (the player), or with
 * `download` the MP4 (its audio is decoded for the waveform).
 */
export async function playableUrl(humanId: string, version: number, language: UiLanguage, download = false) {
  const res = await request(api.getVideoUrl, {
    query: { key: humanId, version, language, download: download ? '1' : '0' },
  });
  return res.signedUrl;
}
