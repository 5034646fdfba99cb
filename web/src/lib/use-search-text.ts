import { useEffect, useState } from 'react';

/** Waits for a pause in typing before the search asks the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's search box: the text as typed, handed to `onSearch` once typing pauses (and only when it
 * differs from the list's current `search`).
 */
export function useSearchText(search: string, onSearch: (value: string) => void) {
  const [searchText, setSearchText] = useState(search);
  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => onSearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // onSearch is a fresh closure each render; the text and the list's search decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, search]);
  return [searchText, setSearchText] as const;
}

/** The value once it has stopped changing for `delay` ms (filters typed into a list asked of the server). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
