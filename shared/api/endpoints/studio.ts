/**
 * The studio (issue 12, spec 2 §2 video routes): /edit/video/{section}/{videoId}/{version} reads one
 * version of a video with what its sections edit. Only those who may change the video (organization
 * admins, the channel's channelOwner/contentManager/contributor: the updateGeneral rule) read it.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { VIDEO_STAGES, VIDEO_STATUSES, VIDEO_TYPES } from '../../domain/video-kinds.js';
import { languageSchema } from '../schemas.js';

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
  /** Spec 2 §3 stage label, '' for none. */
  stage: z.union([z.enum(VIDEO_STAGES), z.literal('')]),
  status: z.enum(VIDEO_STATUSES),
  masterLanguage: z.string(),
  /**
   * The languages of this version with a playable rendition (transcoded, or rendered since): what the
   * render panel offers; the master language first.
   */
  playableLanguages: z.array(z.string()),
  channelId: z.string(),
  channelName: z.string(),
  /** The responsible person: the video's author until someone else is made responsible. */
  responsibleEmail: z.string(),
  tags: z.array(z.object({ tagGroup: z.string(), tagValue: z.string() })),
  /** One of the organization's information classifications by name, '' for none. */
  infClassification: z.string(),
  /** Presigned GET of the video's thumbnail, if it has one. */
  thumbnailUrl: z.string().optional(),
  /** The frame capture asked for last (videoThumbnailCommand useFrame) while it runs or once it failed. */
  thumbnailCapture: z
    .object({
      status: z.enum(['capturing', 'failed']),
      version: z.number(),
      seconds: z.number(),
    })
    .optional(),
  /** The upload options chosen when it was created (absent on videos made before the studio). */
  uploadOptions: z
    .object({
      autoTranscribe: z.boolean(),
      autoCopyToManuscript: z.boolean(),
      autoCopyManuscriptToDescription: z.boolean(),
    })
    .optional(),
  createdAt: z.string(),
  /**
   * What the tags section picks from: the organization's tags (/admin/tags) while the tags feature is
   * on, and its information classifications while infClassification is on (spec 2 §6).
   */
  labelChoices: z.object({
    tagsEnabled: z.boolean(),
    tags: z.array(z.object({ tagGroup: z.string(), tagValue: z.string() })),
    classificationEnabled: z.boolean(),
    classifications: z.array(z.object({ name: z.string(), description: z.string() })),
  }),
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

/**
 * Spec 1 §7 upload options, chosen on /create/video and kept on the video for the transcription step
 * that follows an upload (issue 12 "Automatic transcription").
 */
export const uploadOptionsSchema = z.object({
  autoTranscribe: z.boolean().default(true),
  autoCopyToManuscript: z.boolean().default(true),
  autoCopyManuscriptToDescription: z.boolean().default(true),
});
export type UploadOptions = z.infer<typeof uploadOptionsSchema>;

/** Longest abstract: a sentence or two shown under the title. */
export const ABSTRACT_MAX = 500;
export const DESCRIPTION_MAX = 5000;
export const TITLE_MAX = 200;

/**
 * videoCommand updateOverview (not named by the spec; docs/decisions.md "Studio"): the overview
 * section's general information. The responsible person (an active user of the organization, by
 * e-mail) changes only while the video is a draft (spec 2 §4); a published video is not updated.
 */
export const updateOverviewPayload = z.object({
  videoId: z.string().min(1).max(80),
  name: z.string().trim().min(1, 'Required').max(TITLE_MAX),
  abstract: z.string().trim().max(ABSTRACT_MAX),
  description: z.string().trim().max(DESCRIPTION_MAX),
  type: z.enum(VIDEO_TYPES),
  /** '' removes the label; only while the videoStage feature is on. */
  stage: z.union([z.enum(VIDEO_STAGES), z.literal('')]).optional(),
  masterLanguage: languageSchema,
  responsibleEmail: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail')).optional(),
});

/** The 409 texts of the studio's commands (spec 2 §4, §8). */
export const STUDIO_TEXTS = {
  published: 'Can not update published video',
  draftOnly: 'The location and the responsible person can only be changed while the video is a draft',
  unknownUser: 'No active user of the organization has this e-mail',
  stageOff: 'Stage labels are not enabled for this organization',
} as const;
