/**
 * The API contract: every endpoint, declared once (design.md §3). It drives request validation in the
 * handler pipeline, the typed web client, the CDK routes and the local gateway's routing.
 */
import type { EndpointDefinition } from './endpoint.js';
import * as organization from './endpoints/organization.js';
import * as session from './endpoints/session.js';
import * as userCommands from './endpoints/user-commands.js';
import * as platform from './endpoints/platform.js';
import * as autoLogin from './endpoints/auto-login.js';
import * as media from './endpoints/media.js';
import * as videoCommands from './endpoints/video-commands.js';
import * as playback from './endpoints/playback.js';
import * as channels from './endpoints/channels.js';
import * as analytics from './endpoints/analytics.js';
import * as search from './endpoints/search.js';
import * as notifications from './endpoints/notifications.js';
import * as support from './endpoints/support.js';
import * as lists from './endpoints/lists.js';
import * as network from './endpoints/network.js';
import * as embed from './endpoints/embed.js';

export * from './endpoint.js';
export * from './schemas.js';
export { userCommandSchema, type UserCommand, type UserCommandType } from './endpoints/user-commands.js';
export { platformStatusSchema } from './endpoints/platform.js';
export { AUTO_LOGIN_TTL_SECONDS } from './endpoints/auto-login.js';
export {
  VIDEO_UPLOAD_EXTENSIONS,
  IMAGE_UPLOAD_EXTENSIONS,
  UPLOAD_URL_TTL_SECONDS,
  MAX_UPLOAD_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  type TranscodingStatusEntry,
} from './endpoints/media.js';
export { DOWNLOAD_URL_TTL_SECONDS, HLS_CONTENT_TYPE, type VideoPage } from './endpoints/playback.js';
export {
  renderingDataSchema,
  chapterLinkSchema,
  subtitleChapterSchema,
  type RenderingData,
  type ChapterLink,
  type SubtitleChapter,
} from './endpoints/rendering.js';
export { SEARCH_QUERY_MAX, type SearchHit, type SearchMatch } from './endpoints/search.js';
export {
  TIME_WATCHED_INTERVAL_SECONDS,
  MAX_WATCHED_PER_EVENT_SECONDS,
  type HistoryEntry,
  type UserAnalyticsEvent,
} from './endpoints/analytics.js';
export {
  EMBED_LOGIN_REQUIRED_MESSAGE,
  EMBED_NOT_FOUND_MESSAGE,
  type VideoEmbed,
  type AnonymousAnalyticsEvent,
} from './endpoints/embed.js';
export type { QueueItem, TrackQueue, VideoCard, TrackCard, Sharing } from './endpoints/lists.js';
export { videoCommandSchema, type VideoCommand, type VideoCommandType } from './endpoints/video-commands.js';
export {
  CHANNEL_NAME_MAX,
  channelNameSchema,
  channelCommandSchema,
  type ChannelCommand,
  type ChannelCommandType,
  type ChannelDetail,
  type TrackNode,
} from './endpoints/channels.js';

export {
  TASK_TITLE_MAX,
  TASK_MESSAGE_MAX,
  PHONE_MAX,
  TICKET_AUTHORS,
  type TaskEntry,
  type TicketEntry,
  type TicketDetail,
  type TicketMessageEntry,
} from './endpoints/support.js';

export {
  NOTIFICATIONS_SHOWN,
  NOTIFICATIONS_PAGE_MAX,
  notificationSchema,
  type Notification,
} from './endpoints/notifications.js';

export const api = {
  ...organization,
  ...session,
  userCommand: userCommands.userCommand,
  getPlatformStatus: platform.getPlatformStatus,
  platformCommand: platform.platformCommand,
  createAutoLoginLink: autoLogin.createAutoLoginLink,
  autoLogin: autoLogin.autoLogin,
  getS3UploadSignedUrl: media.getS3UploadSignedUrl,
  getGenericS3UploadSignedUrl: media.getGenericS3UploadSignedUrl,
  transcodingStatus: media.transcodingStatus,
  videoCommand: videoCommands.videoCommand,
  getVideoUrl: playback.getVideoUrl,
  hlsPlaylist: playback.hlsPlaylist,
  getVideo: playback.getVideo,
  getChannel: channels.getChannel,
  listTracks: channels.listTracks,
  listChannelVideos: channels.listChannelVideos,
  channelCommand: channels.channelCommand,
  postUserAnalytics: analytics.postUserAnalytics,
  getUserAnalytics: analytics.getUserAnalytics,
  getHistory: analytics.getHistory,
  search: search.search,
  getNotifications: notifications.getNotifications,
  getHelpVideos: support.getHelpVideos,
  listMyTasks: support.listMyTasks,
  listOperationalTasks: support.listOperationalTasks,
  getTicket: support.getTicket,
  listOrgChannels: support.listOrgChannels,
  getTrackQueue: lists.getTrackQueue,
  getMandatory: lists.getMandatory,
  getLibrary: lists.getLibrary,
  listMyVideos: lists.listMyVideos,
  listSharings: lists.listSharings,
  createSharing: lists.createSharing,
  assignMandatory: lists.assignMandatory,
  updateUserOrgSwitch: network.updateUserOrgSwitch,
  listAllOrgs: network.listAllOrgs,
  createOrgLink: network.createOrgLink,
  getVideoEmbed: embed.getVideoEmbed,
  getMemberVideoEmbed: embed.getMemberVideoEmbed,
  publicHlsPlaylist: embed.publicHlsPlaylist,
  postAnonymousAnalytics: embed.postAnonymousAnalytics,
} as const;

export type Api = typeof api;
export type EndpointId = keyof Api;

/** All endpoints as a list (for route generation and the local gateway). */
export const endpoints: readonly EndpointDefinition[] = Object.values(api);

/** Endpoints deployed to AWS (everything except local-only ones). */
export const deployedEndpoints: readonly EndpointDefinition[] = endpoints.filter((e) => e.group !== 'local');

/** Relative handler module for an endpoint: functions/<group>/<id>.ts */
export function handlerModulePath(endpoint: Pick<EndpointDefinition, 'group' | 'id'>): string {
  return `functions/${endpoint.group}/${endpoint.id}.ts`;
}
