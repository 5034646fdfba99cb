/** Platform-wide status: maintenance mode (spec 2 §2 "Maintenance page", §4 "Maintenance flag"). */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const platformStatusSchema = z.object({
  maintenance: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const getPlatformStatus = defineEndpoint({
  id: 'getPlatformStatus',
  method: 'GET',
  path: '/platformStatus',
  group: 'query',
  access: 'public',
  summary: 'Whether the platform is in maintenance mode (only login-family routes load then).',
  response: platformStatusSchema,
});

export const platformCommand = defineEndpoint({
  id: 'platformCommand',
  method: 'POST',
  path: '/platformCommand',
  group: 'command',
  access: 'staff',
  summary: 'Provider staff of the operator organization switch maintenance mode on or off.',
  body: z.discriminatedUnion('type', [
    z.object({ type: z.literal('setMaintenance'), payload: z.object({ enabled: z.boolean() }) }),
  ]),
  response: platformStatusSchema,
});
