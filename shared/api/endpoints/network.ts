/**
 * Working across organizations (spec 1 §4 "Organization switch", §7 /updateUserOrgSwitch, listAllOrgs)
 * and the provider staff's "create link" (spec 1 §2 user menu: "network submenu (staff only: create
 * link, operational tasks)"): staff grant a user access to another organization of the network, which
 * is what makes that organization appear in the user's "Switch organization" list.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { orgIdSchema, orgListEntrySchema } from '../schemas.js';

export const updateUserOrgSwitch = defineEndpoint({
  id: 'updateUserOrgSwitch',
  method: 'POST',
  path: '/updateUserOrgSwitch',
  group: 'user',
  access: 'member',
  summary:
    'Moves the caller into a collaboration workspace they were granted (externalOrgsUserHasAccessTo); ' +
    'an empty target returns them to their own organization.',
  body: z.object({
    // "Going back to the original organization posts an empty target."
    orgToSwitchTo: z.union([z.literal(''), orgIdSchema]),
  }),
  response: z.object({
    /** The organization the caller works in from now on. */
    orgId: z.string(),
    /** Their own organization while switched, else null (as initData reports it). */
    originalOrgId: z.string().nullable(),
  }),
});

export const listAllOrgs = defineEndpoint({
  id: 'listAllOrgs',
  method: 'GET',
  path: '/listAllOrgs',
  group: 'query',
  access: 'staff',
  summary: "Every organization of the network, by name (provider staff only: the network's tools).",
  response: z.array(orgListEntrySchema),
});

/** A user's e-mail as the create-link form sends it (trimmed, lower-cased like every sign-in e-mail). */
const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Invalid email').max(254));

export const createOrgLink = defineEndpoint({
  id: 'createOrgLink',
  method: 'POST',
  path: '/orgLinks',
  group: 'user',
  access: 'staff',
  summary:
    "Provider staff grant a user (by e-mail) access to another organization: it is added to the user's " +
    'externalOrgsUserHasAccessTo, recorded with who granted it and when.',
  body: z.object({ email: emailSchema, orgId: orgIdSchema }),
  response: z.object({
    userId: z.string(),
    /** The user's own organization. */
    userOrgId: z.string(),
    orgId: z.string(),
    /** False when the user already had access (granting twice changes nothing). */
    created: z.boolean(),
    externalOrgsUserHasAccessTo: z.array(z.string()),
  }),
});
