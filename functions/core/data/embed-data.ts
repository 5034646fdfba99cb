/**
 * Embed keys and anonymous viewing counters (access patterns "embed key of a video", "video of an
 * embed key", "anonymous view counters").
 *
 * `embedData(orgId)` is bound to one organization like videoData(). `videoRefByEmbedKey()` is the one
 * public, cross-tenant read of this area: it turns an embed key into the organization and video it was
 * issued for, so public pages never name an organization themselves.
 */
import { randomBytes } from 'node:crypto';
import { getEntities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';

/** 24 URL-safe characters from 18 random bytes: 144 bits, not guessable or enumerable. */
export const EMBED_KEY_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export function newEmbedKey(): string {
  return randomBytes(18).toString('base64url');
}

export function embedData(orgId: string) {
  if (!orgId) throw new Error('embedData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    async embedKeyOf(videoId: string): Promise<string | null> {
      return (await e.videoEmbedKey.get({ orgId, videoId }).go()).data?.embedKey ?? null;
    },
    /**
     * The video's embed key, issued on first use. `create` is conditional on the item not existing, so
     * two parallel first calls cannot give a video two keys: the loser reads the winner's.
     */
    async ensureEmbedKey(videoId: string): Promise<string> {
      const existing = await this.embedKeyOf(videoId);
      if (existing) return existing;
      const embedKey = newEmbedKey();
      try {
        await e.videoEmbedKey.create({ orgId, videoId, embedKey }).go();
        return embedKey;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
        const winner = await this.embedKeyOf(videoId);
        if (!winner) throw error;
        return winner;
      }
    },
    /** Anonymous playback counters: one UpdateItem with ADD each, never read-modify-write. */
    async addAnonymousView(
      videoId: string,
      change: { views?: number; seconds?: number; completions?: number },
    ) {
      await e.anonymousVideoStats
        .upsert({ orgId, videoId })
        .add({
          views: change.views ?? 0,
          secondsWatched: change.seconds ?? 0,
          completions: change.completions ?? 0,
        })
        .go();
    },
    async anonymousStats(videoId: string) {
      const { data } = await e.anonymousVideoStats.get({ orgId, videoId }).go();
      return {
        views: data?.views ?? 0,
        secondsWatched: data?.secondsWatched ?? 0,
        completions: data?.completions ?? 0,
      };
    },
  };
}

/** Sets a video's publicEmbed flag and answers its embed key (issued on first use). */
export async function setPublicEmbed(orgId: string, videoId: string, publicEmbed: boolean): Promise<string> {
  await getEntities().video.patch({ orgId, videoId }).set({ publicEmbed }).go();
  return embedData(orgId).ensureEmbedKey(videoId);
}

/** *Public*: the organization and video an embed key was issued for, or null for an unknown key. */
export async function videoRefByEmbedKey(
  embedKey: string,
): Promise<{ orgId: string; videoId: string } | null> {
  if (!EMBED_KEY_PATTERN.test(embedKey)) return null;
  const { data } = await getEntities().videoEmbedKey.query.byEmbedKey({ embedKey }).go({ limit: 1 });
  const item = data[0];
  return item ? { orgId: item.orgId, videoId: item.videoId } : null;
}
