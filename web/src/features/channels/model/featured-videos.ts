/**
 * The featured-videos editor of /channel/recommendation/{channelId} (spec 2 §3 Channel
 * featuredVideosForRecommendations): which published videos of the channel are featured, in which order,
 * and whether they are recommended every night. Pure, so the page's rules are tested apart from it.
 */
import { FEATURED_VIDEOS_MAX } from '#shared/api';

export interface FeaturedState {
  featured: string[];
  generationOn: boolean;
  /** What the server holds: the form is dirty when it differs. */
  saved: { featured: string[]; generationOn: boolean };
}

export function featuredState(featured: readonly string[], generationOn: boolean): FeaturedState {
  return { featured: [...featured], generationOn, saved: { featured: [...featured], generationOn } };
}

/** Whether another video can be featured (the contract's limit). */
export function canFeatureMore(state: FeaturedState): boolean {
  return state.featured.length < FEATURED_VIDEOS_MAX;
}

/** Features a video (appended: the order is the admin's) or stops featuring it. */
export function toggleFeatured(state: FeaturedState, videoId: string): FeaturedState {
  if (state.featured.includes(videoId)) {
    return { ...state, featured: state.featured.filter((id) => id !== videoId) };
  }
  if (!canFeatureMore(state)) return state;
  return { ...state, featured: [...state.featured, videoId] };
}

/** Moves a featured video one place up (-1) or down (+1); the ends stay where they are. */
export function moveFeatured(state: FeaturedState, videoId: string, by: -1 | 1): FeaturedState {
  const from = state.featured.indexOf(videoId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= state.featured.length) return state;
  const featured = [...state.featured];
  [featured[from], featured[to]] = [featured[to] as string, featured[from] as string];
  return { ...state, featured };
}

export function setGeneration(state: FeaturedState, generationOn: boolean): FeaturedState {
  return { ...state, generationOn };
}

export function isDirty(state: FeaturedState): boolean {
  return (
    state.generationOn !== state.saved.generationOn ||
    state.featured.length !== state.saved.featured.length ||
    state.featured.some((id, i) => state.saved.featured[i] !== id)
  );
}

/** After a successful save: what was sent is what the server holds. */
export function markSaved(state: FeaturedState): FeaturedState {
  return { ...state, saved: { featured: [...state.featured], generationOn: state.generationOn } };
}

/**
 * The videos that can be featured: the channel's published ones. A featured video that is no longer
 * published (unpublished or archived since) stays listed, so the admin sees it and can remove it.
 */
export function featurableVideos<V extends { id: string; status: string }>(
  videos: readonly V[],
  featured: readonly string[],
): V[] {
  return videos.filter((v) => v.status === 'published' || featured.includes(v.id));
}
