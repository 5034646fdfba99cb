import { useReducer } from 'react';
import { useSearchText } from '../../../lib/use-search-text';

/**
 * An administration list the server searches, sorts and pages: its state (search, filters, sort, page)
 * kept by its reducer, and the search box's text as typed, handed to the state once typing pauses.
 */
export function useServerList<S extends { search: string }, A>(
  reducer: (state: S, action: A | { type: 'search'; value: string }) => S,
  initial: S,
) {
  const [state, dispatch] = useReducer(reducer, initial);
  const [searchText, setSearchText] = useSearchText(state.search, (value) =>
    dispatch({ type: 'search', value }),
  );
  return { state, dispatch, searchText, setSearchText };
}
