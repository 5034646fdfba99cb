import * as api from '#shared/api/endpoints/session.js';
import { httpHandler } from '../core/http/pipeline.js';
import { tenantData } from '../core/data/tenant-data.js';

/** Spec 1 §3 "Follow data: channels, tracks, videos, alertsEnabledChannels". */
export const handler = httpHandler(api.getUserFollowingData, async ({ tenant }) => {
  const follows = await tenantData(tenant.activeOrgId).followsOf(tenant.userId);
  const of = (kind: 'channel' | 'track' | 'video') =>
    follows.filter((f) => f.kind === kind).map((f) => f.targetId);
  return {
    channels: of('channel'),
    tracks: of('track'),
    videos: of('video'),
    alertsEnabledChannels: follows
      .filter((f) => f.kind === 'channel' && f.alertsEnabled)
      .map((f) => f.targetId),
  };
});
