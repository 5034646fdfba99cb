/**
 * renderVoiceOvers {videoId} (issue 14): the latest version's master rendered again from its stored
 * rendering data (the same picture) with its voice-overs as the player's audio languages. Unlike the
 * editor's render it needs no check-out and keeps the video's status, so a published video gains its
 * voice-overs without being taken offline; the processing lock still keeps two jobs apart.
 */
import type { VoiceOverCommand } from '#shared/api/endpoints/voice-over.js';
import { VOICE_OVER_TEXTS } from '#shared/domain/voice-over.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { conflict } from '../../core/http/errors.js';
import { editableVideo } from '../../core/access/editable-video.js';
import { voiceOversToRender } from '../../core/domain/voice-overs-to-render.js';
import { rendersOf } from '../../core/domain/render.js';
import { startRenderOf } from '../../core/domain/render-start.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { videoData } from '../../core/data/video-data.js';

type Payload = Extract<VoiceOverCommand, { type: 'renderVoiceOvers' }>['payload'];

export async function renderVoiceOvers(tenant: TenantContext, payload: Payload) {
  const orgId = tenant.activeOrgId;
  const video = await editableVideo(tenant, payload.videoId);
  const version = video.lastVersion ?? 1;
  const voiceOvers = await voiceOversToRender(orgId, video, version);
  if (voiceOvers.length === 0) throw conflict(VOICE_OVER_TEXTS.noneToRender);
  // A render that ran past its limit releases the video first (timedOut), as reading it would.
  await rendersOf(orgId, video.videoId);
  const current = (await videoData(orgId).video(video.videoId)) ?? video;
  const { job } = await startRenderOf(orgId, current, {
    version,
    language: video.masterLanguage,
    requestedBy: tenant.userId,
    keepStatus: true,
  });
  await logChange(tenant, videoSubject(video), 'voiceOverCommand.renderVoiceOvers', {
    before: {},
    after: { renderId: job.renderId, version, languages: voiceOvers.map((v) => v.language).join(', ') },
  });
  return { id: video.videoId, renderId: job.renderId };
}
