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
  USER_LIST_PAGE_SIZES,
  USER_LIST_SORTS,
  USER_NAME_MAX,
  USER_STATUSES,
} from '../../domain/users-admin.js';

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
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsers = defineEndpoint({
  id: 'listUsers',
  method: 'GET',
  path: '/listUsers',
  group: 'query',
  access: 'admin',
  summary:
    "The users of the caller's organization for /admin/users: search (name, e-mail), filters (status, " +
    'role, permission), sorting and paging.',
  query: z.object({
    search: z.string().trim().max(254).optional(),
    status: z.enum(USER_STATUSES).optional(),
    role: z.enum(['admin', 'member', 'masterAdmin']).optional(),
    permission: permissionSchema.optional(),
    sort: z.enum(USER_LIST_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (USER_LIST_PAGE_SIZES as readonly number[]).includes(n), 'Unknown page size')
      .optional(),
  }),
  response: z.object({
    users: z.array(adminUserSchema),
    /** Users matching the search and filters (all pages). */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
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

export const createUser = defineEndpoint({
  id: 'createUser',
  method: 'POST',
  path: '/createUser',
  group: 'user',
  access: 'admin',
  summary:
    "Creates a user in the organization's user pool (Cognito e-mails a temporary password; a new " +
    'password is set at first sign-in) and its profile with names, permissions and the master-admin flag.',
  body: z.object({
    email: emailSchema,
    firstName: nameSchema.min(1, 'Required'),
    lastName: nameSchema.min(1, 'Required'),
    permissions: z.array(permissionSchema).max(PERMISSIONS.length).default(['readVideo']),
    isMasterAdmin: z.boolean().default(false),
  }),
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
