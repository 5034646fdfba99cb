/**
 * The quick guide (issue 12; spec 2 §2 editing tab `quick-guide`, §5 "no quick guide on the first
 * chapter"): the chapters marked for it each get a still frame at their start (captured server-side from
 * the version's original) and their manuscript; together they make the PDF guide, downloadable from the
 * video page by whoever may watch the video. docs/decisions.md "Quick guide".
 *   GET /studio/videos/{videoId}/{version}/quick-guide/{language}: the editor's view (its editors only):
 *     each page's still (a short-lived URL) or that it is still being captured.
 *   GET /videos/{videoId}/quick-guide?version&language: the PDF of what the video page plays, composed
 *     when its content changed since the last one, as a short-lived download URL; or that its stills are
 *     still being captured.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';

/** How long a still's URL and the guide's download URL work (the tab and the page ask again). */
export const QUICK_GUIDE_URL_TTL_SECONDS = 10 * 60;
/** The most pages one quick guide has (one MediaConvert job captures every still; 150 inputs at most). */
export const QUICK_GUIDE_MAX_PAGES = 100;

export const QUICK_GUIDE_TEXTS = {
  /** A version × language without chapters marked for the guide. */
  none: 'This video has no quick guide',
  /** Its stills are being captured: the page asks again. */
  preparing: 'The quick guide is being prepared',
  /** Its stills need the version's transcoded video in that language. */
  noMedia: 'The quick guide needs the transcoded video of this version and language',
  /** The last capture failed; the next change or request tries again. */
  failed: 'The still frames of the quick guide could not be captured',
} as const;

/** One page of the guide as the editor sees it: the chapter and its still, once captured. */
export const quickGuidePageSchema = z.object({
  /** The chapter's index among all chapters of the language (never 0: spec 2 §5). */
  chapter: z.number().int().min(1),
  startSeconds: z.number(),
  /** A short-lived URL of the still at the chapter's start; absent while it is being captured. */
  stillUrl: z.string().optional(),
});
export type QuickGuidePage = z.infer<typeof quickGuidePageSchema>;

/**
 * The stills' state: `ready` (every page has its still), `capturing` (a job is at work), `waiting` (no
 * transcoded video to capture from yet), `failed` (the last job failed; a change or a new request tries
 * again).
 */
export const QUICK_GUIDE_STILL_STATES = ['ready', 'capturing', 'waiting', 'failed'] as const;
export type QuickGuideStillState = (typeof QUICK_GUIDE_STILL_STATES)[number];

const versionParams = z.object({
  videoId: z.string().min(1).max(80),
  version: z.coerce.number().int().min(1).max(9999),
});

export const getQuickGuide = defineEndpoint({
  id: 'getQuickGuide',
  method: 'GET',
  path: '/studio/videos/{videoId}/{version}/quick-guide/{language}',
  group: 'query',
  access: 'member',
  signsMedia: true,
  summary:
    "The quick-guide tab's read: each page's still at its chapter start (its editors only); asks for missing stills.",
  params: versionParams.extend({ language: languageSchema }),
  response: z.object({
    pages: z.array(quickGuidePageSchema),
    stills: z.enum(QUICK_GUIDE_STILL_STATES),
    /** QUICK_GUIDE_TEXTS.failed or .noMedia when the stills are not coming. */
    message: z.string().optional(),
  }),
});

export const downloadQuickGuide = defineEndpoint({
  id: 'downloadQuickGuide',
  method: 'GET',
  path: '/videos/{videoId}/quick-guide',
  group: 'query',
  access: 'member',
  signsMedia: true,
  summary:
    'The PDF guide of what the video page plays (whoever may watch the video): a short-lived download URL, or `preparing` while stills are captured; 404 without quick-guide chapters.',
  params: z.object({ videoId: z.string().trim().min(1).max(80) }),
  query: z.object({
    version: z.coerce.number().int().min(1).max(9999).optional(),
    language: languageSchema.optional(),
  }),
  response: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('ready'),
      /** Presigned GET as a download named `fileName`. */
      downloadUrl: z.string(),
      fileName: z.string(),
      pages: z.number().int(),
    }),
    z.object({
      status: z.literal('preparing'),
      /** Stills captured of the pages. */
      ready: z.number().int(),
      pages: z.number().int(),
      message: z.string(),
    }),
  ]),
});
