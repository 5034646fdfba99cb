/** Organization, tube and language lookups (spec 1 §7). Public: needed before sign-in. */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema, orgIdSchema, organizationSchema, queryBoolean, tubeSchema } from '../schemas.js';

export const getOrgId = defineEndpoint({
  id: 'getOrgId',
  method: 'GET',
  path: '/getOrgId',
  group: 'query',
  access: 'public',
  summary: 'The organization an e-mail address belongs to (the apex "Login to organization" screen).',
  query: z.object({ email: z.email('Invalid email').transform((e) => e.trim().toLowerCase()) }),
  response: z.object({ orgId: z.string() }),
});

export const getOrganization = defineEndpoint({
  id: 'getOrganization',
  method: 'GET',
  path: '/organizations/{orgId}',
  group: 'query',
  access: 'public',
  summary:
    'Organization data including tubeId; the path takes the organization id or its sub-domain. ' +
    'An empty object means no organization found (spec 1 §7).',
  params: z.object({ orgId: z.string().min(1).max(63) }),
  query: z.object({ fetchShareInfo: queryBoolean.optional() }),
  response: z.union([organizationSchema, z.object({}).strict()]),
});

export const getDomainFromOrganizationId = defineEndpoint({
  id: 'getDomainFromOrganizationId',
  method: 'GET',
  path: '/getDomainFromOrganizationId',
  group: 'query',
  access: 'public',
  summary: "The organization's web address (host and full URL).",
  query: z.object({ orgId: orgIdSchema }),
  response: z.object({ domain: z.string(), url: z.string() }),
});

export const getTube = defineEndpoint({
  id: 'getTube',
  method: 'GET',
  path: '/tube',
  group: 'query',
  access: 'public',
  summary:
    "The tube's branding. Loaded before the session (spec startup order), so it is public and takes " +
    'the organization id as a query parameter.',
  query: z.object({ orgId: orgIdSchema }),
  response: tubeSchema,
});

export const getLanguage = defineEndpoint({
  id: 'getLanguage',
  method: 'GET',
  path: '/language',
  group: 'query',
  access: 'public',
  summary: 'The UI dictionary for a language; keys missing in it fall back to en-us.',
  query: z.object({ language: languageSchema.default('en-us') }),
  response: z.object({ lang: languageSchema, data: z.record(z.string(), z.string()) }),
});
