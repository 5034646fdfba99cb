/**
 * Playlist sharing of ONE organization (access patterns 120–123): the source side's shares of its
 * tracks and the external-track records of playlists shared into it. Bound to the orgId it was created
 * with, taken from the verified tenant (or, for the source side of a share, from this organization's
 * own external-track record, which the access rule then verifies at the source).
 */
import { getEntities } from './entities/index.js';
import { createWriteTransaction } from './table/entity.js';

export function playlistShareData(orgId: string) {
  if (!orgId) throw new Error('playlistShareData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    /** Pattern 120: the organizations a track of this organization is shared with. */
    async sharesOfTrack(trackId: string) {
      return (await e.trackShare.query.byTrack({ orgId, trackId }).go({ pages: 'all' })).data;
    },
    /** Pattern 121: whether this organization's track is shared with `targetOrgId` (one item by key). */
    async share(trackId: string, targetOrgId: string) {
      return (await e.trackShare.get({ orgId, trackId, targetOrgId }).go()).data;
    },
    /** Pattern 122: the playlists other organizations share into this one. */
    async externalTracks() {
      return (await e.externalTrack.query.byOrg({ orgId }).go({ pages: 'all' })).data;
    },
    /**
     * Shares a track: its share item and the target's external-track record, in one transaction
     * (pattern 123). False when it was shared with that organization already (nothing is written).
     */
    async shareWith(
      track: { trackId: string; channelId: string },
      target: { orgId: string; domain: string; name: string },
      sharedBy: string,
    ): Promise<boolean> {
      const entities = { trackShare: e.trackShare, externalTrack: e.externalTrack };
      const result = await createWriteTransaction(entities, (t) => [
        t.trackShare
          .create({
            orgId,
            trackId: track.trackId,
            targetOrgId: target.orgId,
            targetDomain: target.domain,
            targetName: target.name,
            channelId: track.channelId,
            sharedBy,
          })
          .commit(),
        t.externalTrack.put({ orgId: target.orgId, sourceOrgId: orgId, trackId: track.trackId }).commit(),
      ]).go();
      if (!result.canceled) return true;
      if (result.data[0]?.code === 'ConditionalCheckFailed') return false;
      throw new Error(`playlist share canceled: ${JSON.stringify(result.data)}`);
    },
    /** Ends a share: both items go together (pattern 123); the target loses the playlist at once. */
    async unshareFrom(trackId: string, targetOrgId: string) {
      const entities = { trackShare: e.trackShare, externalTrack: e.externalTrack };
      const result = await createWriteTransaction(entities, (t) => [
        t.trackShare.delete({ orgId, trackId, targetOrgId }).commit(),
        t.externalTrack.delete({ orgId: targetOrgId, sourceOrgId: orgId, trackId }).commit(),
      ]).go();
      if (result.canceled) throw new Error(`playlist unshare canceled: ${JSON.stringify(result.data)}`);
    },
  };
}

export type PlaylistShareData = ReturnType<typeof playlistShareData>;
