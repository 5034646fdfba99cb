/**
 * Organization administration (spec 2 §2 /admin/branding, /admin/organization, /admin/tags,
 * /admin/information-classification; §6; §7 "POST /organizationCommand | type, payload | id"): the
 * settings read and one command endpoint, one handler per type. Every call acts on the caller's own
 * organization (the authorizer's); who may run which type is shared/domain/organization-settings.ts.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { themeSchema } from '../schemas.js';
import { taskCommentSchema } from './tasks.js';
import { azureAdCertificateSchema, ssoSettingsSchema, ssoSettingsUpdateSchema } from './sso-settings.js';
import { OFFERED_UI_LANGUAGES } from '../../domain/languages.js';
import { brandColorRefusal } from '../../domain/branding.js';
import {
  BLOCK_MESSAGE_MAX,
  CLASSIFICATION_DESCRIPTION_MAX,
  CLASSIFICATION_NAME_MAX,
  ORGANIZATION_NAME_MAX,
  PAGE_TAGS_MAX,
  TAG_PART_MAX,
  WHITELISTED_DOMAINS_MAX,
  firstDuplicate,
  isDomain,
  isHelpPage,
  normalizeDomain,
  tagKey,
} from '../../domain/organization-settings.js';

const offeredLanguageSchema = z.enum(OFFERED_UI_LANGUAGES, 'Choose one of the offered languages');

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((v) => !/[<>]/.test(v), 'Cannot contain < or >');
const requiredText = (max: number) => text(max).pipe(z.string().min(1, 'Required'));

export const tagSchema = z.object({
  tagGroup: requiredText(TAG_PART_MAX),
  tagValue: requiredText(TAG_PART_MAX),
});
export type OrganizationTag = z.infer<typeof tagSchema>;

export const pageTagInputSchema = tagSchema.extend({
  page: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isHelpPage, 'Enter a page such as home, channel or admin/users'),
});

export const classificationSchema = z.object({
  name: requiredText(CLASSIFICATION_NAME_MAX),
  description: text(CLASSIFICATION_DESCRIPTION_MAX),
});
export type InformationClassification = z.infer<typeof classificationSchema>;

const domainSchema = z
  .string()
  .transform(normalizeDomain)
  .refine(isDomain, 'Enter a domain such as example.com');

/** The whole /admin/organization form: what updateOrganization takes and the settings read answers. */
export const organizationSettingsFormSchema = z
  .object({
    name: requiredText(ORGANIZATION_NAME_MAX),
    masterLanguage: offeredLanguageSchema,
    organizationLanguages: z
      .array(offeredLanguageSchema)
      .min(1, 'Choose at least one language')
      .max(OFFERED_UI_LANGUAGES.length),
    whitelistedDomains: z
      .array(domainSchema)
      .max(WHITELISTED_DOMAINS_MAX, `At most ${WHITELISTED_DOMAINS_MAX} domains`),
    pageTags: z.array(pageTagInputSchema).max(PAGE_TAGS_MAX, `At most ${PAGE_TAGS_MAX} page tags`),
    blockMessage: z.string().trim().max(BLOCK_MESSAGE_MAX, `At most ${BLOCK_MESSAGE_MAX} characters`),
  })
  .superRefine((v, ctx) => {
    if (!v.organizationLanguages.includes(v.masterLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['masterLanguage'],
        message: "The master language must be one of the organization's languages",
      });
    }
    if (firstDuplicate(v.organizationLanguages, (l) => l)) {
      ctx.addIssue({
        code: 'custom',
        path: ['organizationLanguages'],
        message: 'A language is listed twice',
      });
    }
    const domain = firstDuplicate(v.whitelistedDomains, (d) => d);
    if (domain) {
      ctx.addIssue({ code: 'custom', path: ['whitelistedDomains'], message: `${domain} is listed twice` });
    }
    if (firstDuplicate(v.pageTags, (t) => `${t.page}\u0000${tagKey(t)}`)) {
      ctx.addIssue({ code: 'custom', path: ['pageTags'], message: 'A page tag is listed twice' });
    }
  });
export type OrganizationSettingsForm = z.infer<typeof organizationSettingsFormSchema>;

/** An uploaded image's object key (POST /getGenericS3UploadSignedUrl's s3Path), or '' to remove it. */
const imageKeySchema = z.string().max(300);

export const brandingUpdateSchema = z
  .object({
    color: z.string().trim().optional(),
    theme: themeSchema.optional(),
    logo: imageKeySchema.optional(),
    thumbnailLogo: imageKeySchema.optional(),
    thumbnailOverlay: imageKeySchema.optional(),
    backgroundImage: imageKeySchema.optional(),
  })
  .superRefine((v, ctx) => {
    const refusal = v.color === undefined ? null : brandColorRefusal(v.color);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['color'], message: refusal });
  });

export const organizationCommandSchema = z.discriminatedUnion('type', [
  /** Absent fields stay as they are. */
  z.object({ type: z.literal('updateBranding'), payload: brandingUpdateSchema }),
  z.object({ type: z.literal('updateOrganization'), payload: organizationSettingsFormSchema }),
  /** Adds a tag, or renames `previous` (a tag of the list) to it. */
  z.object({
    type: z.literal('saveTag'),
    payload: tagSchema.extend({ previous: tagSchema.optional() }),
  }),
  z.object({ type: z.literal('deleteTag'), payload: tagSchema }),
  /** Adds a classification, or changes the one named `previousName`. */
  z.object({
    type: z.literal('saveInformationClassification'),
    payload: classificationSchema.extend({ previousName: requiredText(CLASSIFICATION_NAME_MAX).optional() }),
  }),
  z.object({
    type: z.literal('deleteInformationClassification'),
    payload: z.object({ name: requiredText(CLASSIFICATION_NAME_MAX) }),
  }),
  /** /admin/security: the organization's identity provider and whether SSO is on. */
  z.object({ type: z.literal('updateSsoSettings'), payload: ssoSettingsUpdateSchema }),
  /** /admin/azure-ad: the SAML IdP's signing certificate, uploaded or replaced. */
  z.object({ type: z.literal('updateAzureAdCertificate'), payload: azureAdCertificateSchema }),
  /**
   * Spec 2 §7 "POST /organizationCommand | type, payload (complete task) | id": an admin completes an open
   * task of the organization on its behalf (docs/decisions.md "Task workflow").
   */
  z.object({
    type: z.literal('completeTask'),
    payload: z.object({ taskId: z.string().trim().min(1).max(100), comment: taskCommentSchema.optional() }),
  }),
]);
export type OrganizationCommand = z.infer<typeof organizationCommandSchema>;
export type OrganizationCommandType = OrganizationCommand['type'];

export const organizationCommand = defineEndpoint({
  id: 'organizationCommand',
  method: 'POST',
  path: '/organizationCommand',
  group: 'command',
  access: 'member',
  // A branding change is pushed to every open connection of the organization (REFETCH_TUBE).
  pushes: true,
  // completeTask answers a step through the task actions, which e-mail a new assignee.
  mails: true,
  summary:
    "Commands on the caller's organization: updateBranding, updateOrganization (updateOrganization " +
    'permission), saveTag/deleteTag (and the tags feature), saveInformationClassification/' +
    'deleteInformationClassification (updateInformationClassification and the infClassification feature), ' +
    'updateSsoSettings (updateOrganization), updateAzureAdCertificate (updateAzureAdCertificate), ' +
    'completeTask (updateOrganization).',
  body: organizationCommandSchema,
  response: z.object({ id: z.string() }),
});

export const organizationSettingsSchema = z.object({
  name: z.string(),
  masterLanguage: z.string(),
  organizationLanguages: z.array(z.string()),
  whitelistedDomains: z.array(z.string()),
  pageTags: z.array(z.object({ page: z.string(), tagGroup: z.string(), tagValue: z.string() })),
  blockMessage: z.string(),
  tags: z.array(z.object({ tagGroup: z.string(), tagValue: z.string() })),
  infClassifications: z.array(z.object({ name: z.string(), description: z.string() })),
  /** Whether each branding image is one an admin uploaded (false: the provisioned default, or none). */
  customImages: z.object({
    logo: z.boolean(),
    thumbnailLogo: z.boolean(),
    thumbnailOverlay: z.boolean(),
    backgroundImage: z.boolean(),
  }),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

export const getOrganizationSettings = defineEndpoint({
  id: 'getOrganizationSettings',
  method: 'GET',
  path: '/organizationSettings',
  group: 'query',
  access: 'member',
  summary:
    "The caller's organization's settings as the admin pages edit them (callers with updateOrganization " +
    'or updateInformationClassification).',
  response: organizationSettingsSchema,
});

export const getSsoSettings = defineEndpoint({
  id: 'getSsoSettings',
  method: 'GET',
  path: '/ssoSettings',
  group: 'query',
  access: 'member',
  summary:
    "The caller's organization's single-sign-on settings (callers with updateOrganization or " +
    'updateAzureAdCertificate).',
  response: ssoSettingsSchema,
});
