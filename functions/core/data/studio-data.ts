/**
 * The studio's writes to a video (issue 12): the overview section's general information. Bound to one
 * organization; conditional on the status that was checked, so a video published meanwhile is not
 * changed (access pattern: the video item, functions/core/data/access-patterns.md "Videos").
 */
import type { VideoStage, VideoStatus, VideoType } from '#shared/domain/video-kinds.js';
import { getEntities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';

export interface OverviewChanges {
  name: string;
  abstract: string;
  description: string;
  type: VideoType;
  masterLanguage: string;
  /** null removes the label; undefined keeps it. */
  stage?: VideoStage | null;
  responsible?: { userId: string; email: string };
}

export function studioData(orgId: string) {
  if (!orgId) throw new Error('studioData needs an organization id');
  const e = getEntities();
  return {
    /** Writes the overview while the video's status is still `status` (else false: it changed meanwhile). */
    async updateOverview(videoId: string, status: VideoStatus, changes: OverviewChanges): Promise<boolean> {
      const { stage, responsible, ...fields } = changes;
      try {
        let op = e.video.patch({ orgId, videoId }).set({
          ...fields,
          ...(stage ? { stage } : {}),
          ...(responsible ? { responsibleId: responsible.userId, responsibleEmail: responsible.email } : {}),
        });
        if (stage === null) op = op.remove(['stage']);
        await op.where((a, { eq }) => eq(a.status, status)).go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
  };
}
