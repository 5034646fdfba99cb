/**
 * Demo data for the local platform (issue 2's list), written through the real data layer and the
 * Cognito admin APIs. Every id is deterministic so later features can rely on them, and every write is
 * a put of a fixed item, so seeding twice leaves the same data (users already in Cognito are kept).
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UsernameExistsException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { getEntities } from '../../../functions/core/data/entities/index.js';
import { writeTenantItems } from '../../../functions/core/data/tenant-provisioning-data.js';
import {
  defaultFeatureFlags,
  tenantItems,
  tubeIdOf,
} from '../../../functions/core/domain/tenant-provisioning.js';
import type { FeatureId } from '#shared/domain/feature-flags.js';
import type { Permission } from '#shared/domain/roles.js';
import { TENANTS } from '../../config/tenants.js';
import type { TenantPoolInfo } from '../emulators/cognito/cognito-local.js';
import { seedDemoVideos } from './media.js';

export const DEMO_PASSWORD = 'Passw0rd!';

export { tubeIdOf };

interface DemoUser {
  email: string;
  orgId: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  country: string;
  permissions: Permission[];
  /** Created by an admin: the first sign-in answers NEW_PASSWORD_REQUIRED. */
  mustChangePassword?: boolean;
  isMasterAdmin?: boolean;
  isConfigurationCompleted: boolean;
  externalOrgsUserHasAccessTo?: string[];
  /** What the printed login list says about the user. */
  note: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@acme.test',
    orgId: 'acme',
    firstName: 'Alice',
    lastName: 'Andersen',
    jobTitle: 'Head of Learning & Development',
    country: 'DK',
    permissions: ['readVideo', 'updateOrganization'],
    isMasterAdmin: true,
    isConfigurationCompleted: true,
    note: 'admin of acme (master admin)',
  },
  {
    email: 'member@acme.test',
    orgId: 'acme',
    firstName: 'Martin',
    lastName: 'Meyer',
    jobTitle: 'Sales Representative',
    country: 'DE',
    permissions: ['readVideo'],
    isConfigurationCompleted: true,
    note: 'member of acme',
  },
  {
    email: 'new@acme.test',
    orgId: 'acme',
    firstName: 'Nora',
    lastName: 'Nielsen',
    jobTitle: 'Junior Accountant',
    country: 'DK',
    permissions: ['readVideo'],
    mustChangePassword: true,
    isConfigurationCompleted: false,
    note: 'created by an admin: must set a new password at first sign-in',
  },
  {
    email: 'admin@globex.test',
    orgId: 'globex',
    firstName: 'Gustav',
    lastName: 'Berg',
    jobTitle: 'Training Manager',
    country: 'SE',
    permissions: ['readVideo', 'updateOrganization'],
    isMasterAdmin: true,
    isConfigurationCompleted: true,
    note: 'admin of globex',
  },
  {
    email: 'member@globex.test',
    orgId: 'globex',
    firstName: 'Greta',
    lastName: 'Lund',
    jobTitle: 'Logistics Coordinator',
    country: 'SE',
    permissions: ['readVideo'],
    isConfigurationCompleted: true,
    note: 'member of globex (watches acme’s shared Sales Enablement)',
  },
  {
    email: 'staff@tubes.dev',
    orgId: 'studio',
    firstName: 'Sam',
    lastName: 'Studio',
    jobTitle: 'Video Producer',
    country: 'DK',
    permissions: ['readVideo', 'updateOrganization'],
    // studio's first admin (infra/config/tenants.ts initialAdmins), as provisioning makes them.
    isMasterAdmin: true,
    isConfigurationCompleted: true,
    externalOrgsUserHasAccessTo: ['acme', 'globex'],
    note: 'provider staff in studio, may switch into acme and globex',
  },
  {
    email: 'learner@tubes.dev',
    orgId: 'studio',
    firstName: 'Lena',
    lastName: 'Lindqvist',
    jobTitle: 'Customer Success Associate',
    country: 'SE',
    permissions: ['readVideo'],
    isConfigurationCompleted: true,
    note: 'member of studio (training plans: the learner a role is given to)',
  },
];

interface DemoChannel {
  orgId: string;
  channelId: string;
  name: string;
  type: 'company' | 'personal';
  abstract: string;
  parent?: string;
  /** Personal channels: the owner's e-mail (resolved to their user id). */
  owner?: string;
  sharedWithOrgs?: string[];
  /** Spec 2 §5: cannot be subscribed to. */
  isPrivate?: boolean;
}

const company = (
  orgId: string,
  slug: string,
  name: string,
  abstract: string,
  extra: Partial<DemoChannel> = {},
) =>
  ({
    orgId,
    channelId: `ch-${orgId}-${slug}`,
    name,
    type: 'company',
    abstract,
    ...extra,
  }) satisfies DemoChannel;
const personal = (orgId: string, slug: string, name: string, owner: string, abstract: string) =>
  ({
    orgId,
    channelId: `ch-${orgId}-${slug}`,
    name,
    type: 'personal',
    owner,
    abstract,
  }) satisfies DemoChannel;

export const DEMO_CHANNELS: readonly DemoChannel[] = [
  // acme: ten company channels, so a member's subscriptions exceed the sidebar's seven.
  company('acme', 'onboarding', 'Onboarding', 'Your first weeks at Acme: people, tools and ways of working.'),
  company(
    'acme',
    'security-awareness',
    'Security Awareness',
    'Phishing, passwords and keeping customer data safe.',
  ),
  company('acme', 'sales-enablement', 'Sales Enablement', 'Pitches, objection handling and product demos.', {
    sharedWithOrgs: ['globex'],
  }),
  company('acme', 'leadership', 'Leadership Essentials', 'Feedback, delegation and leading hybrid teams.'),
  company('acme', 'compliance', 'Compliance & Ethics', 'Code of conduct, anti-bribery and GDPR basics.'),
  company('acme', 'product-training', 'Product Training', 'Deep dives into the Acme product line.'),
  company('acme', 'customer-success', 'Customer Success', 'Onboarding customers and keeping them happy.'),
  company('acme', 'it-helpdesk', 'IT Helpdesk How-tos', 'Short answers to the most common IT questions.'),
  company('acme', 'health-safety', 'Health & Safety', 'Workplace safety, ergonomics and first aid.'),
  company(
    'acme',
    'diversity-inclusion',
    'Diversity & Inclusion',
    'Building an inclusive workplace together.',
  ),
  company('acme', 'onboarding-sales', 'Sales Onboarding', 'The first month for new sales colleagues.', {
    parent: 'ch-acme-onboarding',
  }),
  // acme: personal channels, three owned by the member.
  personal(
    'acme',
    'martin-sales-tips',
    'Martin’s Sales Tips',
    'member@acme.test',
    'Field notes from customer visits.',
  ),
  personal(
    'acme',
    'martin-demo-recordings',
    'Demo Recordings',
    'member@acme.test',
    'Recorded product demos.',
  ),
  {
    ...personal(
      'acme',
      'martin-learning-log',
      'My Learning Log',
      'member@acme.test',
      'Things worth re-watching.',
    ),
    isPrivate: true,
  },
  personal('acme', 'alice-team-updates', 'L&D Team Updates', 'admin@acme.test', 'Monthly updates from L&D.'),
  personal('acme', 'alice-workshop-clips', 'Workshop Clips', 'admin@acme.test', 'Highlights from workshops.'),
  personal('acme', 'nora-finance-notes', 'Finance Notes', 'new@acme.test', 'Notes from the finance team.'),
  // globex: its own channels, two shared into acme.
  company('globex', 'supply-chain', 'Supply Chain Basics', 'From purchase order to delivery.', {
    sharedWithOrgs: ['acme'],
  }),
  company('globex', 'quality-management', 'Quality Management', 'ISO 9001 in daily work.', {
    sharedWithOrgs: ['acme'],
  }),
  company('globex', 'onboarding', 'Welcome to Globex', 'Everything new Globex colleagues need.'),
  company('globex', 'warehouse-safety', 'Warehouse Safety', 'Forklifts, lifting and safe storage.'),
  // studio (the provider): a channel shared with acme.
  company('studio', 'video-best-practices', 'Video Best Practices', 'How to record great training videos.', {
    sharedWithOrgs: ['acme'],
  }),
  company('studio', 'production-guides', 'Production Guides', 'Internal guides for the production team.'),
];

/** Channel roles: admins own channels, the member contributes to one and owns their personal ones. */
const DEMO_CHANNEL_ROLES: readonly {
  email: string;
  channelId: string;
  role: 'channelOwner' | 'contentManager' | 'contributor';
}[] = [
  { email: 'admin@acme.test', channelId: 'ch-acme-onboarding', role: 'channelOwner' },
  { email: 'admin@acme.test', channelId: 'ch-acme-security-awareness', role: 'channelOwner' },
  { email: 'admin@acme.test', channelId: 'ch-acme-leadership', role: 'channelOwner' },
  { email: 'admin@acme.test', channelId: 'ch-acme-compliance', role: 'contentManager' },
  { email: 'member@acme.test', channelId: 'ch-acme-sales-enablement', role: 'contributor' },
  { email: 'admin@globex.test', channelId: 'ch-globex-supply-chain', role: 'channelOwner' },
  { email: 'admin@globex.test', channelId: 'ch-globex-quality-management', role: 'channelOwner' },
  { email: 'staff@tubes.dev', channelId: 'ch-studio-video-best-practices', role: 'channelOwner' },
];

/** What member@acme.test follows: every sidebar group gets entries, subscriptions go past seven. */
const DEMO_FOLLOWS: readonly {
  email: string;
  kind: 'channel' | 'track' | 'video';
  targetId: string;
  alertsEnabled?: boolean;
}[] = [
  ...[
    'ch-acme-onboarding',
    'ch-acme-security-awareness',
    'ch-acme-sales-enablement',
    'ch-acme-leadership',
    'ch-acme-compliance',
    'ch-acme-product-training',
    'ch-acme-customer-success',
    'ch-acme-it-helpdesk',
    'ch-acme-health-safety',
    'ch-acme-alice-team-updates',
    'ch-globex-supply-chain',
    'ch-studio-video-best-practices',
  ].map((targetId) => ({
    email: 'member@acme.test',
    kind: 'channel' as const,
    targetId,
    alertsEnabled: [
      'ch-acme-security-awareness',
      'ch-acme-sales-enablement',
      'ch-acme-product-training',
    ].includes(targetId),
  })),
  // Tracks and videos that later features create under these ids.
  { email: 'member@acme.test', kind: 'track', targetId: 'track-acme-onboarding-essentials' },
  { email: 'member@acme.test', kind: 'track', targetId: 'track-acme-sales-101' },
  { email: 'member@acme.test', kind: 'video', targetId: 'video-acme-welcome' },
  { email: 'member@acme.test', kind: 'video', targetId: 'video-acme-phishing-basics' },
  { email: 'admin@acme.test', kind: 'channel', targetId: 'ch-acme-onboarding', alertsEnabled: true },
  { email: 'admin@acme.test', kind: 'channel', targetId: 'ch-acme-compliance' },
  { email: 'admin@globex.test', kind: 'channel', targetId: 'ch-globex-supply-chain', alertsEnabled: true },
  { email: 'admin@globex.test', kind: 'channel', targetId: 'ch-acme-sales-enablement' },
];

/**
 * Tracks (with their sub-tracks as items): the member follows the first two. No seeded videos exist,
 * so the items are sub-tracks; videos join the trees when the demo videos are generated.
 */
export const DEMO_TRACKS: readonly {
  orgId: string;
  trackId: string;
  channelId: string;
  name: string;
  abstract: string;
  parentTrackId?: string;
}[] = [
  {
    orgId: 'acme',
    trackId: 'track-acme-onboarding-essentials',
    channelId: 'ch-acme-onboarding',
    name: 'Onboarding essentials',
    abstract: 'What every new colleague watches first.',
  },
  {
    orgId: 'acme',
    trackId: 'track-acme-onboarding-first-week',
    channelId: 'ch-acme-onboarding',
    parentTrackId: 'track-acme-onboarding-essentials',
    name: 'Your first week',
    abstract: 'Day by day through the first week.',
  },
  {
    orgId: 'acme',
    trackId: 'track-acme-sales-101',
    channelId: 'ch-acme-sales-enablement',
    name: 'Sales 101',
    abstract: 'The basics of selling at Acme.',
  },
  {
    orgId: 'acme',
    trackId: 'track-acme-sales-101-objections',
    channelId: 'ch-acme-sales-enablement',
    parentTrackId: 'track-acme-sales-101',
    name: 'Handling objections',
    abstract: 'Answers to what customers ask most.',
  },
];

type FlagSetting = 'tube' | 'deactivated' | string[];

/** Per organization: listed features differ from the default; channel lists mean "only in these". */
const FLAG_OVERRIDES: Record<string, Partial<Record<FeatureId, FlagSetting>>> = {
  acme: {
    'new-home-page': 'tube',
    notifications: 'tube',
    userProfile: 'tube',
    tasks: 'tube',
    'tasks-chat': 'tube',
    following: 'tube',
    shareVideo: 'tube',
    externalShare: 'tube',
    videoTranslation: 'tube',
    enableRequestDemo: 'deactivated',
    infClassification: 'deactivated',
    autoSubscribeUsers: 'deactivated',
    newChannelLayout: ['ch-acme-onboarding', 'ch-acme-sales-enablement'],
    newChannelHomePageLayout: ['ch-acme-onboarding'],
    // Screen recording in "Add video" for the whole tube (globex keeps a channel-scoped example).
    webRecorder: 'tube',
    channelTags: ['ch-acme-compliance', 'ch-acme-security-awareness'],
    // The hands-off chain (README "Every language, hands off"): in Customer success, a video marked ready
    // to publish is machine-translated, published and voiced in every language a machine translates.
    autoGenerateTranslationTask: ['ch-acme-customer-success'],
    autoPublishTranslationTaskVideo: ['ch-acme-customer-success'],
    autoGenerateVoiceOver: ['ch-acme-customer-success'],
  },
  globex: {
    'new-home-page': 'deactivated',
    notifications: 'tube',
    userProfile: 'tube',
    tasks: 'deactivated',
    'tasks-chat': 'deactivated',
    following: 'tube',
    enableRequestDemo: 'tube',
    videoTranslation: 'deactivated',
    autoGenerateTranslationTask: 'deactivated',
    autoPublishTranslationTaskVideo: 'deactivated',
    newChannelLayout: ['ch-globex-onboarding'],
    webRecorder: ['ch-globex-warehouse-safety'],
  },
  studio: {
    'new-home-page': 'tube',
    notifications: 'tube',
    userProfile: 'tube',
    tasks: 'tube',
    'tasks-chat': 'tube',
    enableRequestDemo: 'deactivated',
    videoStage: ['ch-studio-production-guides'],
  },
};

/** Features not listed above: on for the tube, except the automation ones which start off. */
const PAGE_TAGS: Record<string, { page: string; tagGroup: string; tagValue: string }[]> = {
  acme: [
    { page: 'home', tagGroup: 'department', tagValue: 'Sales' },
    { page: 'home', tagGroup: 'department', tagValue: 'Engineering' },
    { page: 'channel', tagGroup: 'level', tagValue: 'Beginner' },
    { page: 'channel', tagGroup: 'level', tagValue: 'Advanced' },
  ],
  globex: [
    { page: 'home', tagGroup: 'site', tagValue: 'Warehouse' },
    { page: 'home', tagGroup: 'site', tagValue: 'Head office' },
  ],
  studio: [{ page: 'home', tagGroup: 'team', tagValue: 'Production' }],
};

export interface SeededUser {
  email: string;
  orgId: string;
  userId: string;
}

export interface SeedResult {
  users: SeededUser[];
  organizations: string[];
}

async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  pool: TenantPoolInfo,
  user: DemoUser,
): Promise<string> {
  const attributes = [
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'custom:orgId', Value: user.orgId },
  ];
  let created = false;
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: user.email,
        TemporaryPassword: DEMO_PASSWORD,
        MessageAction: 'SUPPRESS',
        UserAttributes: attributes,
      }),
    );
    created = true;
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
  }
  // Only a fresh user gets its password set: a demo user who changed theirs keeps it.
  if (created && !user.mustChangePassword) {
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool.userPoolId,
        Username: user.email,
        Password: DEMO_PASSWORD,
        Permanent: true,
      }),
    );
  }
  const found = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: user.email }),
  );
  const sub = found.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`cognito-local returned no sub for ${user.email}`);
  return sub;
}

type Entities = ReturnType<typeof getEntities>;
type PoolOf = (orgId: string) => TenantPoolInfo;
type UserIdOf = (email: string) => string;

/** Organizations, tubes, e-mail domains, feature flags. */
async function seedOrganizations(e: Entities, poolOf: PoolOf): Promise<void> {
  for (const tenant of TENANTS) {
    const pool = poolOf(tenant.id);
    const tubeId = tubeIdOf(tenant.id);
    // The same tenant → items mapping and writer as the cloud's provisioning custom resource (what
    // admins edited survives a re-seed), plus the demo's page tags and channel sharing as initial values.
    const items = tenantItems(tenant, { userPoolId: pool.userPoolId, userPoolClientId: pool.clientId });
    const sharedChannelsToOthers = DEMO_CHANNELS.filter((c) => c.orgId === tenant.id).flatMap((c) =>
      (c.sharedWithOrgs ?? []).map((orgId) => ({ channelId: c.channelId, orgId })),
    );
    await writeTenantItems(items, [], { pageTags: PAGE_TAGS[tenant.id] ?? [], sharedChannelsToOthers });
    // The cloud's defaults, then the demo's variations (some per channel, some deactivated).
    const overrides = FLAG_OVERRIDES[tenant.id] ?? {};
    for (const flag of defaultFeatureFlags(tenant.id)) {
      const setting = overrides[flag.featureId as FeatureId];
      await e.featureFlag
        .put(
          setting === undefined
            ? flag
            : {
                ...flag,
                configuration: setting,
                activatedIn: Array.isArray(setting) ? setting : setting === 'tube' ? [tubeId] : [],
                status: setting === 'deactivated' ? 'inactive' : 'active',
              },
        )
        .go();
    }
  }
}

/** Users: Cognito first (the sub is the user id), then the profile item. */
async function seedUsers(
  e: Entities,
  cognito: CognitoIdentityProviderClient,
  poolOf: PoolOf,
): Promise<SeededUser[]> {
  const users: SeededUser[] = [];
  for (const user of DEMO_USERS) {
    const userId = await ensureCognitoUser(cognito, poolOf(user.orgId), user);
    await e.user
      .put({
        orgId: user.orgId,
        userId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        jobTitle: user.jobTitle,
        country: user.country,
        permissions: user.permissions,
        isMasterAdmin: user.isMasterAdmin ?? false,
        isConfigurationCompleted: user.isConfigurationCompleted,
        isFirstLogin: !user.isConfigurationCompleted,
        preferredLanguage: 'en-us',
        externalOrgsUserHasAccessTo: user.externalOrgsUserHasAccessTo ?? [],
        status: 'active',
      })
      .go();
    users.push({ email: user.email, orgId: user.orgId, userId });
  }
  return users;
}

/** Channels, their owners and roles, and the channels shared into other organizations. */
async function seedChannels(e: Entities, userIdOf: UserIdOf): Promise<void> {
  for (const channel of DEMO_CHANNELS) {
    await e.channel
      .put({
        orgId: channel.orgId,
        channelId: channel.channelId,
        name: channel.name,
        type: channel.type,
        abstract: channel.abstract,
        description: channel.abstract,
        ...(channel.parent ? { parent: channel.parent } : {}),
        ...(channel.owner ? { ownerId: userIdOf(channel.owner) } : {}),
        sharedWithOrgs: channel.sharedWithOrgs ?? [],
        isPrivate: channel.isPrivate ?? false,
        status: 'active',
      })
      .go();
    if (channel.owner) {
      await e.channelRole
        .put({
          orgId: channel.orgId,
          channelId: channel.channelId,
          userId: userIdOf(channel.owner),
          role: 'channelOwner',
        })
        .go();
    }
    for (const targetOrgId of channel.sharedWithOrgs ?? []) {
      await e.externalChannel
        .put({
          orgId: targetOrgId,
          sourceOrgId: channel.orgId,
          channelId: channel.channelId,
          name: channel.name,
        })
        .go();
    }
  }
  for (const role of DEMO_CHANNEL_ROLES) {
    const channel = DEMO_CHANNELS.find((c) => c.channelId === role.channelId);
    if (!channel) throw new Error(`seed role refers to unknown channel ${role.channelId}`);
    await e.channelRole
      .put({ orgId: channel.orgId, channelId: role.channelId, userId: userIdOf(role.email), role: role.role })
      .go();
  }
}

/** Tracks; a sub-track is an item of its parent, after the parent's other items. */
async function seedTracks(e: Entities): Promise<void> {
  for (const track of DEMO_TRACKS) {
    await e.track.put({ ...track, status: 'active' }).go();
  }
  for (const [index, track] of DEMO_TRACKS.entries()) {
    if (!track.parentTrackId) continue;
    await e.trackItem
      .put({
        orgId: track.orgId,
        trackId: track.parentTrackId,
        position: index,
        type: 'track',
        targetId: track.trackId,
      })
      .go();
  }
}

/** What the demo users follow. */
async function seedFollows(e: Entities, users: readonly SeededUser[]): Promise<void> {
  for (const follow of DEMO_FOLLOWS) {
    const user = users.find((u) => u.email === follow.email);
    if (!user) throw new Error(`seed follow refers to unknown user ${follow.email}`);
    await e.follow
      .put({
        orgId: user.orgId,
        userId: user.userId,
        kind: follow.kind,
        targetId: follow.targetId,
        alertsEnabled: follow.alertsEnabled ?? false,
      })
      .go();
  }
}

/** The demo organizations, users, channels, tracks, follows and videos; idempotent (puts). */
export async function seedDemoData(options: {
  cognito: CognitoIdentityProviderClient;
  pools: readonly TenantPoolInfo[];
}): Promise<SeedResult> {
  const e = getEntities();
  const poolOf: PoolOf = (orgId) => {
    const pool = options.pools.find((p) => p.orgId === orgId);
    if (!pool) throw new Error(`no user pool for tenant ${orgId}`);
    return pool;
  };
  await seedOrganizations(e, poolOf);
  const users = await seedUsers(e, options.cognito, poolOf);
  const userIdOf: UserIdOf = (email) => {
    const found = users.find((u) => u.email === email);
    if (!found) throw new Error(`seed refers to unknown user ${email}`);
    return found.userId;
  };
  await seedChannels(e, userIdOf);
  await seedTracks(e);
  await seedFollows(e, users);

  // Demo videos (items, subtitles, links, tracks, search index); their media follows in the
  // background through the pipeline (seed-media.ts, started by the platform).
  const authorEmails: Record<string, string> = {
    acme: 'admin@acme.test',
    globex: 'admin@globex.test',
    studio: 'staff@tubes.dev',
  };
  await seedDemoVideos({
    authorOf: (orgId) => {
      const email = authorEmails[orgId] ?? '';
      return { userId: userIdOf(email), email };
    },
  });

  return { users, organizations: TENANTS.map((t) => t.id) };
}
