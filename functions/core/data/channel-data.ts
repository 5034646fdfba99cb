/**
 * Channel, track and follow data of ONE organization (access patterns 9–13, 23–27, 86). Like
 * tenantData(), every call is bound to the orgId it was created with, taken from the verified tenant.
 */
import { randomBytes } from 'node:crypto';
import { getEntities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';
import { createWriteTransaction, type TransactItem } from './table/entity.js';

/** The editable fields of a company channel (spec 2 §3 "Channel"). */
export interface CompanyChannelFields {
  name: string;
  abstract?: string | undefined;
  description?: string | undefined;
  channelIcon?: string | undefined;
  backgroundImage?: string | undefined;
  backgroundColor?: string | undefined;
  channelLanguages?: string[] | undefined;
  isPrivate?: boolean | undefined;
}

type ChannelRoleName = 'channelOwner' | 'contentManager' | 'contributor' | 'admin';

/** DynamoDB takes at most 100 writes in one transaction. */
const TRANSACTION_LIMIT = 100;

const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

export function channelData(orgId: string) {
  if (!orgId) throw new Error('channelData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    async channel(channelId: string) {
      return (await e.channel.get({ orgId, channelId }).go()).data;
    },
    /** The external-channel record that shares a channel of another organization into this one. */
    async externalChannel(channelId: string) {
      const { data } = await e.externalChannel.query.byOrg({ orgId }).go({ pages: 'all' });
      return data.find((c) => c.channelId === channelId) ?? null;
    },
    async rolesOfChannel(channelId: string) {
      return (await e.channelRole.query.byChannel({ orgId, channelId }).go({ pages: 'all' })).data;
    },
    async tracksOfChannel(channelId: string) {
      return (await e.track.query.byChannel({ orgId, channelId }).go({ pages: 'all' })).data;
    },
    /**
     * What a channel holds, as its page counts it: its videos (any status, counted by the table) and its
     * top-level tracks that are not archived (sub-tracks are inside them).
     */
    async contentCounts(channelId: string) {
      const [videosCount, tracks] = await Promise.all([
        e.video.query.byChannel({ orgId, channelId }).count(),
        e.track.query.byChannel({ orgId, channelId }).go({ pages: 'all' }),
      ]);
      const active = new Set(tracks.data.filter((t) => t.status !== 'archived').map((t) => t.trackId));
      const tracksCount = tracks.data.filter(
        (t) => active.has(t.trackId) && (!t.parentTrackId || !active.has(t.parentTrackId)),
      ).length;
      return { videosCount, tracksCount };
    },
    /** Every video of the channel, any status (the table counts them). */
    async videosCount(channelId: string) {
      return e.video.query.byChannel({ orgId, channelId }).count();
    },
    async tracks() {
      return (await e.track.query.byOrg({ orgId }).go({ pages: 'all' })).data;
    },
    async itemsOfTrack(trackId: string) {
      const { data } = await e.trackItem.query.byTrack({ orgId, trackId }).go({ pages: 'all' });
      return data.sort((a, b) => a.position - b.position);
    },
    /** Follows a channel; an existing follow keeps its alerts setting. */
    async follow(userId: string, channelId: string) {
      try {
        await e.follow.create({ orgId, userId, kind: 'channel', targetId: channelId }).go();
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
    },
    async unfollow(userId: string, channelId: string) {
      await e.follow.delete({ orgId, userId, kind: 'channel', targetId: channelId }).go();
    },
    /** Alerts need a follow: enabling follows too, disabling leaves a missing follow missing. */
    async setAlerts(userId: string, channelId: string, enabled: boolean) {
      if (enabled) {
        await e.follow
          .upsert({ orgId, userId, kind: 'channel', targetId: channelId, alertsEnabled: true })
          .go();
        return;
      }
      try {
        await e.follow
          .patch({ orgId, userId, kind: 'channel', targetId: channelId })
          .set({ alertsEnabled: false })
          .go();
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
    },
    /** A company channel (access pattern 9): nobody holds a role in it until one is given. */
    async createCompanyChannel(fields: CompanyChannelFields) {
      const channelId = `ch-${orgId}-${randomBytes(6).toString('hex')}`;
      await e.channel
        .create({
          ...defined(fields),
          orgId,
          channelId,
          name: fields.name,
          type: 'company',
          status: 'active',
        })
        .go();
      return channelId;
    },
    /** Changes a channel that exists (never creates one). */
    async updateChannel(
      channelId: string,
      changes: Partial<CompanyChannelFields> & {
        status?: 'active' | 'archived';
        isChannelExternalShareEnabled?: boolean;
        externalShareAllowedDomains?: string[];
        mandatoryTrainingOn?: boolean;
        mandatoryTrackIds?: string[];
        mandatoryTrainingSetBy?: string;
      },
    ) {
      await e.channel.patch({ orgId, channelId }).set(defined(changes)).go();
    },
    /** A channel's followers (access pattern 86): whom a deleted channel must leave. */
    async followersOfChannel(channelId: string) {
      const { data } = await e.follow.query
        .byTarget({ orgId, kind: 'channel', targetId: channelId })
        .go({ pages: 'all' });
      return data;
    },
    /**
     * Deletes a channel with its follow and role items. One transaction when they fit (nothing
     * half-written); beyond 100 writes the follows and roles go first, in transactions of 100, and the
     * channel last, so an interruption leaves the channel in place and a retry finishes the job.
     */
    async deleteChannel(channelId: string) {
      const [roles, followers] = await Promise.all([
        this.rolesOfChannel(channelId),
        this.followersOfChannel(channelId),
      ]);
      const entities = { channel: e.channel, channelRole: e.channelRole, follow: e.follow };
      const items: ((t: typeof entities) => TransactItem)[] = [
        ...roles.map(
          (r) => (t: typeof entities) =>
            t.channelRole.delete({ orgId, channelId, userId: r.userId }).commit(),
        ),
        ...followers.map(
          (f) => (t: typeof entities) =>
            t.follow.delete({ orgId, userId: f.userId, kind: 'channel', targetId: channelId }).commit(),
        ),
        (t: typeof entities) => t.channel.delete({ orgId, channelId }).commit(),
      ];
      for (let start = 0; start < items.length; start += TRANSACTION_LIMIT) {
        const chunk = items.slice(start, start + TRANSACTION_LIMIT);
        const result = await createWriteTransaction(entities, (t) => chunk.map((item) => item(t))).go();
        if (result.canceled) throw new Error(`channel delete canceled: ${JSON.stringify(result.data)}`);
      }
    },
    /**
     * Shares a channel into another organization: the channel lists it (`sharedWithOrgs`) and the other
     * organization gets its external-channel record, in one transaction (access patterns 9, 12).
     */
    async shareWith(channelId: string, target: { orgId: string }, shown: { name: string }) {
      const entities = { channel: e.channel, externalChannel: e.externalChannel };
      const result = await createWriteTransaction(entities, (t) => [
        t.channel
          .patch({ orgId, channelId })
          .append({ sharedWithOrgs: [target.orgId] })
          .where((attr, op) => op.notContains(attr.sharedWithOrgs, target.orgId))
          .commit(),
        t.externalChannel
          .put({ orgId: target.orgId, sourceOrgId: orgId, channelId, name: shown.name, channelIcon: '' })
          .commit(),
      ]).go();
      if (result.canceled) throw new Error(`channel share canceled: ${JSON.stringify(result.data)}`);
    },
    /** A shared channel's new name reaches the organizations it is shared with (their menus list it). */
    async renameShares(channelId: string, targetOrgIds: string[], name: string) {
      await Promise.all(
        targetOrgIds.map(async (target) => {
          try {
            await e.externalChannel
              .patch({ orgId: target, sourceOrgId: orgId, channelId })
              .set({ name })
              .go();
          } catch (error) {
            // A record already gone (the share ended meanwhile) has nothing to rename.
            if (!isConditionalFailure(error)) throw error;
          }
        }),
      );
    },
    /** Ends a share: the channel forgets the organization and its external-channel record goes. */
    async unshareFrom(channelId: string, targetOrgId: string, remaining: string[]) {
      const entities = { channel: e.channel, externalChannel: e.externalChannel };
      const result = await createWriteTransaction(entities, (t) => [
        t.channel.patch({ orgId, channelId }).set({ sharedWithOrgs: remaining }).commit(),
        t.externalChannel.delete({ orgId: targetOrgId, sourceOrgId: orgId, channelId }).commit(),
      ]).go();
      if (result.canceled) throw new Error(`channel unshare canceled: ${JSON.stringify(result.data)}`);
    },
    /** Gives a user a role in a channel, or changes it (access pattern 27). */
    async setRole(channelId: string, userId: string, role: ChannelRoleName) {
      await e.channelRole.put({ orgId, channelId, userId, role }).go();
    },
    async removeRole(channelId: string, userId: string) {
      await e.channelRole.delete({ orgId, channelId, userId }).go();
    },
    /** A personal channel owned by the user, who becomes its channel owner. */
    async createPersonalChannel(userId: string, name: string) {
      const channelId = `ch-${orgId}-p-${randomBytes(6).toString('hex')}`;
      await e.channel
        .create({ orgId, channelId, name, type: 'personal', ownerId: userId, status: 'active' })
        .go();
      await e.channelRole.put({ orgId, channelId, userId, role: 'channelOwner' }).go();
      return channelId;
    },
  };
}

export type ChannelData = ReturnType<typeof channelData>;
