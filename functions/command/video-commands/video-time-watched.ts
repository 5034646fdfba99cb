import type { VideoCommand } from '#shared/api/index.js';
import { recordPlayback } from '../../core/domain/analytics.js';
import type { TenantContext } from '../../core/http/tenant.js';

type Payload = Extract<VideoCommand, { type: 'videoTimeWatched' }>['payload'];

/** Spec 1 §7 videoTimeWatched: adds the seconds played (one 10 s interval unless `watched` says less) and stores the position. */
export function videoTimeWatched(tenant: TenantContext, payload: Payload) {
  return recordPlayback(tenant, { type: 'videoTimeWatched', ...payload });
}
