/**
 * /admin/videos as the admin sets it: the list's query (search, the spec's filters as cascading selects,
 * sort, page) and the selection the bulk actions act on. Pure: the page keeps them in reducers.
 */
import type { VideoStatus, VideoType } from '#shared/domain/video-kinds';
import {
  VIDEO_LIST_DEFAULT_PAGE_SIZE,
  type VideoBulkOutcome,
  type VideoListSort,
} from '#shared/domain/videos-admin';
import { listPagingReducer, type ListPagingAction } from '../../../lib/list-paging';

export interface VideosListState {
  search: string;
  authorEmail: string;
  status: VideoStatus | '';
  type: VideoType | '';
  channelId: string;
  subChannelId: string;
  trackId: string;
  subTrackId: string;
  subSubTrackId: string;
  sort: VideoListSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const initialVideosList: VideosListState = {
  search: '',
  authorEmail: '',
  status: '',
  type: '',
  channelId: '',
  subChannelId: '',
  trackId: '',
  subTrackId: '',
  subSubTrackId: '',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: VIDEO_LIST_DEFAULT_PAGE_SIZE,
};

/** The filters a select sets; choosing a level clears the levels under it (they belonged to the old choice). */
export type VideoFilter =
  | 'authorEmail'
  | 'status'
  | 'type'
  | 'channelId'
  | 'subChannelId'
  | 'trackId'
  | 'subTrackId'
  | 'subSubTrackId';

const CLEARS: Record<VideoFilter, readonly VideoFilter[]> = {
  authorEmail: [],
  status: [],
  type: [],
  channelId: ['subChannelId'],
  subChannelId: [],
  trackId: ['subTrackId', 'subSubTrackId'],
  subTrackId: ['subSubTrackId'],
  subSubTrackId: [],
};

export type VideosListAction =
  | { type: 'search'; value: string }
  | { type: 'filter'; filter: VideoFilter; value: string }
  | ListPagingAction<VideoListSort>
  | { type: 'clear' };

export function videosListReducer(state: VideosListState, action: VideosListAction): VideosListState {
  switch (action.type) {
    case 'search':
      return { ...state, search: action.value, page: 1 };
    case 'filter': {
      const next = { ...state, [action.filter]: action.value, page: 1 };
      for (const below of CLEARS[action.filter]) next[below] = '';
      return next;
    }
    case 'sortBy':
    case 'page':
    case 'pageSize':
      return listPagingReducer(state, action);
    case 'clear':
      return { ...initialVideosList, sort: state.sort, order: state.order, pageSize: state.pageSize };
  }
}

const FILTERS: readonly VideoFilter[] = Object.keys(CLEARS) as VideoFilter[];

/** Whether a search or a filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(state: VideosListState): boolean {
  return Boolean(state.search.trim()) || FILTERS.some((f) => state[f] !== '');
}

/** The GET /listVideos query: only what is set. */
export function videosListQuery(state: VideosListState): Record<string, string> {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    ...Object.fromEntries(FILTERS.filter((f) => state[f] !== '').map((f) => [f, state[f]])),
    sort: state.sort,
    order: state.order,
    page: String(state.page),
    pageSize: String(state.pageSize),
  };
}

/** The selected videos (id → name, so the report names videos of other pages too). */
export type Selection = ReadonlyMap<string, string>;

export type SelectionAction =
  | { type: 'toggle'; video: { id: string; name: string } }
  /** The header checkbox: selects every video of the page, or, when all are selected, unselects them. */
  | { type: 'togglePage'; videos: readonly { id: string; name: string }[] }
  | { type: 'clear' };

export function selectionReducer(selection: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'toggle': {
      const next = new Map(selection);
      if (next.has(action.video.id)) next.delete(action.video.id);
      else next.set(action.video.id, action.video.name);
      return next;
    }
    case 'togglePage': {
      const next = new Map(selection);
      if (pageSelection(selection, action.videos) === 'all') {
        for (const v of action.videos) next.delete(v.id);
      } else {
        for (const v of action.videos) next.set(v.id, v.name);
      }
      return next;
    }
    case 'clear':
      return new Map();
  }
}

/** The header checkbox's state for the page shown. */
export function pageSelection(
  selection: Selection,
  videos: readonly { id: string }[],
): 'all' | 'some' | 'none' {
  const selected = videos.filter((v) => selection.has(v.id)).length;
  if (selected === 0) return 'none';
  return selected === videos.length ? 'all' : 'some';
}

/** How many videos of a bulk report ended each way (the report's summary line). */
export function reportCounts(
  results: readonly { outcome: VideoBulkOutcome }[],
): Record<VideoBulkOutcome, number> {
  const counts: Record<VideoBulkOutcome, number> = { done: 0, refused: 0, notFound: 0, failed: 0 };
  for (const r of results) counts[r.outcome]++;
  return counts;
}
