import { VIDEO_STAGES, VIDEO_STATUSES, VIDEO_TYPES, type VideoStatus } from '#shared/domain/video-kinds.js';
import { LOCK_KINDS } from '#shared/domain/video-lifecycle.js';
import { TEXT_EFFECT_POSITIONS, TEXT_EFFECT_STYLES } from '#shared/api/endpoints/rendering.js';
import {
  byVersionAndLanguage,
  globalIndex,
  key,
  tagList,
  translatedTexts,
  updatedAt,
  videoPartition,
} from './keys.js';

export { VIDEO_STATUSES, VIDEO_TYPES, type VideoStatus };

const SERVICE = 'tubes';

/** Transcoding job states (MediaConvert SUBMITTED/PROGRESSING/COMPLETE/ERROR, spelled as the spec's status list). */
export const JOB_STATUSES = ['submitted', 'progressing', 'completed', 'error'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** State of one version × language rendition (the spec's perVersion.perLanguage entries). */
export const RENDITION_STATUSES = ['pending', 'transcoding', 'completed', 'error'] as const;
export type RenditionStatus = (typeof RENDITION_STATUSES)[number];

/**
 * A video. Its partition `{orgId}#VIDEO#{videoId}` also holds its renditions and transcoding jobs, so
 * one query reads a video with everything about its media.
 */
export const videoModel = {
  model: { entity: 'video', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    /** Short, URL-friendly, unique per organization: /video/{humanId}. */
    humanId: { type: 'string', required: true },
    channelId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    abstract: { type: 'string', default: '' },
    type: { type: VIDEO_TYPES, default: 'other' },
    status: { type: VIDEO_STATUSES, default: 'draft' },
    /** Set once, by the first publishVideo (docs/decisions.md): later publishes notify nobody. */
    firstPublishedAt: { type: 'string' },
    publicEmbed: { type: 'boolean', default: false },
    lastVersion: { type: 'number', default: 1 },
    /**
     * The version members watch while the video is published (set by publishVideo; a newer major version
     * is a draft meanwhile: shared/domain/video-lifecycle.ts). Absent on videos published before it.
     */
    publishedVersion: { type: 'number' },
    /** Editorial control (check-out): who holds it and since when; absent while checked in. */
    checkedOutBy: { type: 'string' },
    checkedOutEmail: { type: 'string' },
    checkedOutAt: { type: 'string' },
    /** The in-progress lock (LOCK_KINDS) and when it expires; absent while no job works on the video. */
    lockKind: { type: LOCK_KINDS },
    lockSince: { type: 'string' },
    lockExpiresAt: { type: 'string' },
    masterLanguage: { type: 'string', required: true },
    /**
     * The published translations' titles (issue 14): what the member-facing lists show a reader of that
     * language (shared/domain/localized-text.ts). Kept by core/domain/translated-titles.ts.
     */
    titles: translatedTexts,
    durationMs: { type: 'number' },
    /** Media-bucket key of the thumbnail: of the latest completed transcode, or the one chosen. */
    thumbnailKey: { type: 'string' },
    /**
     * What the chosen thumbnail is (the studio's overview: "Frame at 12.5 s of version 1", "Uploaded
     * image"); while set, transcodes and renders keep it (docs/decisions.md "Studio").
     */
    thumbnailChoice: { type: 'string' },
    /** The frame capture asked for last (videoThumbnailCommand useFrame), until it ends. */
    thumbnailCaptureId: { type: 'string' },
    thumbnailCapture: {
      type: 'map',
      properties: {
        version: { type: 'number', required: true },
        language: { type: 'string', required: true },
        seconds: { type: 'number', required: true },
        requestedAt: { type: 'string', required: true },
        /** Who asked (the event log's actor when the job ends). */
        actorId: { type: 'string', required: true },
        actorEmail: { type: 'string', required: true },
      },
    },
    /** Set once startFrameCapture took the request (S3 delivers it at least once). */
    thumbnailCaptureStartedAt: { type: 'string' },
    /** The capture's job failed (or could not start). */
    thumbnailCaptureFailed: { type: 'boolean' },
    /**
     * Help tags (spec 1 §3 Organization pageTags "per page: tagGroup, tagValue"): a video carrying a
     * page's tag is a help video of that page (GET /getHelpVideos).
     */
    tags: tagList,
    /** Name of one of the organization's information classifications (spec 2 §3 infClassifications). */
    infClassification: { type: 'string' },
    /** Spec 2 §3 video stage label (the videoStage feature). */
    stage: { type: VIDEO_STAGES },
    /** Spec 1 §7 upload options chosen on /create/video, for the transcription that follows an upload. */
    uploadOptions: {
      type: 'map',
      properties: {
        autoTranscribe: { type: 'boolean', required: true },
        autoCopyToManuscript: { type: 'boolean', required: true },
        autoCopyManuscriptToDescription: { type: 'boolean', required: true },
      },
    },
    /** The responsible person (the studio's overview), when not the author: userId and e-mail. */
    responsibleId: { type: 'string' },
    responsibleEmail: { type: 'string' },
    /** userId and e-mail of the author. */
    authorId: { type: 'string', required: true },
    authorEmail: { type: 'string', required: true },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
    updatedAt,
  },
  indexes: {
    byId: {
      pk: videoPartition,
      sk: key('SK', [], 'VIDEO'),
    },
    // The sort key names the video: a static one ("VIDEO") was written as "undefined" by ElectroDB 3.9
    // whenever humanId was patched, and the video vanished from /video/{humanId} (entities.test.ts).
    byHumanId: globalIndex('GSI1', {
      pk: [['orgId', 'humanId'], '${orgId}#VIDEOHUMANID#${humanId}'],
      sk: [['videoId'], 'VIDEO#${videoId}'],
    }),
    byChannel: globalIndex('GSI2', {
      pk: [['orgId', 'channelId'], '${orgId}#CHANNEL#${channelId}#VIDEOS'],
      sk: [['createdAt', 'videoId'], '${createdAt}#${videoId}'],
    }),
    byAuthor: globalIndex('GSI3', {
      pk: [['orgId', 'authorId'], '${orgId}#USER#${authorId}#VIDEOS'],
      sk: [['createdAt', 'videoId'], '${createdAt}#${videoId}'],
    }),
  },
} as const;

/** A version × language of a video in its organization: what renditions, jobs and rendering data are of. */
const renditionRef = {
  orgId: { type: 'string', required: true },
  videoId: { type: 'string', required: true },
  version: { type: 'number', required: true },
  language: { type: 'string', required: true },
} as const;

/** What a completed transcode produced: media-bucket keys of the HLS master playlist, MP4 and thumbnail. */
const transcodeOutputs = {
  hlsMasterKey: { type: 'string' },
  mp4Key: { type: 'string' },
  thumbnailKey: { type: 'string' },
} as const;

/**
 * One version × language of a video: its uploaded source and the outputs of its latest transcode.
 * `jobId`/`jobSubmittedAt` name the latest job: writes are conditional on them, so events of an older
 * job never overwrite a newer job's state, whatever order they arrive in.
 */
export const videoRenditionModel = {
  model: { entity: 'videoRendition', version: '1', service: SERVICE },
  attributes: {
    ...renditionRef,
    /** Uploads-bucket key of the original. */
    source: { type: 'string' },
    format: { type: 'string', default: 'hls' },
    status: { type: RENDITION_STATUSES, default: 'pending' },
    jobId: { type: 'string' },
    jobSubmittedAt: { type: 'string' },
    ...transcodeOutputs,
    durationMs: { type: 'number' },
    error: { type: 'string' },
    updatedAt,
  },
  indexes: byVersionAndLanguage('RENDITION'),
} as const;

/** A transcoding job (MediaConvert CreateJob), updated by its job-state events. */
export const transcodingJobModel = {
  model: { entity: 'transcodingJob', version: '1', service: SERVICE },
  attributes: {
    ...renditionRef,
    jobId: { type: 'string', required: true },
    /** The MediaConvert queue (the spec's pipelineId). */
    pipelineId: { type: 'string', default: 'Default' },
    status: { type: JOB_STATUSES, required: true },
    /**
     * Order of status (submitted 0, progressing 1, completed/error 3): updates are conditional on it so
     * a late or repeated event never moves a job backwards.
     */
    statusRank: { type: 'number', required: true },
    progress: { type: 'number', default: 0 },
    error: { type: 'string' },
    source: { type: 'string' },
    ...transcodeOutputs,
    renditions: { type: 'list', items: { type: 'string' } },
    durationMs: { type: 'number' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', ['jobId'], 'JOB#${jobId}'),
    },
    byJobId: globalIndex('GSI1', {
      pk: [['orgId', 'jobId'], '${orgId}#TRANSCODEJOB#${jobId}'],
      sk: [[], 'JOB'],
    }),
  },
} as const;

/**
 * Rendering data of one version × language (spec 1 §3 Video: subtitles per language with chapters
 * carrying a manuscript, with the editor's effects and quick-guide flag; links with start, url and
 * title; the trim). Validated by renderingDataSchema
 * (shared/api/endpoints/rendering.ts) before it is written. Lives in the video's partition.
 */
export const renderingDataModel = {
  model: { entity: 'renderingData', version: '1', service: SERVICE },
  attributes: {
    ...renditionRef,
    chapters: {
      type: 'list',
      default: () => [],
      items: {
        type: 'map',
        properties: {
          startSeconds: { type: 'number', required: true },
          endSeconds: { type: 'number' },
          title: { type: 'string' },
          manuscript: { type: 'string', required: true },
          textEffect: {
            type: 'map',
            properties: {
              enabled: { type: 'boolean', required: true },
              text: { type: 'string', required: true },
              position: { type: TEXT_EFFECT_POSITIONS, required: true },
              style: { type: TEXT_EFFECT_STYLES, required: true },
            },
          },
          keyboardEffect: {
            type: 'map',
            properties: {
              enabled: { type: 'boolean', required: true },
              keys: { type: 'string', required: true },
            },
          },
          quickGuide: { type: 'boolean' },
        },
      },
    },
    links: {
      type: 'list',
      default: () => [],
      items: {
        type: 'map',
        properties: {
          startSeconds: { type: 'number', required: true },
          url: { type: 'string', required: true },
          title: { type: 'string', required: true },
        },
      },
    },
    trim: {
      type: 'map',
      properties: {
        startSeconds: { type: 'number', required: true },
        endSeconds: { type: 'number' },
      },
    },
    /**
     * Counts the editor's saves (issue 12): a save names the revision it started from and is refused
     * when another save came first (two tabs on the same version). Items without it are revision 0.
     */
    revision: { type: 'number', default: 0 },
    updatedAt,
  },
  indexes: byVersionAndLanguage('RENDERING'),
} as const;

/**
 * One posting of the search index (an inverted index in the table): a normalized token and where it
 * occurs: a video's name, description, or a chapter of a version × language's subtitles. The partition
 * is `{orgId}#SEARCH#{token}`, so a tenant's query reads only its own postings; the sort key names the
 * video first, so a video's postings are replaced by deleting its `{videoId}#` range.
 */
export const searchPostingModel = {
  model: { entity: 'searchPosting', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    token: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    /** `name`, `description` or `subtitle#{version}#{language}#{chapterIndex}`. */
    location: { type: 'string', required: true },
    field: { type: ['name', 'description', 'subtitle'] as const, required: true },
    version: { type: 'number' },
    language: { type: 'string' },
    startSeconds: { type: 'number', default: 0 },
    /** The text around the token's first occurrence, as shown in the hit. */
    snippet: { type: 'string', default: '' },
  },
  indexes: {
    byToken: {
      pk: key('PK', ['orgId', 'token'], '${orgId}#SEARCH#${token}'),
      sk: key('SK', ['videoId', 'location'], '${videoId}#${location}'),
    },
    byVideo: globalIndex('GSI2', {
      pk: [['orgId', 'videoId'], '${orgId}#VIDEO#${videoId}#SEARCH'],
      sk: [['token', 'location'], '${token}#${location}'],
    }),
  },
} as const;
