import * as api from '#shared/api/endpoints/lists.js';
import type { TrackQueue } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import { listsData } from '../core/data/lists-data.js';
import { mandatoryTrackIds } from '../core/domain/track-queue.js';
import { trackQueues } from '../core/domain/lists.js';

/**
 * GET /query/mandatory: the tracks every member must watch (track.mandatory) and those assigned to the
 * caller, each as a queue with the caller's progress; tracks the caller may not read are left out.
 */
export const handler = httpHandler(api.getMandatory, async ({ tenant }) => {
  const data = listsData(tenant.activeOrgId);
  const [marked, assigned] = await Promise.all([data.mandatoryTracks(), data.assignmentsOf(tenant.userId)]);
  const queues = trackQueues(tenant);
  const tracks = await Promise.all(
    mandatoryTrackIds(marked, assigned).map((id) => queues.queueIfReadable(id)),
  );
  return { tracks: tracks.filter((t): t is TrackQueue => t !== null) };
});
