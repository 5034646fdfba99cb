/**
 * The API contract: every endpoint, declared once (design.md §3). It drives request validation in the
 * handler pipeline, the typed web client, the CDK routes and the local gateway's routing.
 *
 * Built from the endpoint modules: every endpoint definition a module exports is in `api` under its id
 * (a new endpoint in an existing module needs no line here; a new module needs its two lines below).
 */
import { isEndpointDefinition, type EndpointDefinition } from './endpoint.js';
import * as analytics from './endpoints/analytics.js';
import * as autoLogin from './endpoints/auto-login.js';
import * as channels from './endpoints/channels.js';
import * as channelTags from './endpoints/channel-tags.js';
import * as embed from './endpoints/embed.js';
import * as eventLog from './endpoints/event-log.js';
import * as lists from './endpoints/lists.js';
import * as media from './endpoints/media.js';
import * as network from './endpoints/network.js';
import * as notifications from './endpoints/notifications.js';
import * as organization from './endpoints/organization.js';
import * as organizationAdmin from './endpoints/organization-admin.js';
import * as platform from './endpoints/platform.js';
import * as playback from './endpoints/playback.js';
import * as playlistSharing from './endpoints/playlist-sharing.js';
import * as recommendations from './endpoints/recommendations.js';
import * as quickGuide from './endpoints/quick-guide.js';
import * as render from './endpoints/render.js';
import * as reports from './endpoints/reports.js';
import * as search from './endpoints/search.js';
import * as studio from './endpoints/studio.js';
import * as transcription from './endpoints/transcription.js';
import * as videoThumbnail from './endpoints/video-thumbnail.js';
import * as session from './endpoints/session.js';
import * as support from './endpoints/support.js';
import * as tasks from './endpoints/tasks.js';
import * as taskChat from './endpoints/task-chat.js';
import * as productionOrders from './endpoints/production-orders.js';
import * as tracksAdmin from './endpoints/tracks-admin.js';
import * as trainingAdmin from './endpoints/training-admin.js';
import * as userCommands from './endpoints/user-commands.js';
import * as users from './endpoints/users.js';
import * as videoCommands from './endpoints/video-commands.js';
import * as videoAttachments from './endpoints/video-attachments.js';
import * as videoEditor from './endpoints/video-editor.js';
import * as videoLifecycle from './endpoints/video-lifecycle.js';
import * as videoTranslation from './endpoints/video-translation.js';
import * as videosAdmin from './endpoints/videos-admin.js';
import * as voiceOver from './endpoints/voice-over.js';
import * as wallets from './endpoints/wallets.js';

export * from './endpoint.js';
export * from './schemas.js';
export * from './endpoints/analytics.js';
export * from './endpoints/auto-login.js';
export * from './endpoints/channels.js';
export * from './endpoints/channel-tags.js';
export * from './endpoints/embed.js';
export * from './endpoints/event-log.js';
export * from './endpoints/lists.js';
export * from './endpoints/media.js';
export * from './endpoints/network.js';
export * from './endpoints/notifications.js';
export * from './endpoints/organization.js';
export * from './endpoints/organization-admin.js';
export * from './endpoints/platform.js';
export * from './endpoints/playback.js';
export * from './endpoints/playlist-sharing.js';
export * from './endpoints/recommendations.js';
export * from './endpoints/render.js';
export * from './endpoints/quick-guide.js';
export * from './endpoints/rendering.js';
export * from './endpoints/reports.js';
export * from './endpoints/search.js';
export * from './endpoints/session.js';
export * from './endpoints/studio.js';
export * from './endpoints/transcription.js';
export * from './endpoints/video-thumbnail.js';
export * from './endpoints/support.js';
export * from './endpoints/tasks.js';
export * from './endpoints/task-chat.js';
export * from './endpoints/production-orders.js';
export * from './endpoints/tracks-admin.js';
export * from './endpoints/training-admin.js';
export * from './endpoints/user-commands.js';
export * from './endpoints/users.js';
export * from './endpoints/video-commands.js';
export * from './endpoints/video-attachments.js';
export * from './endpoints/video-editor.js';
export * from './endpoints/video-lifecycle.js';
export * from './endpoints/video-translation.js';
export * from './endpoints/videos-admin.js';
export * from './endpoints/voice-over.js';
export * from './endpoints/wallets.js';

const modules = {
  ...organization,
  ...organizationAdmin,
  ...session,
  ...userCommands,
  ...users,
  ...platform,
  ...autoLogin,
  ...media,
  ...videoCommands,
  ...videoLifecycle,
  ...videoTranslation,
  ...voiceOver,
  ...wallets,
  ...videosAdmin,
  ...playback,
  ...channels,
  ...analytics,
  ...reports,
  ...search,
  ...notifications,
  ...support,
  ...tasks,
  ...taskChat,
  ...productionOrders,
  ...lists,
  ...network,
  ...embed,
  ...eventLog,
  ...tracksAdmin,
  ...recommendations,
  ...channelTags,
  ...videoAttachments,
  ...playlistSharing,
  ...studio,
  ...transcription,
  ...videoThumbnail,
  ...videoEditor,
  ...render,
  ...quickGuide,
  ...trainingAdmin,
};

/** The endpoint definitions among a module's exports (its schemas and constants are left out). */
type EndpointsOf<M> = {
  readonly [K in keyof M as M[K] extends EndpointDefinition ? K : never]: M[K];
};

function endpointsOf<M extends Record<string, unknown>>(exports: M): EndpointsOf<M> {
  const found: Record<string, EndpointDefinition> = {};
  for (const [name, value] of Object.entries(exports)) {
    if (!isEndpointDefinition(value)) continue;
    // The export's name is the endpoint's id: clients and handler files are found by it.
    if (value.id !== name) throw new Error(`endpoint ${value.id} is exported as ${name}`);
    found[name] = value;
  }
  return found as EndpointsOf<M>;
}

export const api = endpointsOf(modules);

export type Api = typeof api;
export type EndpointId = keyof Api;

/** All endpoints as a list (CDK routes, the local gateway, the tests); every one is deployed. */
export const endpoints: readonly EndpointDefinition[] = Object.values(api);

/** Relative handler module for an endpoint: functions/<group>/<id>.ts */
export function handlerModulePath(endpoint: Pick<EndpointDefinition, 'group' | 'id'>): string {
  return `functions/${endpoint.group}/${endpoint.id}.ts`;
}
