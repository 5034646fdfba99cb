import { api, DOWNLOAD_URL_TTL_SECONDS, type VideoEmbed } from '../../shared/api/index.js';
import { buildPath, fullPath } from '../../shared/api/endpoint.js';
import { httpHandler } from '../core/http.js';
import { notFound } from '../core/errors.js';
import { organizationById } from '../core/data/public-lookups.js';
import { renderingData } from '../core/data/rendering-data.js';
import { tenantData } from '../core/data/tenant-data.js';
import { videoData } from '../core/data/video-data.js';
import { apiBaseUrl, playableRendition, presignMediaGet, publicEmbedVideo } from '../core/playback.js';

/**
 * Spec 1 §7 GET /getVideoEmbed (public): the embed fields of spec 1 §3 "Video embed" for the public
 * pages /embed/{key}, /sharing/{key} and /sharing/embed/{key}, plus the owning organization's branding
 * (hasActiveSubscription decides the page's logo and button). The organization is the one the key was
 * issued in; an `orgId` in the query only narrows (another organization's key: 404). publicEmbed
 * false: 403 with the login-required message, nothing else.
 */
export const handler = httpHandler(api.getVideoEmbed, async ({ query, event }): Promise<VideoEmbed> => {
  const { orgId, video } = await publicEmbedVideo(query.key, query.orgId);
  const [organization, renditions, channels, renderings] = await Promise.all([
    organizationById(orgId),
    videoData(orgId).renditions(video.videoId),
    tenantData(orgId).channels(),
    renderingData(orgId).ofVideo(video.videoId),
  ]);
  if (!organization) throw notFound();
  const played = playableRendition(video, renditions, {});
  const version = played?.version ?? video.lastVersion ?? 1;
  const language = played?.language ?? video.masterLanguage;
  const file = played?.hlsMasterKey?.slice(played.hlsMasterKey.lastIndexOf('/') + 1);
  const url =
    played && file
      ? `${apiBaseUrl(event)}${buildPath(fullPath(api.publicHlsPlaylist), {
          key: query.key,
          version: String(played.version),
          language: played.language,
          file,
        })}`
      : '';
  const renderingByLanguage = Object.fromEntries(
    renderings
      .filter((r) => r.version === version)
      .map((r) => [
        r.language,
        {
          subtitles: { chapters: r.subtitles.chapters },
          videoLinks: r.links.map((l) => ({ start: l.startSeconds, link: { url: l.url, title: l.title } })),
        },
      ]),
  );
  const durationMs = played?.durationMs ?? video.durationMs;
  return {
    url,
    ...(video.thumbnailKey
      ? { thumbnail: await presignMediaGet(video.thumbnailKey, DOWNLOAD_URL_TTL_SECONDS) }
      : {}),
    lastVersion: video.lastVersion ?? 1,
    videoId: video.videoId,
    language,
    version,
    publicEmbed: true,
    channelId: video.channelId,
    createdAt: video.createdAt ?? '',
    ...(durationMs !== undefined ? { duration: durationMs } : {}),
    name: video.name,
    description: video.description ?? '',
    abstract: video.abstract ?? '',
    type: video.type ?? 'other',
    masterLanguage: video.masterLanguage,
    channelName: channels.find((c) => c.channelId === video.channelId)?.name ?? '',
    authorEmail: video.authorEmail,
    renderingData: renderingByLanguage,
    organization: {
      id: organization.orgId,
      name: organization.name,
      logo: organization.logo,
      color: organization.color,
      hasActiveSubscription: organization.hasActiveSubscription,
    },
  };
});
