/** /results' call (shared contract): the organization's videos matching the query. */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

export function useSearch(query: string) {
  const q = query.trim();
  return useApi(api.search, q ? { query: { q } } : null, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
