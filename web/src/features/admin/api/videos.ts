/** The videos administration's calls (shared contract). */
import { api, type BodyOf } from '#shared/api';
import { useSWRConfig } from 'swr';
import { request } from '../../../lib/api-client';
import { apiKey, useApi } from '../../../lib/use-api';
import { videosListQuery, type VideosListState } from '../model/videos-list';

/** One page of the organization's videos (null: not allowed, no call). The last page stays shown while the next loads. */
export function useVideosList(state: VideosListState | null) {
  return useApi(api.listVideos, state === null ? null : { query: videosListQuery(state) }, {
    keepPreviousData: true,
  });
}

/** Refetches every page and filter of the videos list (a bulk action may move a video in or out of any). */
export function useRefreshVideosLists() {
  const { mutate } = useSWRConfig();
  const prefix = apiKey(api.listVideos, {}).split(':')[0] + ':';
  return () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}

export function bulkVideoCommand(body: BodyOf<typeof api.bulkVideoCommand>) {
  return request(api.bulkVideoCommand, { body });
}
