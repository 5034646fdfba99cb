/**
 * PUT /videoCommand (spec 1 §7 "Video command types"): `{ type, payload }`, one handler per type.
 * createVideo (path of the spec's video creation is not shown) makes the record an upload belongs to;
 * createMajorVersion opens version lastVersion + 1 (once: concurrent calls cannot both create it);
 * updateGeneral attaches an uploaded original (`source`, the s3Path of the upload URL) to a version;
 * publishVideo / unpublishVideo (not named by the spec; docs/decisions.md) publish and unpublish;
 * moveVideo / archiveVideo / restoreVideo (not named either) are /admin/videos' single-video actions;
 * discardUpload (not named either) undoes a createVideo/createMajorVersion whose upload never arrived;
 * the three playback types feed the viewing analytics (endpoints/analytics.ts).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import { tagSchema } from './organization-admin.js';
import { updateOverviewPayload, uploadOptionsSchema } from './studio.js';
import { VIDEO_TYPES } from '../../domain/video-kinds.js';
import { CLASSIFICATION_NAME_MAX, VIDEO_TAGS_MAX } from '../../domain/organization-settings.js';
import {
  videoPlaybackEndedPayload,
  videoPlaybackStartedPayload,
  videoTimeWatchedPayload,
} from './analytics.js';

export const videoCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('createVideo'),
    payload: z.object({
      channelId: z.string().min(1).max(100),
      name: z.string().trim().min(1, 'Required').max(200),
      language: languageSchema,
      description: z.string().max(5000).optional(),
      /** /channel/{id}/playlist/{trackId}/create-video: the new video is appended to this track's items. */
      trackId: z.string().min(1).max(100).optional(),
      /** /create/video (issue 12): the video type (spec 2 §3) and the upload options (spec 1 §7). */
      videoType: z.enum(VIDEO_TYPES).optional(),
      uploadOptions: uploadOptionsSchema.optional(),
    }),
  }),
  z.object({
    // Spec 1 §7 / spec 2 §8: "createMajorVersion {videoId, language, reuseVideo=false,
    // reuseRenderDefinition=false, keepTranslations=[]}"; answers the new version (lastVersion + 1).
    type: z.literal('createMajorVersion'),
    payload: z.object({
      videoId: z.string().min(1).max(80),
      /** The new version's original language. */
      language: languageSchema,
      /** true: the new version starts with the previous version's media in `language` (no upload). */
      reuseVideo: z.boolean().default(false),
      /** No render definitions exist in this product yet: only false is accepted. */
      reuseRenderDefinition: z
        .boolean()
        .default(false)
        .refine((v) => !v, 'reuseRenderDefinition is not supported: videos have no render definition'),
      /** Languages whose renditions the new version keeps from the previous one. */
      keepTranslations: z.array(languageSchema).max(50).default([]),
    }),
  }),
  z.object({
    type: z.literal('updateGeneral'),
    payload: z.object({
      videoId: z.string().min(1).max(80),
      /** The upload's s3Path; without it only the general settings given (publicEmbed) change. */
      source: z.string().min(1).max(1024).optional(),
      version: z.number().int().min(1).max(9999),
      /** Spec 1 §1: anonymous visitors may watch the video's embed and sharing pages only when true. */
      publicEmbed: z.boolean().optional(),
      /** Tags of the organization's list (/admin/tags) the video carries; the whole list. */
      tags: z.array(tagSchema).max(VIDEO_TAGS_MAX, `At most ${VIDEO_TAGS_MAX} tags`).optional(),
      /** One of the organization's information classifications by name; '' removes it. */
      infClassification: z.string().trim().max(CLASSIFICATION_NAME_MAX).optional(),
      uploadOptions: z
        .object({
          autoTranscribe: z.boolean().default(true),
          autoCopyToManuscript: z.boolean().default(true),
          autoCopyManuscriptToDescription: z.boolean().default(true),
        })
        .optional(),
      accessTaskId: z.string().max(100).optional(),
    }),
  }),
  // Not in spec 1 §7 (docs/decisions.md "Studio"): the studio's overview section.
  z.object({ type: z.literal('updateOverview'), payload: updateOverviewPayload }),
  // Not in spec 1 §7 (docs/decisions.md "Publishing commands"): spec 2 §5 publishing and unpublishing.
  z.object({ type: z.literal('publishVideo'), payload: z.object({ videoId: z.string().min(1).max(80) }) }),
  z.object({ type: z.literal('unpublishVideo'), payload: z.object({ videoId: z.string().min(1).max(80) }) }),
  // Not in spec 1 §7 (docs/decisions.md "Administration (issue 11)"): /admin/videos' single-video
  // actions. A move needs a draft (spec 2 §4 "Changing a video's location … requires draft status").
  z.object({
    type: z.literal('moveVideo'),
    payload: z.object({ videoId: z.string().min(1).max(80), channelId: z.string().trim().min(1).max(100) }),
  }),
  z.object({ type: z.literal('archiveVideo'), payload: z.object({ videoId: z.string().min(1).max(80) }) }),
  z.object({ type: z.literal('restoreVideo'), payload: z.object({ videoId: z.string().min(1).max(80) }) }),
  // Not in spec 1 §7 (docs/decisions.md "Add video"): an upload cancelled before its file arrived.
  z.object({
    type: z.literal('discardUpload'),
    payload: z.object({ videoId: z.string().min(1).max(80), version: z.number().int().min(1).max(9999) }),
  }),
  z.object({ type: z.literal('videoPlaybackStarted'), payload: videoPlaybackStartedPayload }),
  z.object({ type: z.literal('videoTimeWatched'), payload: videoTimeWatchedPayload }),
  z.object({ type: z.literal('videoPlaybackEnded'), payload: videoPlaybackEndedPayload }),
]);

export type VideoCommand = z.infer<typeof videoCommandSchema>;
export type VideoCommandType = VideoCommand['type'];

export const videoCommand = defineEndpoint({
  id: 'videoCommand',
  method: 'PUT',
  path: '/videoCommand',
  group: 'command',
  access: 'member',
  // Pushes: the first publishVideo notifies the channel's followers.
  pushes: true,
  summary:
    'Commands on videos: createVideo, createMajorVersion, updateGeneral, updateOverview, publishVideo, unpublishVideo, moveVideo, archiveVideo, restoreVideo, discardUpload, videoPlaybackStarted, videoTimeWatched, videoPlaybackEnded.',
  body: videoCommandSchema,
  /** `version`: the version createMajorVersion created; `embedKey`: the video's, when updateGeneral set publicEmbed. */
  response: z.object({
    id: z.string(),
    humanId: z.string().optional(),
    version: z.number().optional(),
    embedKey: z.string().optional(),
    /** Playback events: whether the caller has now watched the video (completion is the server's). */
    completed: z.boolean().optional(),
  }),
});
