/** The home page's calls (shared contract): the history preview and the mandatory videos. */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

/** The latest `limit` entries of the watch history. */
export function useRecentHistory(limit: number) {
  return useApi(api.getHistory, { query: { limit } });
}

export function useMandatory() {
  return useApi(api.getMandatory, {});
}
