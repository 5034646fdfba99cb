/**
 * The member's personal lists of ONE organization (access patterns 32–37): completions of videos,
 * mandatory tracks and assignments, authored videos, sharings. Bound to the orgId it was created
 * with, which handlers take from the verified tenant.
 */
import { randomBytes } from 'node:crypto';
import { getEntities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';

export function listsData(orgId: string) {
  if (!orgId) throw new Error('listsData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    /** Which of these videos the user has watched to the end (one batch read of history entries). */
    async completedVideos(userId: string, videoIds: readonly string[]): Promise<Set<string>> {
      const unique = [...new Set(videoIds)];
      if (unique.length === 0) return new Set();
      const { data } = await e.watchHistory.get(unique.map((videoId) => ({ orgId, userId, videoId }))).go();
      return new Set(data.filter((h) => h.completed === true).map((h) => h.videoId));
    },
    async track(trackId: string) {
      return (await e.track.get({ orgId, trackId }).go()).data;
    },
    /** Tracks every member must watch (track.mandatory), from the organization's track index. */
    async mandatoryTracks() {
      const { data } = await e.track.query.byOrg({ orgId }).go({ pages: 'all' });
      return data.filter((t) => t.mandatory === true && t.status !== 'archived');
    },
    async assignmentsOf(userId: string) {
      return (await e.mandatoryAssignment.query.byUser({ orgId, userId }).go({ pages: 'all' })).data;
    },
    /**
     * Assigns the track to the users who do not hold it yet and answers who they are: an assignment is
     * created once (a conditional write per user, so concurrent calls agree), and only a new one is news.
     */
    async assignMandatory(
      trackId: string,
      userIds: readonly string[],
      assignedBy: string,
    ): Promise<string[]> {
      const created = await Promise.all(
        [...new Set(userIds)].map(async (userId) => {
          try {
            await e.mandatoryAssignment.create({ orgId, userId, trackId, assignedBy }).go();
            return userId;
          } catch (error) {
            if (isConditionalFailure(error)) return null;
            throw error;
          }
        }),
      );
      return created.filter((userId): userId is string => userId !== null);
    },
    async assigneesOf(trackId: string) {
      return (await e.mandatoryAssignment.query.byTrack({ orgId, trackId }).go({ pages: 'all' })).data;
    },
    /** Videos the user authored, newest first. */
    async videosByAuthor(authorId: string) {
      const { data } = await e.video.query.byAuthor({ orgId, authorId }).go({ pages: 'all', order: 'desc' });
      return data;
    },
    async createSharing(input: {
      videoId: string;
      fromUserId: string;
      fromEmail: string;
      toEmail: string;
      message: string;
    }) {
      const sharingKey = randomBytes(16).toString('base64url');
      await e.sharing.create({ orgId, sharingKey, ...input }).go();
      return sharingKey;
    },
    async sharingsSentBy(userId: string) {
      const { data } = await e.sharing.query
        .bySender({ orgId, fromUserId: userId })
        .go({ pages: 'all', order: 'desc' });
      return data;
    },
    async sharingsReceivedBy(email: string) {
      const { data } = await e.sharing.query
        .byRecipient({ orgId, toEmail: email.toLowerCase() })
        .go({ pages: 'all', order: 'desc' });
      return data;
    },
  };
}

export type ListsData = ReturnType<typeof listsData>;
