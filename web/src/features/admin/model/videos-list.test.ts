import { describe, expect, it } from 'vitest';
import {
  initialVideosList,
  isFiltered,
  pageSelection,
  reportCounts,
  selectionReducer,
  videosListQuery,
  videosListReducer,
  type Selection,
} from './videos-list';

describe('the /admin/videos query', () => {
  it('clears the levels under a changed channel or track, and goes back to the first page', () => {
    let state = { ...initialVideosList, page: 3 };
    state = videosListReducer(state, { type: 'filter', filter: 'channelId', value: 'sales' });
    state = videosListReducer(state, { type: 'filter', filter: 'subChannelId', value: 'sales-emea' });
    state = videosListReducer(state, { type: 'filter', filter: 'trackId', value: 't0' });
    state = videosListReducer(state, { type: 'filter', filter: 'subTrackId', value: 't1' });
    state = videosListReducer(state, { type: 'filter', filter: 'subSubTrackId', value: 't2' });
    expect(state).toMatchObject({ subChannelId: 'sales-emea', subSubTrackId: 't2', page: 1 });

    const otherChannel = videosListReducer(state, { type: 'filter', filter: 'channelId', value: 'hr' });
    expect(otherChannel).toMatchObject({
      channelId: 'hr',
      subChannelId: '',
      trackId: 't0',
      subTrackId: 't1',
    });
    const otherSubTrack = videosListReducer(state, { type: 'filter', filter: 'subTrackId', value: 'x' });
    expect(otherSubTrack).toMatchObject({ trackId: 't0', subTrackId: 'x', subSubTrackId: '' });
    const noTrack = videosListReducer(state, { type: 'filter', filter: 'trackId', value: '' });
    expect(noTrack).toMatchObject({ trackId: '', subTrackId: '', subSubTrackId: '' });
  });

  it('asks for what is set only, and knows when the list is narrowed', () => {
    expect(videosListQuery(initialVideosList)).toEqual({
      sort: 'createdAt',
      order: 'desc',
      page: '1',
      pageSize: '25',
    });
    expect(isFiltered(initialVideosList)).toBe(false);
    const state = videosListReducer(
      videosListReducer(initialVideosList, { type: 'search', value: '  pitch ' }),
      { type: 'filter', filter: 'status', value: 'draft' },
    );
    expect(videosListQuery(state)).toMatchObject({ search: 'pitch', status: 'draft' });
    expect(isFiltered(state)).toBe(true);
    const cleared = videosListReducer({ ...state, sort: 'name', order: 'asc' }, { type: 'clear' });
    expect(cleared).toEqual({ ...initialVideosList, sort: 'name', order: 'asc' });
  });

  it('sorts by a column, then the other way', () => {
    const byName = videosListReducer(initialVideosList, { type: 'sortBy', sort: 'name' });
    expect(byName).toMatchObject({ sort: 'name', order: 'asc' });
    expect(videosListReducer(byName, { type: 'sortBy', sort: 'name' })).toMatchObject({ order: 'desc' });
  });
});

describe('the selection', () => {
  const page = [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ];
  const empty: Selection = new Map();

  it('toggles one video, and the page as a whole', () => {
    const one = selectionReducer(empty, { type: 'toggle', video: page[0]! });
    expect(pageSelection(one, page)).toBe('some');
    const all = selectionReducer(one, { type: 'togglePage', videos: page });
    expect([...all.keys()]).toEqual(['a', 'b']);
    expect(pageSelection(all, page)).toBe('all');
    expect(pageSelection(selectionReducer(all, { type: 'togglePage', videos: page }), page)).toBe('none');
    expect(selectionReducer(one, { type: 'toggle', video: page[0]! }).size).toBe(0);
  });

  it('keeps what was selected on other pages', () => {
    const elsewhere = selectionReducer(empty, { type: 'toggle', video: { id: 'z', name: 'Z' } });
    const both = selectionReducer(elsewhere, { type: 'togglePage', videos: page });
    expect(both.get('z')).toBe('Z');
    expect(selectionReducer(both, { type: 'togglePage', videos: page }).has('z')).toBe(true);
    expect(selectionReducer(both, { type: 'clear' }).size).toBe(0);
  });
});

it('counts a bulk report by outcome', () => {
  expect(
    reportCounts([{ outcome: 'done' }, { outcome: 'done' }, { outcome: 'refused' }, { outcome: 'notFound' }]),
  ).toEqual({ done: 2, refused: 1, notFound: 1, failed: 0 });
});
