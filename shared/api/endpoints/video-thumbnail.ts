/**
 * A video's thumbnail (issue 12 "thumbnail picked from a frame or uploaded", the studio's overview), by
 * those who may change the video: `useFrame` captures the frame of a version at a time of its playable
 * video (a MediaConvert frame capture: the answer says it is capturing, the studio read says when it is
 * done or failed); `useImage` takes an image the caller uploaded (POST /getGenericS3UploadSignedUrl).
 * Either becomes the video's thumbnail everywhere (cards, embed, player poster) and stays when later
 * versions are transcoded or rendered. docs/decisions.md "Studio".
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';

const videoIdSchema = z.string().trim().min(1).max(80);

/** The longest video the frame picker addresses (spec 2's limits stay far below it). */
const MAX_SECONDS = 24 * 3600;

export const videoThumbnailCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('useFrame'),
    payload: z.object({
      videoId: videoIdSchema,
      version: z.number().int().min(1).max(9999),
      /** The time of the frame on the version's playable video, seconds. */
      seconds: z.number().min(0).max(MAX_SECONDS),
    }),
  }),
  z.object({
    type: z.literal('useImage'),
    payload: z.object({
      videoId: videoIdSchema,
      /** The key POST /getGenericS3UploadSignedUrl answered for the caller's upload (`s3Path`). */
      imageKey: z.string().trim().min(1).max(300),
    }),
  }),
]);
export type VideoThumbnailCommand = z.infer<typeof videoThumbnailCommandSchema>;

export const videoThumbnailCommand = defineEndpoint({
  id: 'videoThumbnailCommand',
  method: 'POST',
  path: '/videoThumbnailCommand',
  group: 'command',
  access: 'member',
  summary:
    "A video's thumbnail (its editors): useFrame (a frame of a version, captured by a job) or useImage (an uploaded image).",
  body: videoThumbnailCommandSchema,
  response: z.object({
    id: z.string(),
    /** useFrame: capturing (the studio read reports the outcome); useImage: changed. */
    status: z.enum(['capturing', 'changed']),
    captureId: z.string().optional(),
  }),
});
