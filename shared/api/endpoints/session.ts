/** Signed-in startup data, channels and follows (spec 1 §7). */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  channelListEntrySchema,
  featureFlagSchema,
  followDataSchema,
  orgListEntrySchema,
  userProfileSchema,
  userSettingsSchema,
} from '../schemas.js';
import { PERMISSIONS } from '../../domain/roles.js';

export const getInitData = defineEndpoint({
  id: 'getInitData',
  method: 'GET',
  path: '/initData',
  group: 'query',
  access: 'member',
  summary:
    'Permissions, feature flags, settings, user data, originalOrgId, orgId, ' +
    'externalOrgsUserHasAccessTo and email of the signed-in user.',
  response: z.object({
    permissions: z.array(z.enum(PERMISSIONS)),
    featureFlags: z.array(featureFlagSchema),
    settings: userSettingsSchema,
    userData: z.object({
      displayName: z.string(),
      photoURL: z.string(),
      email: z.string(),
      profile: userProfileSchema,
    }),
    /** Set while the user works in another organization: their own organization. */
    originalOrgId: z.string().nullable(),
    orgId: z.string(),
    externalOrgsUserHasAccessTo: z.array(orgListEntrySchema),
    email: z.string(),
    role: z.enum(['member', 'admin']),
    isStaff: z.boolean(),
  }),
});

export const listChannels = defineEndpoint({
  id: 'listChannels',
  method: 'GET',
  path: '/listchannels',
  group: 'query',
  access: 'member',
  summary: 'Channels the user can see in the active organization: company, personal and external/shared.',
  query: z.object({
    tubeId: z.string().optional(),
    action: z.enum(['read', 'addVideo', 'addPlaylist', 'manage']).default('read'),
    fetchAdditionalInfo: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    /** Admins' channel list (/admin/channels): archived channels too, with their status. */
    includeArchived: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  }),
  response: z.array(channelListEntrySchema),
});

export const getUserFollowingData = defineEndpoint({
  id: 'getUserFollowingData',
  method: 'GET',
  path: '/getUserFollowingData',
  group: 'query',
  access: 'member',
  summary: 'Channels, tracks and videos the user follows, and channels with alerts on.',
  response: followDataSchema,
});
