/**
 * Playback access (design.md §6): which videos a caller may watch, which rendition plays, and the
 * HLS playlist rewrite that makes every segment a short-lived presigned GET. Everything is read
 * through videoData(tenant.activeOrgId), so another tenant's ids simply do not exist here, except the
 * videos of channels another organization shares with the caller's (sharedInVideo): those are read in
 * the source organization, whose id the returned video carries (`video.orgId`).
 */
import path from 'node:path';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SEGMENT_URL_MAX_TTL_SECONDS, SEGMENT_URL_MIN_TTL_SECONDS } from '#shared/api/endpoints/playback.js';
import { EMBED_LOGIN_REQUIRED_MESSAGE, EMBED_NOT_FOUND_MESSAGE } from '#shared/api/endpoints/embed.js';
import { tenantData } from '../data/tenant-data.js';
import { sharedSourceChannel } from './channels.js';
import { channelData } from '../data/channel-data.js';
import { mayReadChannel } from './channel-rules.js';
import { videoData, type VideoData } from '../data/video-data.js';
import { videoRefByEmbedKey } from '../data/embed-data.js';
import { forbidden, notFound } from '../http/errors.js';
import { headerOf } from '../http/request.js';
import { requiredEnv, s3 } from '../aws-clients.js';
import { isValidId, mediaPrefix } from '../media/keys.js';
import type { TenantContext } from '../http/tenant.js';

export type Video = NonNullable<Awaited<ReturnType<VideoData['video']>>>;
export type Rendition = Awaited<ReturnType<VideoData['renditions']>>[number];

/** A video by id or humanId in `data`'s organization, or null. */
export async function findVideo(data: VideoData, key: string): Promise<Video | null> {
  const byId = isValidId(key) ? await data.video(key) : null;
  return byId ?? (await data.videoByHumanId(key));
}

/**
 * Who may watch: every member sees published videos of the organization's channels; unpublished
 * ones (draft, transcoding, …) only the organization's admins and the channel's roles, who made
 * them. Anything else is a 404, so the answer never tells that the video exists.
 */
export async function viewableVideo(tenant: TenantContext, key: string): Promise<Video> {
  const data = videoData(tenant.activeOrgId);
  const video = await findVideo(data, key);
  if (!video) {
    const shared = await sharedInVideo(tenant, key);
    if (shared) return shared;
    throw notFound('Video not found');
  }
  const [channel, roles] = await Promise.all([
    channelData(tenant.activeOrgId).channel(video.channelId),
    tenantData(tenant.activeOrgId).channelRolesOf(tenant.userId),
  ]);
  const role = roles.find((r) => r.channelId === video.channelId)?.role ?? null;
  // A video of another member's personal channel is as absent as another tenant's (spec 2 §6).
  if (channel && !mayReadChannel(channel, tenant.userId, role)) throw notFound('Video not found');
  if (video.status === 'published') return video;
  const isOrgAdmin = tenant.role === 'admin' && tenant.activeOrgId === tenant.orgId;
  if (isOrgAdmin || role !== null) return video;
  throw notFound('Video not found');
}

/**
 * A video of another organization A that the caller's organization B may watch (docs/decisions.md
 * "External videos"): the same id or humanId is looked up in the organizations whose channels B's
 * externalChannel records name, and it counts only if its channel is one of those records and A's
 * channel item itself still shares it with B (sharedSourceChannel: company, active, not private,
 * `sharedWithOrgs` ∋ B). B's members are A's plain members there: published videos only. The result
 * carries A's `orgId`, which the callers use for renditions, media keys and A's counters.
 */
async function sharedInVideo(tenant: TenantContext, key: string): Promise<Video | null> {
  const externals = await tenantData(tenant.activeOrgId).externalChannels();
  const sources = [...new Set(externals.map((x) => x.sourceOrgId))].filter((o) => o !== tenant.activeOrgId);
  for (const sourceOrgId of sources) {
    const video = await findVideo(videoData(sourceOrgId), key);
    if (!video || video.orgId !== sourceOrgId || video.status !== 'published') continue;
    const listed = externals.some((x) => x.sourceOrgId === sourceOrgId && x.channelId === video.channelId);
    if (listed && (await sharedSourceChannel(tenant, sourceOrgId, video.channelId))) return video;
  }
  return null;
}

/**
 * Public viewing (spec 1 §1 "Anonymous visitors can watch public shared or embedded videos, but only
 * when the video's publicEmbed flag is true"): the organization and the video come from the embed key
 * alone. Unknown key, or a key of another organization than the page's (`pageOrgId`): 404. A video
 * whose publicEmbed is false, or that is archived: 403 with the login-required message and nothing of
 * the video.
 */
export async function publicEmbedVideo(
  embedKey: string,
  pageOrgId?: string,
): Promise<{ orgId: string; video: Video }> {
  const ref = await videoRefByEmbedKey(embedKey);
  if (!ref || (pageOrgId !== undefined && pageOrgId !== ref.orgId)) throw notFound(EMBED_NOT_FOUND_MESSAGE);
  const video = await videoData(ref.orgId).video(ref.videoId);
  if (!video) throw notFound(EMBED_NOT_FOUND_MESSAGE);
  if (!video.publicEmbed || video.status === 'archived') throw forbidden(EMBED_LOGIN_REQUIRED_MESSAGE);
  return { orgId: ref.orgId, video };
}

/**
 * A completed rendition's playlist `file` (index.m3u8 or a variant), rewritten by rewritePlaylist with
 * segments presigned for the video's length. The caller has decided that `orgId`'s `video` may be
 * watched; an unknown rendition or file is a 404, and nothing outside the rendition's folder is read.
 */
export async function renditionPlaylist(
  orgId: string,
  video: Video,
  wanted: { version: number; language: string; file: string },
): Promise<string> {
  const renditions = await videoData(orgId).renditions(video.videoId);
  const rendition = renditions.find(
    (r) => r.version === wanted.version && r.language === wanted.language && r.status === 'completed',
  );
  if (!rendition?.hlsMasterKey) throw notFound('Rendition not found');
  const key = `${path.posix.dirname(rendition.hlsMasterKey)}/${wanted.file}`;
  // The rendition's key comes from the pipeline; still, never serve outside this tenant's rendition.
  const ref = { orgId, videoId: video.videoId, version: rendition.version, language: rendition.language };
  if (!key.startsWith(mediaPrefix(ref))) throw notFound('Rendition not found');
  let text: string;
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: requiredEnv('MEDIA_BUCKET'), Key: key }));
    text = (await object.Body?.transformToString('utf-8')) ?? '';
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
      throw notFound('Playlist not found');
    }
    throw error;
  }
  const ttl = segmentTtlSeconds(rendition.durationMs ?? video.durationMs);
  return rewritePlaylist(text, key, (segmentKey) => presignMediaGet(segmentKey, ttl));
}

/**
 * The rendition that plays: the requested version (else the latest version with a completed
 * rendition, so a new version being transcoded does not interrupt the current one) in the requested
 * language (else the master language, else any completed one).
 */
export function playableRendition(
  video: Video,
  renditions: Rendition[],
  wanted: { version?: number | undefined; language?: string | undefined },
): Rendition | null {
  const completed = renditions.filter((r) => r.status === 'completed' && r.hlsMasterKey);
  const versions = wanted.version
    ? [wanted.version]
    : [...new Set(completed.map((r) => r.version))].sort((a, b) => b - a);
  for (const version of versions) {
    const ofVersion = completed.filter((r) => r.version === version);
    const pick =
      (wanted.language ? ofVersion.find((r) => r.language === wanted.language) : undefined) ??
      (wanted.language ? undefined : ofVersion.find((r) => r.language === video.masterLanguage)) ??
      (wanted.language ? undefined : ofVersion[0]);
    if (pick) return pick;
  }
  return null;
}

export async function presignMediaGet(
  key: string,
  expiresIn: number,
  extra: { downloadName?: string } = {},
): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: requiredEnv('MEDIA_BUCKET'),
      Key: key,
      ...(extra.downloadName
        ? { ResponseContentDisposition: `attachment; filename="${extra.downloadName}"` }
        : {}),
    }),
    { expiresIn },
  );
}

/** Segment URLs outlive the whole video by a few minutes, within bounds. */
export function segmentTtlSeconds(durationMs: number | undefined): number {
  const seconds = Math.ceil((durationMs ?? 0) / 1000) + SEGMENT_URL_MIN_TTL_SECONDS;
  return Math.min(SEGMENT_URL_MAX_TTL_SECONDS, Math.max(SEGMENT_URL_MIN_TTL_SECONDS, seconds));
}

/** A URI of a playlist: only plain relative names inside the rendition's folder are served. */
const RELATIVE_URI = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * Rewrites an HLS playlist: playlist URIs (variants, renditions) stay relative, so the player
 * resolves them against this endpoint and sends its token again; every other URI (segments, init
 * segments, subtitle files) becomes `sign(key)` of the object next to the playlist. A URI that is
 * absolute or leaves the folder is refused: the playlist would otherwise point elsewhere.
 */
export async function rewritePlaylist(
  text: string,
  playlistKey: string,
  sign: (key: string) => Promise<string>,
): Promise<string> {
  const folder = path.posix.dirname(playlistKey);
  const rewrite = async (uri: string): Promise<string> => {
    if (!RELATIVE_URI.test(uri) || uri.split('/').includes('..')) {
      throw new Error(`playlist ${playlistKey} has an unexpected URI: ${uri}`);
    }
    if (uri.endsWith('.m3u8')) return uri;
    return sign(`${folder}/${uri}`);
  };
  const lines = text.split(/\r?\n/);
  const out = await Promise.all(
    lines.map(async (line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return rewrite(trimmed);
      // URI="…" attributes of tags (#EXT-X-MEDIA, #EXT-X-MAP, #EXT-X-I-FRAME-STREAM-INF, …).
      const match = /URI="([^"]*)"/.exec(trimmed);
      if (!match) return line;
      return trimmed.replace(match[0], `URI="${await rewrite(match[1] as string)}"`);
    }),
  );
  return out.join('\n');
}

/**
 * The API's base URL as the caller reached it (API Gateway's requestContext.path is the requested
 * path, stage included; event.path is the resource path below it), to hand out URLs of this API.
 */
export function apiBaseUrl(event: APIGatewayProxyEvent): string {
  const host = headerOf(event, 'host');
  if (!host) throw new Error('request has no Host header');
  const proto = headerOf(event, 'x-forwarded-proto') ?? 'https';
  const requested = event.requestContext?.path ?? event.path;
  const prefix = requested.endsWith(event.path)
    ? requested.slice(0, requested.length - event.path.length)
    : '';
  return `${proto}://${host}${prefix}`;
}
