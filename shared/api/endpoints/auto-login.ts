/**
 * Auto-login links (spec 1 §2 user menu, §5): an admin of an organization that has them enabled creates
 * a link for a user; opening /auto-login?token=… signs that user in. The link never carries a
 * password: the token is opaque, bound to the organization by an HMAC and expires (AUTO_LOGIN_TTL).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Lifetime of an auto-login link. Links are reusable until they expire (documented in the README). */
export const AUTO_LOGIN_TTL_SECONDS = 7 * 24 * 60 * 60;

const redirectPath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, 'must be a path within the workspace, starting with /')
  .max(512);

export const createAutoLoginLink = defineEndpoint({
  id: 'createAutoLoginLink',
  method: 'POST',
  path: '/autoLoginLinks',
  group: 'user',
  access: 'admin',
  summary: "Creates an auto-login link for a user of the admin's organization (credentials are checked).",
  body: z.object({
    email: z.email('Invalid email').transform((e) => e.trim().toLowerCase()),
    password: z.string().min(1, 'Required'),
    redirectPath: redirectPath.optional(),
  }),
  response: z.object({
    url: z.string(),
    token: z.string(),
    expiresAt: z.string(),
    reusable: z.literal(true),
  }),
});

export const autoLogin = defineEndpoint({
  id: 'autoLogin',
  method: 'POST',
  path: '/autoLogin',
  group: 'query',
  access: 'public',
  summary: 'Exchanges an auto-login token for a session of its user.',
  body: z.object({ token: z.string().min(10).max(512) }),
  response: z.object({
    orgId: z.string(),
    email: z.string(),
    redirectPath: z.string(),
    idToken: z.string(),
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number(),
  }),
});
