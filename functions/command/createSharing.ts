import * as api from '#shared/api/endpoints/lists.js';
import { httpHandler } from '../core/http/pipeline.js';
import { listsData } from '../core/data/lists-data.js';
import { tenantData } from '../core/data/tenant-data.js';
import { badRequest } from '../core/http/errors.js';
import { viewableVideo } from '../core/access/videos.js';

/**
 * POST /command/sharings: shares a video the caller may watch with a colleague of the same
 * organization (by e-mail). The sharing appears in both members' /sharings lists; its key names it.
 */
export const handler = httpHandler(api.createSharing, async ({ tenant, body }) => {
  const video = await viewableVideo(tenant, body.videoId);
  if (body.email === tenant.email.toLowerCase()) throw badRequest('You cannot share a video with yourself');
  const colleague = await tenantData(tenant.activeOrgId).userByEmail(body.email);
  if (!colleague) throw badRequest('This email does not belong to a user of your organization');
  const key = await listsData(tenant.activeOrgId).createSharing({
    videoId: video.videoId,
    fromUserId: tenant.userId,
    fromEmail: tenant.email,
    toEmail: body.email,
    message: body.message,
  });
  return { id: key, key };
});
