import * as api from '#shared/api/endpoints/lists.js';
import { httpHandler } from '../core/http/pipeline.js';
import { trackQueues } from '../core/domain/lists.js';

/**
 * GET /query/trackQueue/{trackId}: the track's videos in tree order with the caller's completions;
 * the player locks a queued video until every earlier one is completed (spec 2 §2).
 */
export const handler = httpHandler(api.getTrackQueue, async ({ tenant, params }) =>
  trackQueues(tenant).queue(params.trackId),
);
