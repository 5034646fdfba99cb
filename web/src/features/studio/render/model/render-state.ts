/**
 * What the render panel shows for one version × language (pure): the newest render of it, as a phase
 * with its progress and, for a render that did not complete, the spec 2 §8 message's dictionary key
 * and the retry advice. A render in flight keeps the panel polling and the Render button disabled.
 */
import { RENDER_TEXTS, type RenderJobEntry } from '#shared/api';

export type RenderPhase = 'idle' | 'queued' | 'running' | 'completed' | 'failed';

export interface RenderView {
  phase: RenderPhase;
  /** 0–100 while queued or running. */
  progress: number;
  /** The render shown (the newest of the version × language). */
  job: RenderJobEntry | null;
  /** Dictionary key of the failure's message (spec 2 §8), for phase `failed`. */
  errorKey: string | null;
}

/** While a render is queued or running the panel polls this often (the push refetches at once). */
export const RENDER_POLL_MS = 3000;

const ERROR_KEYS: Record<string, string> = {
  [RENDER_TEXTS.startFailed]: 'render-error-start',
  [RENDER_TEXTS.failed]: 'render-error-failed',
  [RENDER_TEXTS.timedOut]: 'render-error-timed-out',
};

export function renderView(
  jobs: readonly RenderJobEntry[] | undefined,
  version: number,
  language: string,
): RenderView {
  // The list is newest first.
  const job = (jobs ?? []).find((j) => j.version === version && j.language === language) ?? null;
  if (!job) return { phase: 'idle', progress: 0, job: null, errorKey: null };
  switch (job.status) {
    case 'queued':
    case 'submitted':
      return { phase: 'queued', progress: job.progress, job, errorKey: null };
    case 'progressing':
      return { phase: 'running', progress: job.progress, job, errorKey: null };
    case 'completed':
      return { phase: 'completed', progress: 100, job, errorKey: null };
    case 'timedOut':
      return { phase: 'failed', progress: job.progress, job, errorKey: 'render-error-timed-out' };
    case 'error':
      return {
        phase: 'failed',
        progress: job.progress,
        job,
        errorKey: ERROR_KEYS[job.error ?? ''] ?? 'render-error-failed',
      };
  }
}

/** Whether the panel should keep polling (a render of any version or language still in flight). */
export function renderInFlight(jobs: readonly RenderJobEntry[] | undefined): boolean {
  return (jobs ?? []).some(
    (j) => j.status === 'queued' || j.status === 'submitted' || j.status === 'progressing',
  );
}

/** Whether a realtime message is a RENDER_STATUS of this video. */
export function isRenderPushFor(message: { type: string; payload?: unknown }, videoId: string): boolean {
  if (message.type !== 'RENDER_STATUS') return false;
  const payload = message.payload as { videoId?: unknown } | null | undefined;
  return typeof payload === 'object' && payload !== null && payload.videoId === videoId;
}
