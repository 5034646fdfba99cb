import { trackDepth } from '#shared/domain/tracks-admin.js';
import type { TrackAdminData } from '../data/track-admin-data.js';

/** A track's depth below its top-level track (0 for a top-level track), from its channel's tracks. */
export async function trackDepthOf(
  data: TrackAdminData,
  track: { trackId: string; channelId: string; parentTrackId?: string | undefined },
): Promise<number> {
  if (!track.parentTrackId) return 0;
  const tracks = await data.tracksOfChannel(track.channelId);
  const parents = new Map(tracks.map((t) => [t.trackId, t.parentTrackId]));
  return trackDepth(track.trackId, (id) => (id === track.trackId ? track.parentTrackId : parents.get(id)));
}
