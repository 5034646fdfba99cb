/**
 * Rendering data (subtitles with chapters, manuscripts and effects, chapter links, the trim) of ONE
 * organization's videos, per video × version × language (access pattern 40). Written only after
 * renderingDataSchema validated it.
 */
import {
  renderingDataSchema,
  type ChapterLink,
  type RenderingData,
  type SubtitleChapter,
  type Trim,
} from '#shared/api/endpoints/rendering.js';
import { getEntities } from './entities/index.js';
import { conditionally } from './errors.js';

export interface StoredRendering extends RenderingData {
  videoId: string;
  version: number;
  /** The editor's save counter (0 before the first save): a save must name the one it started from. */
  revision: number;
}

function toStored(item: {
  videoId: string;
  version: number;
  language: string;
  chapters?: SubtitleChapter[] | undefined;
  links?: ChapterLink[] | undefined;
  trim?: Trim | undefined;
  revision?: number | undefined;
}): StoredRendering {
  return {
    videoId: item.videoId,
    version: item.version,
    language: item.language as RenderingData['language'],
    subtitles: { chapters: [...(item.chapters ?? [])].sort((a, b) => a.startSeconds - b.startSeconds) },
    links: [...(item.links ?? [])].sort((a, b) => a.startSeconds - b.startSeconds),
    ...(item.trim ? { trim: item.trim } : {}),
    revision: item.revision ?? 0,
  };
}

export function renderingData(orgId: string) {
  if (!orgId) throw new Error('renderingData needs an organization id');
  const e = getEntities();
  const itemOf = (videoId: string, version: number, valid: RenderingData, revision: number) => ({
    orgId,
    videoId,
    version,
    language: valid.language,
    chapters: valid.subtitles.chapters,
    links: valid.links,
    ...(valid.trim ? { trim: valid.trim } : {}),
    revision,
  });
  return {
    /** Every version × language of a video. */
    async ofVideo(videoId: string): Promise<StoredRendering[]> {
      const { data } = await e.renderingData.query.byVideo({ orgId, videoId }).go({ pages: 'all' });
      return data.map(toStored);
    },
    async get(videoId: string, version: number, language: string): Promise<StoredRendering | null> {
      const { data } = await e.renderingData.get({ orgId, videoId, version, language }).go();
      return data ? toStored(data) : null;
    },
    /** Replaces the rendering data of one version × language (validated first), whatever was there. */
    async put(videoId: string, version: number, input: RenderingData): Promise<StoredRendering> {
      const valid = renderingDataSchema.parse(input);
      const item = itemOf(videoId, version, valid, 0);
      await e.renderingData.put(item).go();
      return toStored(item);
    },
    /** Deletes the rendering data of one version × language (a deleted translation's). */
    async remove(videoId: string, version: number, language: string): Promise<void> {
      await e.renderingData.delete({ orgId, videoId, version, language }).go();
    },
    /**
     * The editor's save: replaces the rendering data only if it is still at `revision` (absent counts
     * as 0), and moves it to revision + 1. null when another save came first: nothing was written.
     */
    async save(
      videoId: string,
      version: number,
      input: RenderingData,
      revision: number,
    ): Promise<StoredRendering | null> {
      const valid = renderingDataSchema.parse(input);
      const item = itemOf(videoId, version, valid, revision + 1);
      const saved = await conditionally(() =>
        e.renderingData
          .upsert(item)
          .remove(valid.trim ? [] : ['trim'])
          .where((a, op) =>
            revision === 0
              ? `(${op.notExists(a.revision)} OR ${op.eq(a.revision, 0)})`
              : op.eq(a.revision, revision),
          )
          .go(),
      );
      return saved ? toStored(item) : null;
    },
  };
}

export type RenderingDataStore = ReturnType<typeof renderingData>;
