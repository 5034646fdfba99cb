import * as api from '#shared/api/endpoints/lists.js';
import type { Sharing } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import { listsData } from '../core/data/lists-data.js';
import { HttpError } from '../core/http/errors.js';
import { videoCard } from '../core/domain/lists.js';
import { viewableVideo } from '../core/access/videos.js';
import type { TenantContext } from '../core/http/tenant.js';

type Record = Awaited<ReturnType<ReturnType<typeof listsData>['sharingsSentBy']>>[number];

/** A sharing with its video, if the caller may (still) watch it. */
async function withVideo(tenant: TenantContext, sharing: Record): Promise<Sharing | null> {
  try {
    const video = await viewableVideo(tenant, sharing.videoId);
    return {
      key: sharing.sharingKey,
      video: await videoCard(video),
      fromEmail: sharing.fromEmail,
      toEmail: sharing.toEmail,
      message: sharing.message ?? '',
      createdAt: sharing.createdAt ?? '',
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** GET /query/sharings: videos shared with the caller (by e-mail) and by the caller, newest first. */
export const handler = httpHandler(api.listSharings, async ({ tenant }) => {
  const data = listsData(tenant.activeOrgId);
  const [received, sent] = await Promise.all([
    data.sharingsReceivedBy(tenant.email),
    data.sharingsSentBy(tenant.userId),
  ]);
  const present = (list: (Sharing | null)[]) => list.filter((s): s is Sharing => s !== null);
  return {
    received: present(await Promise.all(received.map((s) => withVideo(tenant, s)))),
    sent: present(await Promise.all(sent.map((s) => withVideo(tenant, s)))),
  };
});
