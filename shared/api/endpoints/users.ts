/**
 * Users administration (spec 2 §2 /admin/users, §6 "listUsers … need updateOrganization", spec 1 §7
 * GET /userFromEmail, POST /createUser, POST /updateUserStatus). Every call acts on the caller's own
 * organization (the authorizer's, never the body's or the query's); admins only.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { orgIdSchema } from '../schemas.js';
import { PERMISSIONS } from '../../domain/roles.js';
import {
  LAST_SIGN_IN_FILTERS,
  USER_LIST_PAGE_SIZES,
  USER_LIST_SORTS,
  IMPORT_ROLES,
  USER_IMPORT_BATCH,
  USER_NAME_MAX,
  USER_STATUSES,
} from '../../domain/users-admin.js';
import { USAGE_LIST_SORTS } from '../../domain/users-usage.js';
import { TRAINING_RECORD_STATES } from '../../domain/training-record.js';

export const permissionSchema = z.enum(PERMISSIONS);

const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Invalid email').max(254));

/** A user as the admin pages show it. Role is derived: admin holds updateOrganization (spec 2 §6). */
export const adminUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['admin', 'member']),
  permissions: z.array(permissionSchema),
  isMasterAdmin: z.boolean(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  /** The latest sign-in (ISO time); null: never signed in. */
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Paging of the user lists: 1-based page, one of the offered page sizes. */
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (USER_LIST_PAGE_SIZES as readonly number[]).includes(n), 'Unknown page size')
    .optional(),
};

/** One page of a user list: its rows, how many match the search and filters (all pages), the page. */
const usersPage = <T extends z.ZodType>(row: T) =>
  z.object({
    users: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const listUsers = defineEndpoint({
  id: 'listUsers',
  method: 'GET',
  path: '/listUsers',
  group: 'query',
  access: 'admin',
  summary:
    "The users of the caller's organization for /admin/users: search (name, e-mail), filters (status, " +
    'role, permission, last sign-in), sorting and paging.',
  query: z.object({
    search: z.string().trim().max(254).optional(),
    status: z.enum(USER_STATUSES).optional(),
    role: z.enum(['admin', 'member', 'masterAdmin']).optional(),
    permission: permissionSchema.optional(),
    signedIn: z.enum(LAST_SIGN_IN_FILTERS).optional(),
    sort: z.enum(USER_LIST_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    ...pageQuery,
  }),
  response: usersPage(adminUserSchema),
});

export const updateUserStatus = defineEndpoint({
  id: 'updateUserStatus',
  method: 'POST',
  path: '/updateUserStatus',
  group: 'user',
  access: 'admin',
  summary:
    'Disables or enables a user of the organization (AdminDisableUser / AdminEnableUser in its pool); ' +
    "the profile follows and a disabled user's sessions and sockets end.",
  body: z.object({ userId: z.string().trim().min(1).max(64), status: z.enum(['active', 'disabled']) }),
  response: adminUserSchema,
});

export const userFromEmail = defineEndpoint({
  id: 'userFromEmail',
  method: 'GET',
  path: '/userFromEmail',
  group: 'query',
  access: 'admin',
  summary: "A user of the caller's own organization by e-mail (another organization's id: 404).",
  query: z.object({ email: emailSchema, orgId: orgIdSchema }),
  response: adminUserSchema,
});

const nameSchema = z.string().trim().max(USER_NAME_MAX);

/** A new user: also what each row of an import must be. */
export const createUserBodySchema = z.object({
  email: emailSchema,
  firstName: nameSchema.min(1, 'Required'),
  lastName: nameSchema.min(1, 'Required'),
  permissions: z.array(permissionSchema).max(PERMISSIONS.length).default(['readVideo']),
  isMasterAdmin: z.boolean().default(false),
});

export const createUser = defineEndpoint({
  id: 'createUser',
  method: 'POST',
  path: '/createUser',
  group: 'user',
  access: 'admin',
  // The invitation e-mail carries the temporary password (Cognito sends nothing).
  mails: true,
  summary:
    "Creates a user in the organization's user pool with a temporary password the invitation e-mail " +
    'carries (a new password is set at first sign-in) and its profile with names, permissions and the ' +
    'master-admin flag.',
  body: createUserBodySchema,
  response: adminUserSchema,
});

export const updateUserPermissions = defineEndpoint({
  id: 'updateUserPermissions',
  method: 'POST',
  path: '/updateUserPermissions',
  group: 'user',
  access: 'admin',
  summary:
    "Sets a user's permissions (the admin role is updateOrganization) and the master-admin flag (only a " +
    'master admin grants or removes it).',
  body: z.object({
    userId: z.string().trim().min(1).max(64),
    permissions: z.array(permissionSchema).max(PERMISSIONS.length),
    isMasterAdmin: z.boolean(),
  }),
  response: adminUserSchema,
});

/** One imported row as the CSV gave it; the handler checks each row by itself (a per-row report). */
const importRowSchema = z.object({
  /** The row's line in the file (1 = the first line), for the report. */
  line: z.number().int().min(1),
  email: z.string().max(1000),
  firstName: z.string().max(1000),
  lastName: z.string().max(1000),
  roles: z.array(z.string().max(100)).max(10),
});

/** What importing a row did. */
export const importOutcomeSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  outcome: z.enum(['created', 'exists', 'invalid', 'refused', 'failed']),
  message: z.string().optional(),
});
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

export const importUsers = defineEndpoint({
  id: 'importUsers',
  method: 'POST',
  path: '/importUsers',
  group: 'user',
  access: 'admin',
  // Each created user gets the invitation e-mail.
  mails: true,
  summary:
    'Bulk import from a CSV file (e-mail, name, roles), a batch of rows at a time: each valid row is created ' +
    'as POST /createUser creates one; the answer reports every row.',
  body: z.object({ rows: z.array(importRowSchema).min(1).max(USER_IMPORT_BATCH) }),
  response: z.object({ results: z.array(importOutcomeSchema) }),
});

export const importRoleSchema = z.enum(IMPORT_ROLES);

export const userUsageSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(USER_STATUSES),
  videosWatched: z.number().int(),
  minutesWatched: z.number().int(),
  /** The last time the user played a video (ISO), null if never. */
  lastActivity: z.string().nullable(),
});
export type UserUsage = z.infer<typeof userUsageSchema>;

export const listUsersUsage = defineEndpoint({
  id: 'listUsersUsage',
  method: 'GET',
  path: '/listUsersUsage',
  group: 'query',
  access: 'admin',
  summary:
    "/admin/users/usage: per user of the caller's organization, videos watched, minutes watched and the " +
    'last activity, from the analytics already collected; searched, sorted by any column and paged.',
  query: z.object({
    search: z.string().trim().max(254).optional(),
    sort: z.enum(USAGE_LIST_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    ...pageQuery,
  }),
  response: usersPage(userUsageSchema),
});

/** One watch-video task of a learner's training record. */
export const trainingRecordTaskSchema = z.object({
  taskId: z.string(),
  videoId: z.string(),
  /** The video's address id while it is published (null: no longer playable). */
  humanId: z.string().nullable(),
  title: z.string(),
  /** Why it was given ("Mandatory playlist: Safety", a training plan's name). */
  source: z.string(),
  category: z.enum(['mandatory', 'recommended']),
  state: z.enum(TRAINING_RECORD_STATES),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  assignedAt: z.string(),
});
export type TrainingRecordTask = z.infer<typeof trainingRecordTaskSchema>;

export const getUserTrainingRecord = defineEndpoint({
  id: 'getUserTrainingRecord',
  method: 'GET',
  path: '/users/{userId}/training',
  group: 'query',
  access: 'admin',
  summary:
    "A user's training record (issue 15) for the admins of their organization: every watch-video task " +
    'they were given, overdue first, then open by due date, then completed, with the counts.',
  params: z.object({ userId: z.string().trim().min(1).max(64) }),
  response: z.object({
    user: adminUserSchema.pick({ userId: true, email: true, firstName: true, lastName: true, status: true }),
    summary: z.object({
      assigned: z.number().int(),
      completed: z.number().int(),
      overdue: z.number().int(),
      open: z.number().int(),
    }),
    tasks: z.array(trainingRecordTaskSchema),
  }),
});
