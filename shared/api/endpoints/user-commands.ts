/**
 * POST /userCommand (spec 1 §7 "User command types"): `{ type, payload }`, one handler per type.
 * Types arrive with the issues that need them; each is validated by its own payload schema.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';

export const userCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('updatePreferredLanguage'),
    payload: z.object({ language: languageSchema }),
  }),
]);

export type UserCommand = z.infer<typeof userCommandSchema>;
export type UserCommandType = UserCommand['type'];

export const userCommand = defineEndpoint({
  id: 'userCommand',
  method: 'POST',
  path: '/userCommand',
  group: 'command',
  access: 'member',
  summary: "Commands on the signed-in user's own profile and settings.",
  body: userCommandSchema,
  response: z.object({ id: z.string() }),
});
