import type { VideoCommand } from '#shared/api/index.js';
import { recordPlayback } from '../../core/domain/analytics.js';
import type { TenantContext } from '../../core/http/tenant.js';

type Payload = Extract<VideoCommand, { type: 'videoPlaybackStarted' }>['payload'];

/** Spec 1 §7 videoPlaybackStarted: counts a view and opens the caller's history entry. */
export function videoPlaybackStarted(tenant: TenantContext, payload: Payload) {
  return recordPlayback(tenant, { type: 'videoPlaybackStarted', ...payload });
}
