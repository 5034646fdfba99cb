/**
 * PUT /videoCommand (spec 1 §7 "Video command types"): `{ type, payload }`, one handler per type.
 * createVideo (path of the spec's video creation is not shown) makes the record an upload belongs to;
 * updateGeneral attaches an uploaded original (`source`, the s3Path of the upload URL) to a version;
 * the three playback types feed the viewing analytics (endpoints/analytics.ts).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
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
    }),
  }),
  z.object({
    type: z.literal('updateGeneral'),
    payload: z.object({
      videoId: z.string().min(1).max(80),
      source: z.string().min(1).max(1024),
      version: z.number().int().min(1).max(9999),
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
  summary:
    'Commands on videos: createVideo, updateGeneral, videoPlaybackStarted, videoTimeWatched, videoPlaybackEnded.',
  body: videoCommandSchema,
  response: z.object({ id: z.string(), humanId: z.string().optional() }),
});
