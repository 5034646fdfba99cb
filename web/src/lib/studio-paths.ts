/**
 * Addresses of the studio (spec 2 §2 video routes) that other features link to: a section of a video's
 * version (/edit/video/{section}/{videoId}/{version}) and /create/video, which may name the channel
 * the new video goes into (`?channelId=`, from a channel's page or the add-video dialog).
 */
export const CREATE_VIDEO_PATH = '/create/video';

/** The address of a section of a video's version. */
export function sectionPath(section: string, videoId: string, version: number): string {
  return `/edit/video/${encodeURIComponent(section)}/${encodeURIComponent(videoId)}/${version}`;
}

/** /create/video, with the channel chosen in advance when one is given. */
export function createVideoPath(channelId?: string | null): string {
  return channelId
    ? `${CREATE_VIDEO_PATH}?${new URLSearchParams({ channelId }).toString()}`
    : CREATE_VIDEO_PATH;
}

/** The channel /create/video was opened for (`?channelId=`), or '' for none. */
export function presetChannelOf(search: URLSearchParams): string {
  return search.get('channelId')?.trim() ?? '';
}
