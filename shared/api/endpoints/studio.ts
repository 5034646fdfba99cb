/**
 * The studio (issue 12, spec 2 §2 video routes): /edit/video/{section}/{videoId}/{version} reads one
 * version of a video with what its sections edit. Only those who may change the video (organization
 * admins, the channel's channelOwner/contentManager/contributor: the updateGeneral rule) read it.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { VIDEO_STATUSES, VIDEO_TYPES } from '../../domain/video-kinds.js';

export const studioVideoSchema = z.object({
  id: z.string(),
  humanId: z.string(),
  /** The version the studio edits (the path's). */
  version: z.number(),
  lastVersion: z.number(),
  name: z.string(),
  abstract: z.string(),
  description: z.string(),
  type: z.enum(VIDEO_TYPES),
  status: z.enum(VIDEO_STATUSES),
  masterLanguage: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  /** The responsible person: the video's author until someone else is made responsible. */
  authorEmail: z.string(),
  tags: z.array(z.object({ tagGroup: z.string(), tagValue: z.string() })),
  /** One of the organization's information classifications by name, '' for none. */
  infClassification: z.string(),
  /** Presigned GET of the video's thumbnail, if it has one. */
  thumbnailUrl: z.string().optional(),
  createdAt: z.string(),
});
export type StudioVideo = z.infer<typeof studioVideoSchema>;

export const getStudioVideo = defineEndpoint({
  id: 'getStudioVideo',
  signsMedia: true,
  method: 'GET',
  path: '/studio/videos/{videoId}/{version}',
  group: 'query',
  access: 'member',
  summary:
    'One version of a video for the studio (/edit/video/…): its fields and labels, for those who may change it.',
  params: z.object({
    videoId: z.string().min(1).max(80),
    version: z.coerce.number().int().min(1).max(9999),
  }),
  response: studioVideoSchema,
});
