/**
 * Translations of ONE organization's videos, one per video × language (access patterns 170, 171): put
 * when requested, advanced by the video-translation machine's steps (only while they still name the
 * same request), published, unpublished and deleted by the studio.
 */
import type { TranslationStatus } from '#shared/domain/video-translation.js';
import { getEntities } from './entities/index.js';
import { conditionally } from './errors.js';

export interface VideoTranslation {
  videoId: string;
  language: string;
  translationId: string;
  version: number;
  sourceLanguage: string;
  status: TranslationStatus;
  published: boolean;
  machine: boolean;
  name: string;
  description: string;
  abstract: string;
  requestedById: string;
  requestedByEmail: string;
  requestedAt: string;
  reason?: string | undefined;
  taskId?: string | undefined;
  updatedAt?: string | undefined;
}

export type TranslationRequest = Pick<
  VideoTranslation,
  | 'videoId'
  | 'language'
  | 'translationId'
  | 'version'
  | 'sourceLanguage'
  | 'requestedById'
  | 'requestedByEmail'
>;

export type TranslationProgress = Partial<
  Pick<VideoTranslation, 'status' | 'machine' | 'name' | 'description' | 'abstract' | 'reason' | 'taskId'>
>;

export function translationData(orgId: string) {
  if (!orgId) throw new Error('translationData needs an organization id');
  const e = getEntities();
  const strip = ({ orgId: _org, ...rest }: VideoTranslation & { orgId: string }) => rest as VideoTranslation;
  return {
    async ofVideo(videoId: string): Promise<VideoTranslation[]> {
      const { data } = await e.videoTranslation.query.byVideo({ orgId, videoId }).go({ pages: 'all' });
      return (data as (VideoTranslation & { orgId: string })[]).map(strip);
    },
    async get(videoId: string, language: string): Promise<VideoTranslation | null> {
      const { data } = await e.videoTranslation.get({ orgId, videoId, language }).go();
      return data ? strip(data as VideoTranslation & { orgId: string }) : null;
    },
    /**
     * A new request (status translating, unpublished until published again): only where no translation
     * into the language is on its way (`running` statuses). False when one is (nothing written).
     */
    async request(request: TranslationRequest, running: readonly TranslationStatus[]): Promise<boolean> {
      return conditionally(() =>
        e.videoTranslation
          .upsert({
            orgId,
            ...request,
            status: 'translating',
            published: false,
            machine: false,
            requestedAt: new Date().toISOString(),
          })
          .remove(['reason', 'taskId'])
          .where(
            (a, op) =>
              `${op.notExists(a.status)} OR (${running.map((s) => `NOT ${op.eq(a.status, s)}`).join(' AND ')})`,
          )
          .go(),
      );
    },
    /** A step's progress, only while the translation is still request `translationId`. */
    async advance(
      videoId: string,
      language: string,
      translationId: string,
      progress: TranslationProgress,
      remove: readonly ('reason' | 'taskId')[] = [],
    ): Promise<boolean> {
      const set = Object.fromEntries(Object.entries(progress).filter(([, v]) => v !== undefined));
      return conditionally(() =>
        e.videoTranslation
          .patch({ orgId, videoId, language })
          .set(set)
          .remove([...remove])
          .where((a, op) => op.eq(a.translationId, translationId))
          .go(),
      );
    },
    /** Publishes or unpublishes a translation that is still `status`. */
    async setPublished(
      videoId: string,
      language: string,
      published: boolean,
      status: TranslationStatus,
    ): Promise<boolean> {
      return conditionally(() =>
        e.videoTranslation
          .patch({ orgId, videoId, language })
          .set({ published })
          .where((a, op) => op.eq(a.status, status))
          .go(),
      );
    },
    /** Deletes a translation that is still `status` (its rendering data goes with the caller's next call). */
    async remove(videoId: string, language: string, status: TranslationStatus): Promise<boolean> {
      return conditionally(() =>
        e.videoTranslation
          .delete({ orgId, videoId, language })
          .where((a, op) => op.eq(a.status, status))
          .go(),
      );
    },
  };
}
