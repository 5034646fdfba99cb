/** Domain schemas used in the API contract (spec 1 §3, spec 2 §3). */
import * as z from 'zod';
import { UI_LANGUAGES } from '../domain/languages.js';
import { THEMES } from '../domain/themes.js';
import { OPTIONAL_MAIL_CATEGORIES } from '../domain/mail.js';

export const orgIdSchema = z
  .string()
  .min(2)
  .max(63)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lower-case organization id');

export const languageSchema = z.enum(UI_LANGUAGES);
export const themeSchema = z.enum(THEMES);

/** "1"/"true"/"0"/"false" query flags as booleans. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const featureFlagSchema = z.object({
  featureId: z.string(),
  configuration: z.union([z.literal('deactivated'), z.literal('tube'), z.array(z.string())]),
  activatedIn: z.array(z.string()),
  status: z.string().optional(),
});

export const pageTagSchema = z.object({
  page: z.string(),
  tagGroup: z.string(),
  tagValue: z.string(),
});

export const orgListEntrySchema = z.object({ orgId: z.string(), name: z.string() });

/** Organization as the public lookup returns it (no secrets; pool ids are public client config). */
export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  color: z.string(),
  theme: themeSchema,
  tubeId: z.string(),
  domain: z.string(),
  masterLanguage: languageSchema,
  organizationLanguages: z.array(languageSchema),
  hasActiveSubscription: z.boolean(),
  featureFlags: z.array(featureFlagSchema),
  pageTags: z.array(pageTagSchema),
  whitelistedDomains: z.array(z.string()),
  /** Whether /register may create accounts here (shared/domain/sign-up.ts). */
  selfSignUp: z.boolean(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  autoLoginEnabled: z.boolean(),
  /** The onboarding wizard opens for first-time users (false in the organizations excluded from it). */
  onboardingWizard: z.boolean().optional(),
  /** Where an expired single-sign-on token sends the user (spec 1 §4); absent without SSO. */
  ssoUrl: z.string().optional(),
  /** The identity provider's name on the sign-in page's SSO button; absent without SSO. */
  ssoName: z.string().optional(),
  /**
   * The organization's block message (spec 1 §6), shown to its members outside its whitelisted domains
   * (shared/domain/organization-settings.ts blockedByOrganization); absent when none is set.
   */
  blockMessage: z.string().optional(),
  sharedChannelsToOthers: z.array(z.object({ channelId: z.string(), orgId: z.string() })).optional(),
});

export const tubeSchema = z.object({
  id: z.string(),
  pathId: z.string(),
  name: z.string(),
  logo: z.string(),
  icon: z.string(),
  color: z.string(),
  theme: themeSchema,
  backgroundImage: z.string(),
  thumbnailOverlay: z.string(),
  thumbnailLogo: z.string(),
});

export const userSettingsSchema = z.object({
  tooltipDisabled: z.boolean(),
  /** The e-mail categories the user turned off (shared/domain/mail.ts). */
  mailOptOuts: z.array(z.enum(OPTIONAL_MAIL_CATEGORIES)),
  isConfigurationCompleted: z.boolean(),
  preferredLanguage: languageSchema,
  isFirstLogin: z.boolean(),
});

export const userProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  profilePic: z.string(),
  email: z.string(),
  isMasterAdmin: z.boolean(),
});

export const channelTypeSchema = z.enum(['company', 'personal']);
export const channelRoleSchema = z.enum(['channelOwner', 'contentManager', 'contributor', 'admin']);

/** Channel as used in menus (spec 1 §3) plus what the sidebar needs to group it. */
export const channelListEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  parent: z.string().nullable(),
  channelIcon: z.string(),
  type: channelTypeSchema,
  shared: z.boolean(),
  isPersonalChannel: z.boolean(),
  orgId: z.string(),
  sourceOrgId: z.string(),
  isOwn: z.boolean(),
  role: channelRoleSchema.nullable(),
  videosCount: z.number().int().optional(),
  tracksCount: z.number().int().optional(),
  /** With includeArchived (admins): active or archived. */
  status: z.enum(['active', 'archived']).optional(),
  isPrivate: z.boolean().optional(),
});

export const followDataSchema = z.object({
  channels: z.array(z.string()),
  tracks: z.array(z.string()),
  videos: z.array(z.string()),
  alertsEnabledChannels: z.array(z.string()),
});
