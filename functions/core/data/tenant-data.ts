/**
 * Tenant-scoped data access: every function here is bound to one organization id, taken from the
 * verified tenant context. Handlers cannot address another tenant's partition through it.
 */
import { isConditionalFailure } from './errors.js';
import { oncePerRequest, organizationKey } from './request-cache.js';
import { getEntities, type UserItem } from './entities/index.js';
import type { FeatureFlag } from '#shared/domain/feature-flags.js';

export function tenantData(orgId: string) {
  if (!orgId) throw new Error('tenantData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    /** Read once per request, however many rules and services ask (core/data/request-cache.ts). */
    async organization() {
      return oncePerRequest(
        organizationKey(orgId),
        async () => (await e.organization.get({ orgId }).go()).data,
      );
    },
    async tube() {
      return (await e.tube.get({ orgId }).go()).data;
    },
    async featureFlags(): Promise<FeatureFlag[]> {
      const { data } = await e.featureFlag.query.byOrg({ orgId }).go({ pages: 'all' });
      return data.map((f) => ({
        featureId: f.featureId,
        configuration: f.configuration as FeatureFlag['configuration'],
        activatedIn: f.activatedIn ?? [],
        ...(f.status ? { status: f.status } : {}),
      }));
    },
    async user(userId: string) {
      return (await e.user.get({ orgId, userId }).go()).data;
    },
    /** Updates profile/settings attributes of a user that exists (never creates one). */
    async updateUser(
      userId: string,
      changes: Partial<
        Pick<
          UserItem,
          | 'preferredLanguage'
          | 'firstName'
          | 'lastName'
          | 'jobTitle'
          | 'phoneNumber'
          | 'country'
          | 'profilePic'
          | 'tooltipDisabled'
          | 'mailOptOuts'
          | 'isConfigurationCompleted'
          | 'isFirstLogin'
          | 'activeOrgId'
        >
      >,
    ) {
      await e.user.patch({ orgId, userId }).set(changes).go();
    },
    /**
     * Records the state of the user's Cognito account on the profile (only when the profile exists and
     * is in another state: the write is conditional, concurrent reconcilers agree).
     */
    async setUserStatus(userId: string, status: UserItem['status']) {
      try {
        await e.user
          .patch({ orgId, userId })
          .set({ status })
          .where((attr, op) => op.ne(attr.status, status))
          .go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
    /**
     * Creates a member's profile (the sign-up trigger). False when it exists already: create() never
     * overwrites, so a retried trigger changes nothing.
     */
    async createUser(user: {
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      preferredLanguage: string;
      permissions: UserItem['permissions'];
    }): Promise<boolean> {
      try {
        await e.user.create({ orgId, ...user }).go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
    /** The user of this organization with an e-mail (lower-cased), if any. */
    async userByEmail(email: string) {
      const { data } = await e.user.query.byEmail({ email, orgId }).go({ limit: 1 });
      return data[0] ?? null;
    },
    async createAutoLoginToken(item: {
      tokenId: string;
      email: string;
      passwordCipher: string;
      redirectPath: string;
      createdBy: string;
      expiresAt: number;
    }) {
      await e.autoLoginToken.create({ orgId, ...item }).go();
    },
    async autoLoginToken(tokenId: string) {
      return (await e.autoLoginToken.get({ orgId, tokenId }).go()).data;
    },
    async countAutoLoginUse(tokenId: string) {
      await e.autoLoginToken.patch({ orgId, tokenId }).add({ useCount: 1 }).go();
    },
    async channels() {
      return (await e.channel.query.byOrg({ orgId }).go({ pages: 'all' })).data;
    },
    async channelRolesOf(userId: string) {
      return (await e.channelRole.query.byUser({ orgId, userId }).go({ pages: 'all' })).data;
    },
    async externalChannels() {
      return (await e.externalChannel.query.byOrg({ orgId }).go({ pages: 'all' })).data;
    },
    async followsOf(userId: string) {
      return (await e.follow.query.byUser({ orgId, userId }).go({ pages: 'all' })).data;
    },
    /** Follows (on) or stops following a track or a video (what /library and /favorites list). */
    async setContentFollow(userId: string, kind: 'track' | 'video', targetId: string, on: boolean) {
      if (on) await e.follow.upsert({ orgId, userId, kind, targetId }).go();
      else await e.follow.delete({ orgId, userId, kind, targetId }).go();
    },
  };
}

export type TenantData = ReturnType<typeof tenantData>;
