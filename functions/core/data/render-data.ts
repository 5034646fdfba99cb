/**
 * Render jobs of ONE organization's videos (access patterns 120–121): created by POST /renderVideo,
 * advanced by the render's start and its MediaConvert job-state events. Every advance is conditional on
 * the stored status rank, so late, repeated or out-of-order events are no-ops and a finished render
 * (completed, error, timedOut) never moves again.
 */
import { getEntities } from './entities/index.js';
import { conditionally } from './errors.js';
import type { RenderJobStatus } from './entities/render.js';

export type { RenderJobStatus };

export const RENDER_STATUS_RANK: Record<RenderJobStatus, number> = {
  queued: 0,
  submitted: 1,
  progressing: 2,
  completed: 3,
  error: 3,
  timedOut: 3,
};

export const TERMINAL_RENDER_STATUSES: readonly RenderJobStatus[] = ['completed', 'error', 'timedOut'];

/** Render ids sort by creation: the video's latest render is the first of a descending query. */
export { timeOrderedId as newRenderId } from './ids.js';

export interface NewRenderJob {
  videoId: string;
  renderId: string;
  version: number;
  language: string;
  plan: string;
  source: string;
  totalSeconds: number;
  trimSeconds: number;
  lockSince: string;
  requestedBy: string;
  createdAt: string;
}

export interface RenderJobUpdate {
  status: RenderJobStatus;
  progress?: number;
  jobId?: string;
  processedSeconds?: number;
  error?: string;
}

export function renderData(orgId: string) {
  if (!orgId) throw new Error('renderData needs an organization id');
  const e = getEntities();
  return {
    async create(job: NewRenderJob): Promise<void> {
      await e.renderJob.create({ orgId, ...job, status: 'queued', statusRank: 0, progress: 0 }).go();
    },
    async get(videoId: string, renderId: string) {
      return (await e.renderJob.get({ orgId, videoId, renderId }).go()).data;
    },
    /** The video's renders, newest first (pattern 120). */
    async ofVideo(videoId: string, limit = 20) {
      return (await e.renderJob.query.byVideo({ orgId, videoId }).go({ order: 'desc', limit })).data;
    },
    /** Advances a render: only to a higher rank, or within its rank to more progress; false otherwise. */
    advance(videoId: string, renderId: string, update: RenderJobUpdate): Promise<boolean> {
      const rank = RENDER_STATUS_RANK[update.status];
      const progress = update.status === 'completed' ? 100 : Math.max(0, Math.min(100, update.progress ?? 0));
      const fields = Object.fromEntries(
        Object.entries({ ...update, progress, statusRank: rank }).filter(([, v]) => v !== undefined),
      );
      return conditionally(() =>
        e.renderJob
          .patch({ orgId, videoId, renderId })
          .set(fields)
          .where(({ statusRank, progress: stored }, { lt, eq, lte }) =>
            rank === 3
              ? lt(statusRank, 3)
              : `${lt(statusRank, rank)} OR (${eq(statusRank, rank)} AND ${lte(stored, progress)})`,
          )
          .go(),
      );
    },
  };
}

export type RenderData = ReturnType<typeof renderData>;
export type RenderJob = NonNullable<Awaited<ReturnType<RenderData['get']>>>;
