/**
 * POST /userCommand (spec 1 §7 "User command types"): `{ type, payload }`, one handler per type.
 * Types arrive with the issues that need them; each is validated by its own payload schema.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { languageSchema } from '../schemas.js';
import { OPTIONAL_MAIL_CATEGORIES } from '../../domain/mail.js';
import { supportCommandSchemas, userCommandResponseSchema } from './support.js';
import { notificationCommandSchemas } from './notifications.js';
import {
  fileExtension,
  isKnownCountry,
  isNumericPhone,
  PROFILE_LIMITS,
  PROFILE_PICTURE_EXTENSIONS,
} from '../../domain/profile.js';

export const userCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('updatePreferredLanguage'),
    payload: z.object({ language: languageSchema }),
  }),
  z.object({
    // Spec 2 §7 "updateUserProfile {country}": the location switch sends only the country; the
    // profile dialog sends the rest. At least one field. Rules: shared/domain/profile.ts.
    type: z.literal('updateUserProfile'),
    payload: z
      .object({
        firstName: z.string().trim().max(PROFILE_LIMITS.firstName).optional(),
        lastName: z.string().trim().max(PROFILE_LIMITS.lastName).optional(),
        jobTitle: z.string().trim().max(PROFILE_LIMITS.jobTitle).optional(),
        country: z.string().trim().refine(isKnownCountry, 'Unknown country').optional(),
        phoneNumber: z
          .string()
          .trim()
          .refine(isNumericPhone, 'Phone must be numeric')
          .pipe(z.string().max(PROFILE_LIMITS.phoneNumber))
          .optional(),
        // The key of an image the caller uploaded (POST /getGenericS3UploadSignedUrl), or '' to remove it.
        profilePic: z
          .string()
          .max(PROFILE_LIMITS.profilePic)
          .refine(
            (key) =>
              key === '' || (PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(fileExtension(key)),
            'The picture must be an image file',
          )
          .optional(),
      })
      .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to update'),
  }),
  z.object({
    // Skip or done in the onboarding wizard (spec 1 §4).
    type: z.literal('completeUserConfigurationStatus'),
    payload: z.object({ isConfigurationCompleted: z.boolean() }),
  }),
  z.object({
    // The profile dialog's e-mail switches: the categories the user turns off (shared/domain/mail.ts).
    type: z.literal('updateMailPreferences'),
    payload: z.object({
      optOuts: z
        .array(z.enum(OPTIONAL_MAIL_CATEGORIES))
        .max(OPTIONAL_MAIL_CATEGORIES.length)
        .refine((c) => new Set(c).size === c.length, 'A category is listed only once'),
    }),
  }),
  z.object({
    // The profile dialog's tooltip preference.
    type: z.literal('updateTooltipPopupPreference'),
    payload: z.object({ disabled: z.boolean() }),
  }),
  // Support requests, tickets and assisted search (shared/api/endpoints/support.ts).
  ...supportCommandSchemas,
  // Notifications seen / opened (shared/api/endpoints/notifications.ts).
  ...notificationCommandSchemas,
]);

export type UserCommand = z.infer<typeof userCommandSchema>;
export type UserCommandType = UserCommand['type'];

export const userCommand = defineEndpoint({
  id: 'userCommand',
  method: 'POST',
  path: '/userCommand',
  group: 'command',
  access: 'member',
  // Pushes: a support task assigned for another organization notifies its assignee.
  pushes: true,
  summary: "Commands on the signed-in user's own profile and settings.",
  body: userCommandSchema,
  response: userCommandResponseSchema,
});
