/**
 * Voice-overs of ONE organization's videos, one per video × language (access patterns 172, 173): put when
 * generated (replacing the earlier one), read by the studio and the render's start, deleted by the studio.
 */
import type { ChapterFit, VoiceOverChapterSettings, VoiceOverMode } from '#shared/domain/voice-over.js';
import { getEntities } from './entities/index.js';

export interface StoredVoiceOver {
  videoId: string;
  language: string;
  version: number;
  voice: string;
  mode: VoiceOverMode;
  chapters: (VoiceOverChapterSettings & ChapterFit)[];
  trackKey: string;
  durationMs: number;
  generatedById: string;
  generatedAt: string;
}

type Item = StoredVoiceOver & { orgId: string; updatedAt?: string | undefined };

const strip = ({ orgId: _org, updatedAt: _at, ...rest }: Item): StoredVoiceOver => ({
  ...rest,
  chapters: rest.chapters.map((c) => ({ ...c })),
});

export function voiceOverData(orgId: string) {
  if (!orgId) throw new Error('voiceOverData needs an organization id');
  const e = getEntities();
  return {
    async ofVideo(videoId: string): Promise<StoredVoiceOver[]> {
      const { data } = await e.voiceOver.query.byVideo({ orgId, videoId }).go({ pages: 'all' });
      return (data as Item[]).map(strip);
    },
    async get(videoId: string, language: string): Promise<StoredVoiceOver | null> {
      const { data } = await e.voiceOver.get({ orgId, videoId, language }).go();
      return data ? strip(data as Item) : null;
    },
    async put(voiceOver: StoredVoiceOver): Promise<void> {
      await e.voiceOver.put({ orgId, ...voiceOver }).go();
    },
    async remove(videoId: string, language: string): Promise<void> {
      await e.voiceOver.delete({ orgId, videoId, language }).go();
    },
  };
}
