import { SearchField } from '../../../components/list-table';

/** The search box of a server list (useServerList): the text as typed, searched once typing pauses. */
export function ServerListSearch({
  label,
  listState,
  testId,
}: {
  label: string;
  listState: { searchText: string; setSearchText: (text: string) => void };
  testId: string;
}) {
  return (
    <SearchField
      label={label}
      value={listState.searchText}
      onChange={listState.setSearchText}
      testId={testId}
    />
  );
}
