/**
 * The embed fields (spec 1 §3 "Video embed") of a video the caller has been allowed to see, for the
 * public viewer (anonymous, by embed key) and for signed-in members of its organization.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { publicHlsPlaylist, type MemberVideoEmbed } from '#shared/api/endpoints/embed.js';
import { DOWNLOAD_URL_TTL_SECONDS, hlsPlaylist } from '#shared/api/endpoints/playback.js';
import { buildPath, fullPath } from '#shared/api/endpoint.js';
import { notFound } from '../http/errors.js';
import { organizationById } from '../data/public-lookups.js';
import { renderingData } from '../data/rendering-data.js';
import { tenantData } from '../data/tenant-data.js';
import { videoData } from '../data/video-data.js';
import { apiBaseUrl } from '../http/request.js';
import { playableRendition } from '../media/playlist.js';
import { mediaUrl } from '../media/media-urls.js';
import { type Video } from '../data/video-data.js';
import { readerVideoName } from './translated-titles.js';

/**
 * `playlist` says where the player reads the playlists: `public` on /query/embed-hls/{key}/… (no token),
 * `member` on /query/hls/{videoId}/… (the member's token).
 */
export async function embedFields(
  orgId: string,
  video: Video,
  access: { playlist: 'public' | 'member'; embedKey: string; event: APIGatewayProxyEvent },
): Promise<MemberVideoEmbed> {
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
  const path =
    played && file
      ? access.playlist === 'public'
        ? buildPath(fullPath(publicHlsPlaylist), {
            key: access.embedKey,
            version: String(played.version),
            language: played.language,
            file,
          })
        : buildPath(fullPath(hlsPlaylist), {
            videoId: video.videoId,
            version: String(played.version),
            language: played.language,
            file,
          })
      : undefined;
  const renderingByLanguage = Object.fromEntries(
    renderings
      .filter((r) => r.version === version)
      .map((r) => [
        r.language,
        {
          // The subtitles only: the editor's effects and quick-guide flags are not the embed's business.
          subtitles: {
            chapters: r.subtitles.chapters.map((c) => ({
              startSeconds: c.startSeconds,
              ...(c.endSeconds === undefined ? {} : { endSeconds: c.endSeconds }),
              ...(c.title === undefined ? {} : { title: c.title }),
              manuscript: c.manuscript,
            })),
          },
          videoLinks: r.links.map((l) => ({ start: l.startSeconds, link: { url: l.url, title: l.title } })),
        },
      ]),
  );
  const durationMs = played?.durationMs ?? video.durationMs;
  return {
    url: path ? `${apiBaseUrl(access.event)}${path}` : '',
    ...(video.thumbnailKey
      ? { thumbnail: await mediaUrl(video.thumbnailKey, DOWNLOAD_URL_TTL_SECONDS) }
      : {}),
    lastVersion: video.lastVersion ?? 1,
    videoId: video.videoId,
    language,
    version,
    publicEmbed: video.publicEmbed ?? false,
    channelId: video.channelId,
    createdAt: video.createdAt ?? '',
    ...(durationMs !== undefined ? { duration: durationMs } : {}),
    name: readerVideoName(video),
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
}
