/**
 * Video production orders (issue 13; spec 2 §2 /produce-video/{taskId}, §4 the video-production family,
 * §5 "a file must be uploaded before a generation request"): a customer organization orders a video, the
 * operator organization's staff verify the order, generate the video into it and review it, the customer
 * approves it, and the production-order state machine publishes it. The steps are tasks answered by the
 * task actions (POST /taskCommand); these endpoints order, read an order, and upload into it.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import { TASK_STATUSES } from '../../domain/task-statuses.js';
import {
  ADJUSTMENT_KINDS,
  PRODUCTION_BRIEF_MAX,
  SERVICE_REQUEST_MAX,
  VIDEO_SERVICES,
  PRODUCTION_STEPS,
  PRODUCTION_VARIANTS,
  PRODUCTION_VIDEO_TYPES,
} from '../../domain/production-order.js';
import { taskSchema } from './tasks.js';
import { VIDEO_UPLOAD_EXTENSIONS } from './media.js';

const idSchema = z.string().trim().min(1).max(100);

export const productionOrderSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(200, 'At most 200 characters')
    .refine((v) => !/[<>]/.test(v), 'Cannot contain < or >'),
  videoType: z.enum(PRODUCTION_VIDEO_TYPES, 'Choose the kind of video'),
  /** Spec 2 §4's variants; none for a plain generated video. */
  variant: z.enum(PRODUCTION_VARIANTS).nullable().default(null),
  channelId: idSchema,
  /** The video's master language. */
  language: languageSchema,
  /** What the video must show: the verifying and generating staff read it. */
  brief: z
    .string()
    .trim()
    .min(1, 'Describe what the video must show')
    .max(PRODUCTION_BRIEF_MAX, `At most ${PRODUCTION_BRIEF_MAX} characters`),
});
export type ProductionOrderInput = z.input<typeof productionOrderSchema>;

export const orderVideo = defineEndpoint({
  id: 'orderVideo',
  method: 'POST',
  path: '/orderVideo',
  group: 'command',
  access: 'member',
  summary:
    'Orders a video from the operator organization (those who may add videos to the channel): a planned ' +
    'video in the channel and a production-order run whose first step is the operator’s verification.',
  body: productionOrderSchema,
  response: z.object({ id: z.string(), videoId: z.string(), humanId: z.string() }),
});

const stepSchema = z.object({
  step: z.enum(PRODUCTION_STEPS),
  /** 1 for the first generation; a rejected approval or review sends the order to round + 1. */
  round: z.number(),
  taskId: z.string(),
  status: z.enum(TASK_STATUSES),
  assigneeEmail: z.string(),
  updatedAt: z.string(),
});

export const productionOrderViewSchema = z.object({
  orderId: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  title: z.string(),
  videoType: z.enum(PRODUCTION_VIDEO_TYPES).nullable(),
  variant: z.enum(PRODUCTION_VARIANTS).nullable(),
  brief: z.string(),
  requesterEmail: z.string(),
  requesterName: z.string(),
  createdAt: z.string(),
  /** The order's video in the customer's channel (gone if someone deleted it). */
  video: z
    .object({
      videoId: z.string(),
      humanId: z.string(),
      status: z.string(),
      /** An original was uploaded into the order (the generation request's condition). */
      uploaded: z.boolean(),
      /** A transcoded rendition plays. */
      playable: z.boolean(),
    })
    .nullable(),
  /** The steps so far, in the order they ran (each a task). */
  steps: z.array(stepSchema),
  /** The task the page was opened for, with what the caller may do on it. */
  task: taskSchema,
});
export type ProductionOrderView = z.infer<typeof productionOrderViewSchema>;

export const getProductionOrder = defineEndpoint({
  id: 'getProductionOrder',
  method: 'GET',
  path: '/productionOrders/{taskId}',
  group: 'query',
  access: 'member',
  summary:
    'The production order a step task belongs to (/produce-video/{taskId}): the order, its video, its ' +
    'steps. `orgId` is for operator staff opening a customer’s step; 404 for anything else.',
  params: z.object({ taskId: idSchema }),
  query: z.object({ orgId: idSchema.optional() }),
  response: productionOrderViewSchema,
});

export const getProductionUploadSignedUrl = defineEndpoint({
  id: 'getProductionUploadSignedUrl',
  method: 'POST',
  path: '/getProductionUploadSignedUrl',
  group: 'command',
  access: 'member',
  summary:
    "Presigned PUT (15 min) for the original of a production order's video, for the assignee of its open " +
    'generation step (operator staff, in the customer’s organization).',
  body: z.object({
    taskId: idSchema,
    orgId: idSchema.optional(),
    fileExt: z.enum(VIDEO_UPLOAD_EXTENSIONS),
    sourceHeight: z.number().int().min(1).max(4320).optional(),
  }),
  response: z.object({ signedUrl: z.string() }),
});

export const videoServiceRequestSchema = z
  .object({
    videoId: idSchema,
    service: z.enum(VIDEO_SERVICES, 'Choose what the production team should do'),
    /** Which adjustment (spec 2 §4 "adjust video variants"); only with service adjustment. */
    adjustment: z.enum(ADJUSTMENT_KINDS).nullable().default(null),
    comment: z
      .string()
      .trim()
      .min(1, 'Say what the production team should do')
      .max(SERVICE_REQUEST_MAX, `At most ${SERVICE_REQUEST_MAX} characters`),
  })
  .refine((r) => r.service === 'adjustment' || r.adjustment === null, {
    message: 'Only an adjustment has a kind',
    path: ['adjustment'],
  });
export type VideoServiceRequestInput = z.input<typeof videoServiceRequestSchema>;

export const requestVideoService = defineEndpoint({
  id: 'requestVideoService',
  method: 'POST',
  path: '/requestVideoService',
  group: 'command',
  access: 'member',
  summary:
    "Asks the operator's production team to adjust a draft video or to build the playlist structure of " +
    'one ready to publish or published (those who may edit the video): an operational task the ' +
    'operator staff are notified of.',
  pushes: true,
  body: videoServiceRequestSchema,
  response: z.object({ id: z.string() }),
});
