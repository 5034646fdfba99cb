/** The history page's call (shared contract): the watch history, a page at a time by cursor. */
import useSWRInfinite from 'swr/infinite';
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { apiKey } from '../../../lib/use-api';

type Page = Awaited<ReturnType<typeof fetchPage>>;

const fetchPage = (cursor: string | undefined) =>
  request(api.getHistory, { query: cursor ? { cursor } : {} });

/** Keys start with getHistory's id, so the player's "refetch the history" mutate reaches them. */
export function useHistory() {
  return useSWRInfinite<Page>(
    (index, previous: Page | null) =>
      index === 0
        ? apiKey(api.getHistory, {})
        : previous?.cursor
          ? apiKey(api.getHistory, { cursor: previous.cursor })
          : null,
    (key: string) => {
      const input = JSON.parse(key.slice(key.indexOf(':') + 1)) as { cursor?: string };
      return fetchPage(input.cursor);
    },
    { revalidateFirstPage: true },
  );
}
