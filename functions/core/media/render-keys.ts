/**
 * Keys of a render's files in the uploads bucket (never under uploads/, which starts a transcode):
 *   renders/<orgId>/<videoId>/<renderId>.json   the request POST /renderVideo writes; its arrival starts
 *                                                the render (functions/media/startRender.ts)
 *   renders/<orgId>/<videoId>/<renderId>.vtt    the overlays the job burns in (written by startRender)
 * Like an upload key, the org segment is the tenant boundary: startRender trusts only it, and reads the
 * render itself from that organization's table items.
 */
import { isValidId } from './keys.js';

export const RENDERS_PREFIX = 'renders/';
export const RENDER_REQUEST_SUFFIX = '.json';

const ORG_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;
const RENDER_ID = /^[0-9a-z]{10}[0-9a-f]{10}$/;

export interface RenderRef {
  orgId: string;
  videoId: string;
  renderId: string;
}

export function renderRequestKey(ref: RenderRef): string {
  return `${RENDERS_PREFIX}${ref.orgId}/${ref.videoId}/${ref.renderId}${RENDER_REQUEST_SUFFIX}`;
}

export function renderOverlayKey(ref: RenderRef): string {
  return `${RENDERS_PREFIX}${ref.orgId}/${ref.videoId}/${ref.renderId}.vtt`;
}

/** The render a request key names, or null for any other key. */
export function parseRenderRequestKey(key: string): RenderRef | null {
  if (!key.startsWith(RENDERS_PREFIX) || !key.endsWith(RENDER_REQUEST_SUFFIX)) return null;
  const parts = key.slice(RENDERS_PREFIX.length, -RENDER_REQUEST_SUFFIX.length).split('/');
  if (parts.length !== 3) return null;
  const [orgId, videoId, renderId] = parts as [string, string, string];
  if (!ORG_ID.test(orgId) || !isValidId(videoId) || !RENDER_ID.test(renderId)) return null;
  return { orgId, videoId, renderId };
}
