import type { TenantContext } from '../http/tenant.js';

/**
 * A new video's own fields, as every way of making one takes them (create, plan): its channel, name,
 * description and master language from the request, its author from the token.
 */
export function newVideoFields(
  tenant: Pick<TenantContext, 'userId' | 'email'>,
  request: { channelId: string; name: string; description?: string | undefined; language: string },
) {
  return {
    channelId: request.channelId,
    name: request.name,
    ...(request.description ? { description: request.description } : {}),
    masterLanguage: request.language,
    authorId: tenant.userId,
    authorEmail: tenant.email,
  };
}
