/**
 * generateVoiceOver {videoId, language, voice, chapters} (issue 14; spec 2 §5 "caption cannot be empty
 * when generating a computer voice"): the language's track made again from its chapters, each spoken by
 * the computer voice at its speed after its pause, or by its recorded voice; the answer says where each
 * chapter's speech landed and which ones run past their chapter (the render refuses those until fixed).
 */
import type { VoiceOverCommand } from '#shared/api/endpoints/voice-over.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { editableVideo } from '../../core/access/editable-video.js';
import { generateVoiceOver as generate, voiceOverView } from '../../core/domain/voice-over.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';

type Payload = Extract<VoiceOverCommand, { type: 'generateVoiceOver' }>['payload'];

export async function generateVoiceOver(tenant: TenantContext, payload: Payload) {
  const video = await editableVideo(tenant, payload.videoId);
  const stored = await generate(tenant.activeOrgId, tenant.userId, video, payload);
  const view = await voiceOverView(stored, video);
  await logChange(tenant, videoSubject(video), 'voiceOverCommand.generateVoiceOver', {
    before: {},
    after: { language: payload.language, voice: stored.voice, fits: String(view.fits) },
  });
  return { id: video.videoId, voiceOver: view };
}
