/**
 * Automatic transcriptions of ONE organization's videos, per video × version × language (access
 * pattern 140): started with an upload, finished by Transcribe's job-state event.
 */
import { getEntities } from './entities/index.js';
import { conditionally } from './errors.js';

export interface TranscriptionRef {
  videoId: string;
  version: number;
  language: string;
}

export interface Transcription extends TranscriptionRef {
  jobName: string;
  status: 'inProgress' | 'completed' | 'failed';
  autoCopyToManuscript: boolean;
  autoCopyManuscriptToDescription: boolean;
  startedAt: string;
  finishedAt?: string | undefined;
  transcript?: string | undefined;
  chaptersCopied?: number | undefined;
  failureReason?: string | undefined;
}

export function transcriptionData(orgId: string) {
  if (!orgId) throw new Error('transcriptionData needs an organization id');
  const e = getEntities();
  const strip = ({
    orgId: _org,
    updatedAt: _at,
    ...rest
  }: Transcription & { orgId: string; updatedAt?: string }) => rest as Transcription;
  return {
    async get(ref: TranscriptionRef): Promise<Transcription | null> {
      const { data } = await e.transcription.get({ orgId, ...ref }).go();
      return data ? strip(data as Transcription & { orgId: string }) : null;
    },
    /** A new job for the version × language: it replaces an earlier one, whose late event is then ignored. */
    async start(transcription: Transcription): Promise<void> {
      await e.transcription.put({ orgId, ...transcription }).go();
    },
    /** The job's outcome; only while the record still names that job (a newer upload's job decides). */
    async finish(
      ref: TranscriptionRef,
      jobName: string,
      outcome: Pick<Transcription, 'status' | 'transcript' | 'chaptersCopied' | 'failureReason'>,
    ): Promise<boolean> {
      return conditionally(() =>
        e.transcription
          .patch({ orgId, ...ref })
          .set({
            status: outcome.status,
            finishedAt: new Date().toISOString(),
            ...(outcome.transcript !== undefined ? { transcript: outcome.transcript } : {}),
            ...(outcome.chaptersCopied !== undefined ? { chaptersCopied: outcome.chaptersCopied } : {}),
            ...(outcome.failureReason !== undefined ? { failureReason: outcome.failureReason } : {}),
          })
          .where((a, op) => op.eq(a.jobName, jobName))
          .go(),
      );
    },
    /**
     * autoCopyManuscriptToDescription: the video's description becomes the transcript, only while it has
     * none (an author's description is never replaced). True when it was written.
     */
    async describeVideoIfBlank(videoId: string, text: string): Promise<boolean> {
      return conditionally(() =>
        e.video
          .patch({ orgId, videoId })
          .set({ description: text })
          .where((a, op) => `${op.notExists(a.description)} OR ${op.eq(a.description, '')}`)
          .go(),
      );
    },
  };
}
