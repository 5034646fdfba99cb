/**
 * Channel, track and follow data of ONE organization (access patterns 9, 13, 23–26). Like
 * tenantData(), every call is bound to the orgId it was created with, taken from the verified tenant.
 */
import { randomBytes } from 'node:crypto';
import { getEntities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';

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
