import type { VideoCommand } from '#shared/api/index.js';
import { recordPlayback } from '../../core/domain/analytics.js';
import type { TenantContext } from '../../core/http/tenant.js';

type Payload = Extract<VideoCommand, { type: 'videoPlaybackEnded' }>['payload'];

/** Spec 1 §7 videoPlaybackEnded: marks the caller's history entry completed. */
export function videoPlaybackEnded(tenant: TenantContext, payload: Payload) {
  return recordPlayback(tenant, { type: 'videoPlaybackEnded', ...payload });
}
