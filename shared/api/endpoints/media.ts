/**
 * Uploads and transcoding (spec 1 §7, spec 2 §3 "Upload token result", "Transcoding status"). The
 * upload URL is a presigned PUT into the caller's organization's prefix; the object's arrival starts
 * the transcode, whose progress GET /transcodingStatus/{videoId} reports (polled every 7 s).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';

/** Containers the transcoder accepts (browser recordings are WebM). */
export const VIDEO_UPLOAD_EXTENSIONS = ['mp4', 'mov', 'webm', 'mkv', 'm4v'] as const;
export const IMAGE_UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
/** Lifetime of an upload URL. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/**
 * Largest original a video upload may be (2 GiB). One presigned PUT carries the whole file: S3 accepts
 * up to 5 GB in a single PUT; 2 GiB keeps an upload well inside the URL's lifetime at ordinary office
 * bandwidth. The web add-video modal refuses larger files; the start-transcode handler refuses
 * (and deletes) larger objects that arrive anyway (docs/decisions.md "Add video").
 */
export const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
/** The reason a transcoding status shows for an original over MAX_UPLOAD_BYTES. */
export const UPLOAD_TOO_LARGE_MESSAGE = 'The file is larger than 2 GiB';

const extension = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/^\./, '').toLowerCase() : v),
    z.enum(values, { error: `fileExt must be one of ${values.join(', ')}` }),
  );

export const getS3UploadSignedUrl = defineEndpoint({
  id: 'getS3UploadSignedUrl',
  method: 'POST',
  path: '/getS3UploadSignedUrl',
  group: 'command',
  access: 'member',
  summary: "Presigned PUT (15 min) for a video original under the caller's organization.",
  body: z.object({
    fileExt: extension(VIDEO_UPLOAD_EXTENSIONS),
    /** The video the file is for (create it first with PUT /videoCommand createVideo). */
    videoId: z.string().min(1).max(80).optional(),
    /** Default: the video's lastVersion. */
    version: z.number().int().min(1).max(9999).optional(),
    /** Default: the video's master language. */
    language: languageSchema.optional(),
    accessTaskId: z.string().max(100).optional(),
    /** Height of the file in pixels when the client knows it (a <video> element's videoHeight): no upper rungs. */
    sourceHeight: z.number().int().min(1).max(4320).optional(),
  }),
  response: z.object({ signedUrl: z.string(), fileName: z.string(), s3Path: z.string() }),
});

export const getGenericS3UploadSignedUrl = defineEndpoint({
  id: 'getGenericS3UploadSignedUrl',
  method: 'POST',
  path: '/getGenericS3UploadSignedUrl',
  group: 'command',
  access: 'member',
  summary: 'Presigned PUT (15 min) for an image (profile picture, icons) under the caller.',
  body: z.object({ fileExt: extension(IMAGE_UPLOAD_EXTENSIONS) }),
  response: z.object({ signedUrl: z.string(), s3Path: z.string() }),
});

export const transcodingStatusEntrySchema = z.object({
  language: z.string(),
  version: z.number(),
  status: z.enum(['submitted', 'progressing', 'completed', 'error']),
  jobId: z.string(),
  pipelineId: z.string(),
  videoId: z.string(),
  /** 0–100. */
  progress: z.number().optional(),
  /** The transcoder's reason when status is error. */
  error: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type TranscodingStatusEntry = z.infer<typeof transcodingStatusEntrySchema>;

export const transcodingStatus = defineEndpoint({
  id: 'transcodingStatus',
  method: 'GET',
  path: '/transcodingStatus/{videoId}',
  group: 'query',
  access: 'member',
  summary: 'Transcoding jobs of a video per version × language, oldest first (the latest entry wins).',
  params: z.object({ videoId: z.string().min(1).max(80) }),
  response: z.array(transcodingStatusEntrySchema),
});
