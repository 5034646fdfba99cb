import * as api from '#shared/api/endpoints/embed.js';
import { httpHandler } from '../core/http/pipeline.js';
import { embedFields } from '../core/domain/embed.js';
import { publicEmbedVideo } from '../core/access/videos.js';

/**
 * Spec 1 §7 GET /getVideoEmbed (public): the embed fields of spec 1 §3 "Video embed" for the public
 * pages /embed/{key}, /sharing/{key} and /sharing/embed/{key}, plus the owning organization's branding
 * (hasActiveSubscription decides the page's logo and button). The organization is the one the key was
 * issued in; an `orgId` in the query only narrows (another organization's key: 404). publicEmbed
 * false: 403 with the login-required message, nothing else. Playlists: the public endpoint. No
 * authorEmail (the contract's public schema): an anonymous read carries no e-mail address.
 */
export const handler = httpHandler(api.getVideoEmbed, async ({ query, event }) => {
  const { orgId, video } = await publicEmbedVideo(query.key, query.orgId);
  // Anonymous readers get no e-mail address of anyone: the author's stays with the member embed.
  const { authorEmail: _memberOnly, ...fields } = await embedFields(orgId, video, {
    playlist: 'public',
    embedKey: query.key,
    event,
  });
  return fields;
});
