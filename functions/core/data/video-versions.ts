/**
 * Major versions of a video (spec 1 §7 createMajorVersion) in ONE organization. The video's
 * `lastVersion` is the version counter: opening version N + 1 is an UpdateItem conditional on
 * `lastVersion = N`, so of two concurrent calls that both read N only one succeeds (the other gets
 * `null`); a later call reads N + 1 and opens N + 2. Access patterns 17 and 20.
 */
import { getEntities } from './entities/index.js';
import type { ItemOf } from './table/model.js';
import type { videoRenditionModel } from './entities/video.js';
import { isConditionalFailure } from './errors.js';

type Rendition = ItemOf<typeof videoRenditionModel>;
type Media = Omit<Rendition, 'orgId' | 'videoId' | 'version' | 'language' | 'updatedAt'>;

/** What a rendition of the previous version carries over when it is reused or kept. */
function mediaOf(r: Rendition): Media {
  const { orgId: _o, videoId: _v, version: _n, language: _l, updatedAt: _u, ...media } = r;
  return Object.fromEntries(Object.entries(media).filter(([, v]) => v !== undefined)) as Media;
}

export function videoVersions(orgId: string) {
  if (!orgId) throw new Error('videoVersions needs an organization id');
  const e = getEntities();
  return {
    /**
     * Moves `lastVersion` from `from` to `from + 1` and records the new version's renditions: `language`
     * as pending (or, with `reuse`, with the media of the same language in version `from`) and the
     * `keep` languages copied from version `from`. Null when `lastVersion` is no longer `from` (another
     * call opened that version first). Renditions are written only after the counter moved, and only
     * where none exists, so a version is never written twice.
     */
    async open(input: {
      videoId: string;
      from: number;
      language: string;
      reuse: boolean;
      keep: readonly string[];
      previous: readonly Rendition[];
    }): Promise<number | null> {
      const version = input.from + 1;
      try {
        await e.video
          .patch({ orgId, videoId: input.videoId })
          .set({ lastVersion: version })
          .where(({ lastVersion }, { eq }) => eq(lastVersion, input.from))
          .go();
      } catch (error) {
        if (isConditionalFailure(error)) return null;
        throw error;
      }
      const ofPrevious = (language: string) =>
        input.previous.find((r) => r.version === input.from && r.language === language);
      const writes: { language: string; fields: Media }[] = [];
      const reused = input.reuse ? ofPrevious(input.language) : undefined;
      writes.push({ language: input.language, fields: reused ? mediaOf(reused) : { status: 'pending' } });
      for (const language of new Set(input.keep)) {
        const kept = ofPrevious(language);
        if (language !== input.language && kept) writes.push({ language, fields: mediaOf(kept) });
      }
      for (const w of writes) {
        try {
          await e.videoRendition
            .create({
              format: 'hls',
              ...w.fields,
              orgId,
              videoId: input.videoId,
              version,
              language: w.language,
            })
            .go();
        } catch (error) {
          // Already there (an upload of this version arrived first): keep it.
          if (!isConditionalFailure(error)) throw error;
        }
      }
      return version;
    },
    /**
     * Closes version `version` again (an upload cancelled before its file arrived): its renditions go,
     * each only while still pending without a source, then `lastVersion` moves back, only while it is
     * still `version`. False when the pipeline or another call got there first (nothing is half undone:
     * renditions that already went were pending placeholders only).
     */
    async close(input: { videoId: string; version: number }): Promise<boolean> {
      const renditions = (
        await e.videoRendition.query.byVideo({ orgId, videoId: input.videoId }).go({ pages: 'all' })
      ).data.filter((r) => r.version === input.version);
      try {
        for (const r of renditions) {
          await e.videoRendition
            .delete({ orgId, videoId: input.videoId, version: r.version, language: r.language })
            .where(
              ({ status, source }, { eq, notExists }) => `${eq(status, 'pending')} AND ${notExists(source)}`,
            )
            .go();
        }
        await e.video
          .patch({ orgId, videoId: input.videoId })
          .set({ lastVersion: input.version - 1 })
          .where(({ lastVersion }, { eq }) => eq(lastVersion, input.version))
          .go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
  };
}
