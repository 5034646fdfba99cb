/** Endpoints that exist only on the local platform (never deployed). */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';

const componentHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  url: z.string().optional(),
  detail: z.string().optional(),
});

export const getHealth = defineEndpoint({
  id: 'getHealth',
  method: 'GET',
  path: '/health',
  group: 'local',
  access: 'public',
  summary: 'Local platform health: each component (DynamoDB Local, s3rver, cognito-local, gateway, web).',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    components: z.record(z.string(), componentHealthSchema),
  }),
});
