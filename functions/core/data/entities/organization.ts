import { THEMES } from '#shared/domain/themes.js';
import { globalIndex, key, tagList, tagProperties, updatedAt } from './keys.js';

const SERVICE = 'tubes';

export const organizationModel = {
  model: { entity: 'organization', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    /** Sub-domain label, e.g. "acme" for acme.<stage domain>. */
    domain: { type: 'string', required: true },
    name: { type: 'string', required: true },
    logo: { type: 'string', required: true },
    color: { type: 'string', required: true },
    theme: { type: THEMES, required: true, default: 'default' },
    tubeId: { type: 'string', required: true },
    masterLanguage: { type: 'string', required: true },
    organizationLanguages: { type: 'list', items: { type: 'string' }, required: true },
    hasActiveSubscription: { type: 'boolean', required: true },
    pageTags: {
      type: 'list',
      items: { type: 'map', properties: { page: { type: 'string', required: true }, ...tagProperties } },
      default: () => [],
    },
    whitelistedDomains: { type: 'list', items: { type: 'string' }, default: () => [] },
    sharedChannelsToOthers: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          channelId: { type: 'string', required: true },
          orgId: { type: 'string', required: true },
        },
      },
      default: () => [],
    },
    userPoolId: { type: 'string', required: true },
    userPoolClientId: { type: 'string', required: true },
    autoLoginEnabled: { type: 'boolean', default: false },
    /** Single-sign-on address of the organization's identity provider, if it has one. */
    ssoUrl: { type: 'string' },
    /** The IdP's name on the sign-in page's SSO button (spec 2 §2 /admin/security). */
    ssoName: { type: 'string' },
    /** What the admin gives their IdP: the pool's SAML service-provider id (spec 2 §3). */
    cognitoIdentifier: { type: 'string' },
    /** Where the IdP posts its SAML Response: the pool domain's /saml2/idpresponse (spec 2 §3). */
    samlResponseUrl: { type: 'string' },
    /** The identity provider as /admin/security set it up (its details live in the tenant's pool). */
    sso: {
      type: 'map',
      properties: {
        protocol: { type: ['SAML', 'OIDC'] as const, required: true },
        enabled: { type: 'boolean', required: true },
        displayName: { type: 'string', required: true },
        metadataUrl: { type: 'string' },
        issuer: { type: 'string' },
        clientId: { type: 'string' },
      },
    },
    /** The onboarding wizard opens for first-time users (false for the organizations excluded from it). */
    onboardingWizard: { type: 'boolean', default: true },
    /**
     * The configured first admins (tenant config `initialAdmins`) provisioning has made admins: each address
     * once, so a later deployment never re-promotes someone the organization's admins changed since.
     */
    initialAdminsProvisioned: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** The provider's own organizations (operator, staff tools). */
    isProviderOrganization: { type: 'boolean', default: false },
    /** Spec 2 §6 "organization-specific block message (plain text)"; '' for none. */
    blockMessage: { type: 'string' },
    /** The organization's tags (/admin/tags): what videos and page tags pick from. */
    tags: tagList,
    /** Spec 2 §3 "infClassifications (name to description)", as an ordered list. */
    infClassifications: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          name: { type: 'string', required: true },
          description: { type: 'string', required: true },
        },
      },
    },
  },
  indexes: {
    byId: { pk: key('PK', ['orgId'], '${orgId}#ORG'), sk: key('SK', [], 'ORG') },
    // The sort keys name the organization: a static one would be written as "undefined" by ElectroDB
    // 3.9 when the partition attribute is patched (entities.test.ts).
    byDomain: globalIndex('GSI1', {
      pk: [['domain'], 'DOMAIN#${domain}'],
      sk: [['orgId'], 'ORG#${orgId}'],
    }),
    byUserPool: globalIndex('GSI2', {
      pk: [['userPoolId'], 'POOL#${userPoolId}'],
      sk: [['orgId'], 'ORG#${orgId}'],
    }),
  },
} as const;

/** Platform-wide settings (not tenant-owned): maintenance mode. */
export const platformStatusModel = {
  model: { entity: 'platformStatus', version: '1', service: SERVICE },
  attributes: {
    maintenance: { type: 'boolean', required: true, default: false },
    updatedBy: { type: 'string' },
    updatedAt,
  },
  indexes: {
    singleton: { pk: key('PK', [], 'PLATFORM'), sk: key('SK', [], 'STATUS') },
  },
} as const;

export const tubeModel = {
  model: { entity: 'tube', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    tubeId: { type: 'string', required: true },
    pathId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    logo: { type: 'string', required: true },
    icon: { type: 'string', default: '' },
    color: { type: 'string', required: true },
    theme: { type: THEMES, required: true, default: 'default' },
    backgroundImage: { type: 'string', default: '' },
    thumbnailOverlay: { type: 'string', default: '' },
    thumbnailLogo: { type: 'string', default: '' },
  },
  indexes: {
    byOrg: { pk: key('PK', ['orgId'], '${orgId}#ORG'), sk: key('SK', [], 'TUBE') },
  },
} as const;

export const featureFlagModel = {
  model: { entity: 'featureFlag', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    featureId: { type: 'string', required: true },
    /** 'deactivated' | 'tube' | JSON list of ids (stored as a string set would lose order). */
    configuration: { type: 'any', required: true },
    activatedIn: { type: 'list', items: { type: 'string' }, default: () => [] },
    status: { type: 'string' },
  },
  indexes: {
    byOrg: { pk: key('PK', ['orgId'], '${orgId}#ORG'), sk: key('SK', ['featureId'], 'FLAG#${featureId}') },
  },
} as const;

/** Maps an e-mail domain to its organization, for sign-in lookups of users not yet created. */
export const orgEmailDomainModel = {
  model: { entity: 'orgEmailDomain', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    emailDomain: { type: 'string', required: true },
  },
  indexes: {
    byOrg: {
      pk: key('PK', ['orgId'], '${orgId}#ORG'),
      sk: key('SK', ['emailDomain'], 'EMAILDOMAIN#${emailDomain}'),
    },
    byEmailDomain: globalIndex('GSI1', {
      pk: [['emailDomain'], 'EMAILDOMAIN#${emailDomain}'],
      sk: [[], 'ORG'],
    }),
  },
} as const;

export type OrganizationModel = typeof organizationModel;
