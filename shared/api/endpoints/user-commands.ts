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
  z.object({
    // Spec 2 §7 "updateUserProfile {country}": the location switch sends only the country; the
    // profile dialog sends the rest. At least one field.
    type: z.literal('updateUserProfile'),
    payload: z
      .object({
        firstName: z.string().trim().max(100).optional(),
        lastName: z.string().trim().max(100).optional(),
        jobTitle: z.string().trim().max(150).optional(),
        country: z.string().trim().max(100).optional(),
        phoneNumber: z
          .string()
          .regex(/^[0-9]*$/, 'Phone must be numeric')
          .max(20)
          .optional(),
        profilePic: z.string().max(1024).optional(),
      })
      .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to update'),
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
