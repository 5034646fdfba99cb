import * as api from '#shared/api/endpoints/videos-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { tenantData } from '../core/data/tenant-data.js';
import { eachVideo, singleVideoCommand } from './video-commands/bulk.js';

/**
 * POST /command/bulkVideoCommand (/admin/videos' bulk actions; docs/decisions.md "Administration
 * (issue 11)"): the single-video command of the action for each named video, with its own rules, access
 * checks and event-log entry; the answer reports each video (done, refused, not found). A destination
 * channel that is not the organization's (or is archived) fails the whole request: 404.
 */
export const handler = httpHandler(api.bulkVideoCommand, async ({ tenant, body }) => {
  if (body.action === 'move') {
    const channels = await tenantData(tenant.activeOrgId).channels();
    if (!channels.some((c) => c.channelId === body.channelId && c.status !== 'archived')) {
      throw notFound('Channel not found');
    }
  }
  return { results: await eachVideo(body.videoIds, singleVideoCommand(tenant, body.action, body.channelId)) };
});
