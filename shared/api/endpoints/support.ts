/**
 * Help, support, assisted search and tasks (spec 1 §2 help dialog, §3 support task and ticket, §4
 * support request and assisted search, §7; spec 2 §4 task statuses).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import { isAbsoluteHttpsUrl, TICKET_LINK_NOT_HTTPS } from '../../domain/ticket-links.js';
import { trackNodeSchema } from './channels.js';
import { taskSchema } from './tasks.js';
import { TASK_STATUSES } from '../../domain/task-statuses.js';
import { TASK_LIST_PAGE_SIZES } from '../../domain/task-list.js';
import { OPERATIONAL_TASK_PERIODS, OPERATIONAL_TASK_SUBTYPES } from '../../domain/operational-tasks.js';

/** Spec 1 §5 "issue title (taskTitle) required with the message "Required"". */
const required = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const idSchema = z.string().min(1).max(100);

export const TASK_TITLE_MAX = 200;
export const TASK_MESSAGE_MAX = 5000;
export const PHONE_MAX = 30;

/**
 * A ticket system's id: Zendesk's are numbers, the local system's `T-…`. Letters, digits and dashes
 * only, so an id is always safe as a path segment.
 */
export const ticketIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid ticket id');

/**
 * Issue 9 point 6: a ticket link is an absolute https address (the server then checks that it is on
 * the configured ticket system's host); empty when there is none.
 */
const ticketReferenceUrlSchema = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .refine((url) => url === '' || isAbsoluteHttpsUrl(url), TICKET_LINK_NOT_HTTPS)
  .default('');

/** Phones as people write them: digits, spaces and + ( ) - . */
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX, `At most ${PHONE_MAX} characters`)
  .regex(/^[0-9 +()-]*$/, 'Invalid phone number')
  .default('');

/** Spec 1 §3 "Support ticket: orgId, body, requesterName, requesterEmail, phoneNumber, subject". */
export const newTicketSchema = z.object({
  orgId: idSchema,
  subject: required(TASK_TITLE_MAX),
  body: required(TASK_MESSAGE_MAX * 2),
  requesterName: required(200),
  requesterEmail: z.email('Invalid email').transform((e) => e.trim().toLowerCase()),
  phoneNumber: phoneSchema,
});
/** A ticket as the ticket system receives it (what the web app sends, validated). */
export type NewTicket = z.infer<typeof newTicketSchema>;

/** The user command types of this area (joined into POST /userCommand's union). */
export const supportCommandSchemas = [
  z.object({
    // "createTicket (orgId, body, requesterName, requesterEmail, phoneNumber, subject)"
    type: z.literal('createTicket'),
    payload: newTicketSchema,
  }),
  z.object({
    // "createSupportTask (taskTitle, comment, ticketReferenceUrl)"; ticketId (not in the spec): the
    // ticket createTicket answered. The server reads it and stores its id and link (issue 9).
    type: z.literal('createSupportTask'),
    payload: z.object({
      taskTitle: required(TASK_TITLE_MAX),
      comment: required(TASK_MESSAGE_MAX),
      ticketReferenceUrl: ticketReferenceUrlSchema,
      ticketId: ticketIdSchema.optional(),
    }),
  }),
  z.object({
    // "createSupportTaskForOtherOrg (adds orgId, channelId, assigneeEmail)" — provider staff only.
    type: z.literal('createSupportTaskForOtherOrg'),
    payload: z.object({
      taskTitle: required(TASK_TITLE_MAX),
      comment: required(TASK_MESSAGE_MAX),
      ticketReferenceUrl: ticketReferenceUrlSchema,
      ticketId: ticketIdSchema.optional(),
      orgId: idSchema,
      channelId: z.string().max(100).default(''),
      assigneeEmail: z.email('Invalid email').transform((e) => e.trim().toLowerCase()),
    }),
  }),
  z.object({
    // "createAssistedSearchTask (taskTitle)"; blank text is refused here as the toolbar ignores it.
    type: z.literal('createAssistedSearchTask'),
    payload: z.object({ taskTitle: required(TASK_TITLE_MAX) }),
  }),
  z.object({
    // Not in the spec: a public reply to a ticket, by its requester or by operator staff (issue 9).
    type: z.literal('replyToTicket'),
    payload: z.object({ ticketId: ticketIdSchema, body: required(TASK_MESSAGE_MAX) }),
  }),
] as const;

/** "Task creation answers carry taskId, possibly nested under res." */
export const userCommandResponseSchema = z.object({
  id: z.string(),
  taskId: z.string().optional(),
  res: z
    .object({ id: z.string().optional(), taskId: z.string().optional(), url: z.string().optional() })
    .optional(),
});

/** GET /getHelpVideos: "page, lang, optional channelId" → "featuredVideo, videos" (a track tree). */
export const getHelpVideos = defineEndpoint({
  id: 'getHelpVideos',
  signsMedia: true,
  method: 'GET',
  path: '/getHelpVideos',
  group: 'query',
  access: 'member',
  summary:
    "Help videos of a page: videos carrying one of the page's tags (the organization's pageTags), as a " +
    'track tree with one branch per tag; none without readVideo.',
  query: z.object({
    page: z.string().trim().min(1).max(100),
    lang: languageSchema.optional(),
    channelId: idSchema.optional(),
  }),
  response: z.object({
    featuredVideo: trackNodeSchema.nullable(),
    videos: z.array(trackNodeSchema),
    /** Whether the organization defines tags for the page ("no tag defined" when not). */
    tagged: z.boolean(),
  }),
});

export const ticketSummarySchema = z.object({
  id: z.string(),
  url: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  subject: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type TicketEntry = z.infer<typeof ticketSummarySchema>;

export const TICKET_AUTHORS = ['requester', 'support'] as const;

export const ticketMessageSchema = z.object({
  id: z.string(),
  /** Who wrote it: the requester, or the support team. */
  author: z.enum(TICKET_AUTHORS),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** One ticket as its requester reads it: the request body first, then the public replies. */
export const ticketDetailSchema = ticketSummarySchema.omit({ orgName: true }).extend({
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export type TicketMessageEntry = z.infer<typeof ticketMessageSchema>;

/**
 * Issue 9 point 11: a member reads their own ticket. Only its requester (same organization and e-mail)
 * and operator staff may; for anyone else it does not exist (404, never 403).
 */
export const getTicket = defineEndpoint({
  id: 'getTicket',
  method: 'GET',
  path: '/tickets/{ticketId}',
  group: 'query',
  access: 'member',
  summary:
    "A support ticket with its public messages, read through the ticket system: for its requester in the ticket's " +
    'organization and for operator staff; 404 for anyone else.',
  params: z.object({ ticketId: ticketIdSchema }),
  response: ticketDetailSchema,
});

/** Spec 2 §6 "Operational tasks … appear only for two operator organizations". */
export const listOperationalTasks = defineEndpoint({
  id: 'listOperationalTasks',
  method: 'GET',
  path: '/listOperationalTasks',
  group: 'query',
  access: 'staff',
  summary:
    'Provider staff of an operator organization: support and assisted-search tasks of every organization ' +
    '(or one), filtered by status, subtype and time, newest first, a page at a time; and the ticket ' +
    'system’s latest tickets.',
  query: z.object({
    orgId: idSchema.optional(),
    statuses: z
      .string()
      .max(400)
      .transform((s) => s.split(',').filter(Boolean))
      .pipe(z.array(z.enum(TASK_STATUSES)))
      .optional(),
    subtype: z.enum(OPERATIONAL_TASK_SUBTYPES).optional(),
    period: z.enum(OPERATIONAL_TASK_PERIODS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (TASK_LIST_PAGE_SIZES as readonly number[]).includes(n), 'Unknown page size')
      .optional(),
  }),
  response: z.object({
    tasks: z.array(taskSchema.extend({ orgName: z.string() })),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    tickets: z.array(ticketSummarySchema),
  }),
});

/** Spec 1 §7 "Other queries exist: … channels by orgId (listOrgChannels)" (listAllOrgs: network.ts). */
export const listOrgChannels = defineEndpoint({
  id: 'listOrgChannels',
  method: 'GET',
  path: '/listOrgChannels',
  group: 'query',
  access: 'staff',
  summary: "Provider staff of an operator organization: an organization's active company channels, by name.",
  query: z.object({ orgId: idSchema }),
  response: z.array(z.object({ id: z.string(), name: z.string() })),
});
