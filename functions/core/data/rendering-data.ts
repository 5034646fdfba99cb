/**
 * Rendering data (subtitles with chapters and manuscripts, chapter links) of ONE organization's videos,
 * per video × version × language (access pattern 40). Written only after renderingDataSchema
 * validated it.
 */
import {
  renderingDataSchema,
  type ChapterLink,
  type RenderingData,
  type SubtitleChapter,
} from '#shared/api/endpoints/rendering.js';
import { getEntities } from './entities/index.js';

export interface StoredRendering extends RenderingData {
  videoId: string;
  version: number;
}

function toStored(item: {
  videoId: string;
  version: number;
  language: string;
  chapters?: SubtitleChapter[] | undefined;
  links?: ChapterLink[] | undefined;
}): StoredRendering {
  return {
    videoId: item.videoId,
    version: item.version,
    language: item.language as RenderingData['language'],
    subtitles: { chapters: [...(item.chapters ?? [])].sort((a, b) => a.startSeconds - b.startSeconds) },
    links: [...(item.links ?? [])].sort((a, b) => a.startSeconds - b.startSeconds),
  };
}

export function renderingData(orgId: string) {
  if (!orgId) throw new Error('renderingData needs an organization id');
  const e = getEntities();
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
    /** Replaces the rendering data of one version × language (validated first). */
    async put(videoId: string, version: number, input: RenderingData): Promise<StoredRendering> {
      const valid = renderingDataSchema.parse(input);
      await e.renderingData
        .put({
          orgId,
          videoId,
          version,
          language: valid.language,
          chapters: valid.subtitles.chapters,
          links: valid.links,
        })
        .go();
      return toStored({
        videoId,
        version,
        language: valid.language,
        chapters: valid.subtitles.chapters,
        links: valid.links,
      });
    },
  };
}

export type RenderingDataStore = ReturnType<typeof renderingData>;
