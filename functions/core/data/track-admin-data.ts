/**
 * Writes of tracks and their items for ONE organization (access patterns 23, 24, 26, 86, 74): the
 * tracks administration (channelCommand createTrack, updateTrack, deleteTrack, setTrackItems,
 * saveTrackTranslations). Bound to the orgId it was created with, taken from the verified tenant.
 */
import { randomBytes } from 'node:crypto';
import { TRACK_ITEMS_MAX } from '#shared/domain/tracks-admin.js';
import { getEntities } from './entities/index.js';
import { tenantData } from './tenant-data.js';

export interface TrackFields {
  name: string;
  abstract: string;
  description: string;
  mandatory: boolean;
}

/** One language's name and description of a track (issue 14). */
export interface TrackTranslation {
  language: string;
  name: string;
  description: string;
}

export function trackAdminData(orgId: string) {
  if (!orgId) throw new Error('trackAdminData needs an organization id');
  const e = getEntities();
  const itemsOf = async (trackId: string) =>
    (await e.trackItem.query.byTrack({ orgId, trackId }).go({ pages: 'all' })).data.sort(
      (a, b) => a.position - b.position,
    );
  return {
    orgId,
    async track(trackId: string) {
      return (await e.track.get({ orgId, trackId }).go()).data;
    },
    itemsOf,
    /**
     * The organization's master language (the track's own texts are in it) and the languages a track
     * may be translated into: the organization's others, in its order (access pattern 1).
     */
    async translationLanguages() {
      const organization = await tenantData(orgId).organization();
      const masterLanguage = organization?.masterLanguage ?? '';
      const languages = organization?.organizationLanguages ?? [];
      return {
        masterLanguage,
        translationLanguages: languages.filter((l, i) => l !== masterLanguage && languages.indexOf(l) === i),
      };
    },
    async tracksOfChannel(channelId: string) {
      return (await e.track.query.byChannel({ orgId, channelId }).go({ pages: 'all' })).data;
    },
    /** The tracks whose parent is `trackId` (its sub-tracks), from the channel's tracks. */
    async subTracksOf(channelId: string, trackId: string) {
      const { data } = await e.track.query.byChannel({ orgId, channelId }).go({ pages: 'all' });
      return data.filter((t) => t.parentTrackId === trackId);
    },
    async createTrack(input: TrackFields & { channelId: string; parentTrackId?: string; owner: string }) {
      const trackId = `tr-${randomBytes(8).toString('hex')}`;
      await e.track
        .create({
          orgId,
          trackId,
          channelId: input.channelId,
          ...(input.parentTrackId ? { parentTrackId: input.parentTrackId } : {}),
          name: input.name,
          abstract: input.abstract,
          description: input.description,
          mandatory: input.mandatory,
          owner: input.owner,
          status: 'active',
        })
        .go();
      return trackId;
    },
    async updateTrack(trackId: string, fields: TrackFields) {
      await e.track.patch({ orgId, trackId }).set(fields).go();
    },
    /** Replaces the track's translations with `translations` (a language left out has none after). */
    async setTranslations(trackId: string, translations: readonly TrackTranslation[]) {
      await e.track
        .patch({ orgId, trackId })
        .set({ translations: translations.map((t) => ({ ...t })) })
        .go();
    },
    /**
     * Replaces the items with `items`, in order (positions 0…n-1; the keys of the old positions past n
     * are deleted). Items are overwritten in place, so a reader sees the old or the new item of each
     * position, never a gap in the middle.
     */
    async setItems(trackId: string, items: readonly { type: 'video' | 'track'; targetId: string }[]) {
      const before = await itemsOf(trackId);
      if (items.length > 0)
        await e.trackItem.put(items.map((item, position) => ({ orgId, trackId, position, ...item }))).go();
      const stale = before.filter((i) => i.position >= items.length);
      if (stale.length > 0)
        await e.trackItem.delete(stale.map((i) => ({ orgId, trackId, position: i.position }))).go();
      await e.track
        .patch({ orgId, trackId })
        .set({ videosCount: items.filter((i) => i.type === 'video').length })
        .go();
    },
    /** Appends one item at the end (a video created into the track); a full track is left as it is. */
    async appendItem(trackId: string, item: { type: 'video' | 'track'; targetId: string }) {
      const items = await itemsOf(trackId);
      if (items.length >= TRACK_ITEMS_MAX) return false;
      await e.trackItem.put({ orgId, trackId, position: (items.at(-1)?.position ?? -1) + 1, ...item }).go();
      if (item.type === 'video')
        await e.track
          .patch({ orgId, trackId })
          .set({ videosCount: items.filter((i) => i.type === 'video').length + 1 })
          .go();
      return true;
    },
    /** Deletes a track (empty: the caller checked), the follows of it and its mandatory assignments. */
    async deleteTrack(trackId: string) {
      const assigned = (await e.mandatoryAssignment.query.byTrack({ orgId, trackId }).go({ pages: 'all' }))
        .data;
      if (assigned.length > 0)
        await e.mandatoryAssignment.delete(assigned.map((a) => ({ orgId, userId: a.userId, trackId }))).go();
      const followers = (
        await e.follow.query.byTarget({ orgId, kind: 'track', targetId: trackId }).go({ pages: 'all' })
      ).data;
      if (followers.length > 0)
        await e.follow
          .delete(
            followers.map((f) => ({ orgId, userId: f.userId, kind: 'track' as const, targetId: trackId })),
          )
          .go();
      await e.track.delete({ orgId, trackId }).go();
    },
    async followersOf(trackId: string) {
      const { data } = await e.follow.query
        .byTarget({ orgId, kind: 'track', targetId: trackId })
        .go({ pages: 'all' });
      return data.map((f) => f.userId);
    },
    async assigneesOf(trackId: string) {
      const { data } = await e.mandatoryAssignment.query.byTrack({ orgId, trackId }).go({ pages: 'all' });
      return data.map((a) => a.userId);
    },
  };
}

export type TrackAdminData = ReturnType<typeof trackAdminData>;
