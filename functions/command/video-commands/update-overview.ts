import type { VideoCommand } from '#shared/api/index.js';
import { STUDIO_TEXTS } from '#shared/api/endpoints/studio.js';
import { isFeatureOn } from '#shared/domain/feature-flags.js';
import { VIDEO_ADMIN_TEXTS } from '#shared/domain/videos-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { editableVideo } from '../../core/access/editable-video.js';
import { studioData } from '../../core/data/studio-data.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { assertFieldsEditable } from '../../core/domain/video-editing.js';
import { badRequest, conflict, forbidden } from '../../core/http/errors.js';

type Payload = Extract<VideoCommand, { type: 'updateOverview' }>['payload'];

/**
 * updateOverview (the studio's overview section; docs/decisions.md "Studio"): title, abstract,
 * description, type, stage label (videoStage feature) and master language; the responsible person only
 * while a draft (spec 2 §4). The life-cycle guard of every edit applies (assertFieldsEditable): the
 * caller holds the video ("Video is checked in" / "Video is checked out by …"), no lock, an editable
 * status, not published ("Can not update published video", spec 2 §8). Logs what changed.
 */
export async function updateOverview(tenant: TenantContext, payload: Payload) {
  const video = await assertFieldsEditable(tenant, await editableVideo(tenant, payload.videoId));
  const status = video.status ?? 'draft';
  const data = tenantData(tenant.activeOrgId);

  const currentStage = video.stage ?? '';
  const stageChanges = payload.stage !== undefined && payload.stage !== currentStage;
  if (stageChanges) {
    const [organization, flags] = await Promise.all([data.organization(), data.featureFlags()]);
    const scope = { tubeId: organization?.tubeId, channelId: video.channelId };
    if (!isFeatureOn(flags, 'videoStage', scope)) throw forbidden(STUDIO_TEXTS.stageOff);
  }

  const currentResponsible = video.responsibleEmail ?? video.authorEmail;
  let responsible: { userId: string; email: string } | undefined;
  if (payload.responsibleEmail !== undefined && payload.responsibleEmail !== currentResponsible) {
    if (status !== 'draft') throw conflict(STUDIO_TEXTS.draftOnly);
    const user = await data.userByEmail(payload.responsibleEmail);
    if (!user || user.status !== 'active') {
      throw badRequest(STUDIO_TEXTS.unknownUser, [
        { path: 'body.payload.responsibleEmail', message: STUDIO_TEXTS.unknownUser },
      ]);
    }
    responsible = { userId: user.userId, email: payload.responsibleEmail };
  }

  const written = await studioData(tenant.activeOrgId).updateOverview(video.videoId, status, {
    name: payload.name,
    abstract: payload.abstract,
    description: payload.description,
    type: payload.type,
    masterLanguage: payload.masterLanguage,
    ...(stageChanges ? { stage: payload.stage || null } : {}),
    ...(responsible ? { responsible } : {}),
  });
  if (!written) throw conflict(VIDEO_ADMIN_TEXTS.changed);

  // logChange keeps only what changed (an unchanged title is no event).
  await logChange(tenant, videoSubject(video), 'videoCommand.updateOverview', {
    before: {
      name: video.name,
      abstract: video.abstract ?? '',
      description: video.description ?? '',
      type: video.type ?? 'other',
      masterLanguage: video.masterLanguage,
      ...(stageChanges ? { stage: currentStage } : {}),
      ...(responsible ? { responsibleEmail: currentResponsible } : {}),
    },
    after: {
      name: payload.name,
      abstract: payload.abstract,
      description: payload.description,
      type: payload.type,
      masterLanguage: payload.masterLanguage,
      ...(stageChanges ? { stage: payload.stage } : {}),
      ...(responsible ? { responsibleEmail: responsible.email } : {}),
    },
  });
  return { id: video.videoId, humanId: video.humanId };
}
