/**
 * Video, rendition and transcoding-job data of ONE organization (access patterns 17–22). Like
 * tenantData(), every call is bound to the orgId it was created with: HTTP handlers pass the verified
 * tenant, the media handlers the org segment of the object key.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { getEntities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';
import type { JobStatus, RenditionStatus, VideoStatus } from './entities/video.js';
import type { VideoType } from '#shared/domain/video-kinds.js';

/** submitted < progressing < terminal: a job never moves back (late or repeated events). */
export const JOB_STATUS_RANK: Record<JobStatus, number> = {
  submitted: 0,
  progressing: 1,
  completed: 3,
  error: 3,
};

export interface JobOutputs {
  hlsMasterKey?: string;
  mp4Key?: string;
  thumbnailKey?: string;
  renditions?: string[];
  durationMs?: number;
}

export interface JobUpdate extends JobOutputs {
  videoId: string;
  version: number;
  language: string;
  jobId: string;
  status: JobStatus;
  pipelineId?: string;
  progress?: number;
  error?: string;
  source?: string;
  /** Event time; defaults to now. */
  at?: string;
}

/** The spec's perVersion structure (spec 1 §3 "Video version structure"). */
export interface PerVersion {
  [version: string]: {
    originalLanguage: string;
    perLanguage: Record<
      string,
      {
        status: RenditionStatus;
        source?: string;
        hlsMasterKey?: string;
        mp4Key?: string;
        thumbnailKey?: string;
        durationMs?: number;
        error?: string;
        jobId?: string;
      }
    >;
    langList: string[];
    format: string;
    /** completed when every language is; error when one failed; else transcoding/pending. */
    status: RenditionStatus;
  };
}

const HUMAN_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 10 characters from an unambiguous lower-case alphabet (50 bits): short and URL-friendly. */
export function newHumanId(): string {
  const bytes = randomBytes(10);
  return [...bytes].map((b) => HUMAN_ID_ALPHABET[b % HUMAN_ID_ALPHABET.length]).join('');
}

export function videoData(orgId: string) {
  if (!orgId) throw new Error('videoData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    async video(videoId: string) {
      return (await e.video.get({ orgId, videoId }).go()).data;
    },
    async videoByHumanId(humanId: string) {
      return (await e.video.query.byHumanId({ orgId, humanId }).go({ limit: 1 })).data[0] ?? null;
    },
    async videosOfChannel(channelId: string) {
      return (await e.video.query.byChannel({ orgId, channelId }).go({ pages: 'all' })).data;
    },
    async createVideo(input: {
      channelId: string;
      name: string;
      description?: string;
      masterLanguage: string;
      authorId: string;
      authorEmail: string;
      /** /create/video: the video type and the upload options (spec 1 §7). */
      type?: VideoType;
      uploadOptions?: {
        autoTranscribe: boolean;
        autoCopyToManuscript: boolean;
        autoCopyManuscriptToDescription: boolean;
      };
      /** A planned video (a placeholder with no media yet, spec 2 §3) instead of a draft. */
      status?: 'draft' | 'planned';
    }) {
      const videoId = randomUUID();
      // 50 random bits make a clash unlikely; a taken humanId is still never reused.
      let humanId = newHumanId();
      while (await this.videoByHumanId(humanId)) humanId = newHumanId();
      await e.video.create({ orgId, videoId, humanId, status: 'draft', lastVersion: 1, ...input }).go();
      return { videoId, humanId };
    },
    /**
     * Deletes a video that is still a draft (or, for a production order that could not start, still
     * planned) in version 1 (a cancelled first upload); false otherwise.
     */
    async deleteDraft(videoId: string, status: 'draft' | 'planned' = 'draft'): Promise<boolean> {
      try {
        await e.video
          .delete({ orgId, videoId })
          .where((item, { eq }) => `${eq(item.status, status)} AND ${eq(item.lastVersion, 1)}`)
          .go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
    /** Patches a video; with onlyIfStatus, only while its status is one of those (else false). */
    async setVideoFields(
      videoId: string,
      changes: {
        status?: VideoStatus;
        lastVersion?: number;
        durationMs?: number;
        thumbnailKey?: string;
        /** The organization's tags the video carries (its help tags) and its information classification. */
        tags?: { tagGroup: string; tagValue: string }[];
        infClassification?: string;
        /** The published translations' titles (core/domain/translated-titles.ts). */
        titles?: { language: string; name: string }[];
      },
      onlyIfStatus?: readonly VideoStatus[],
    ): Promise<boolean> {
      try {
        const op = e.video.patch({ orgId, videoId }).set(changes);
        await (
          onlyIfStatus
            ? op.where(({ status }, { eq }) => onlyIfStatus.map((s) => eq(status, s)).join(' OR '))
            : op
        ).go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
    async renditions(videoId: string) {
      return (await e.videoRendition.query.byVideo({ orgId, videoId }).go({ pages: 'all' })).data;
    },
    /** Records the original of a version × language (updateGeneral, and every upload that arrives). */
    async setRenditionSource(ref: { videoId: string; version: number; language: string }, source: string) {
      await e.videoRendition
        .upsert({ orgId, ...ref, source })
        .ifNotExists({ status: 'pending', format: 'hls' })
        .go();
    },
    /**
     * Applies a job's state to its rendition: `transcoding` when submitted, then its outcome. Skipped
     * (false) when a later-submitted job already owns the rendition, or when this job's state is
     * already recorded (a late "submitted" after the outcome); a job's outcome may arrive first.
     */
    async setRenditionJob(
      ref: { videoId: string; version: number; language: string },
      job: { jobId: string; submittedAt: string; source?: string },
      state: { status: 'transcoding' | 'completed' | 'error'; error?: string } & JobOutputs,
    ): Promise<boolean> {
      const { renditions: _renditions, ...given } = state;
      const fields = Object.fromEntries(
        Object.entries({ ...given, source: job.source }).filter(([, v]) => v !== undefined),
      );
      try {
        await e.videoRendition
          .upsert({
            orgId,
            ...ref,
            ...fields,
            jobId: job.jobId,
            jobSubmittedAt: job.submittedAt,
            status: state.status,
          })
          .ifNotExists({ format: 'hls' })
          .where(({ jobSubmittedAt, jobId }, { notExists, lt, eq }) => {
            const older = `${notExists(jobSubmittedAt)} OR ${lt(jobSubmittedAt, job.submittedAt)}`;
            // The same job may only move on to its outcome, never back to transcoding.
            return state.status === 'transcoding'
              ? older
              : `${older} OR (${eq(jobSubmittedAt, job.submittedAt)} AND ${eq(jobId, job.jobId)})`;
          })
          .go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
    async jobs(videoId: string) {
      const { data } = await e.transcodingJob.query.byVideo({ orgId, videoId }).go({ pages: 'all' });
      return data.sort((a, b) => (a.createdAt ?? a.updatedAt).localeCompare(b.createdAt ?? b.updatedAt));
    },
    async jobById(jobId: string) {
      return (await e.transcodingJob.query.byJobId({ orgId, jobId }).go({ limit: 1 })).data[0] ?? null;
    },
    /**
     * Creates or advances a job record. Conditional on the stored status rank (and progress within a
     * rank), so duplicates and out-of-order events are no-ops; returns whether the update applied.
     */
    async recordJob(update: JobUpdate): Promise<boolean> {
      const rank = JOB_STATUS_RANK[update.status];
      const at = update.at ?? new Date().toISOString();
      const progress = update.status === 'completed' ? 100 : Math.max(0, Math.min(100, update.progress ?? 0));
      const { at: _at, progress: _p, ...given } = update;
      // Undefined fields are left as stored (an event without outputs keeps the ones recorded).
      const rest = Object.fromEntries(
        Object.entries(given).filter(([, v]) => v !== undefined),
      ) as typeof given;
      try {
        await e.transcodingJob
          .upsert({ orgId, ...rest, statusRank: rank, progress, updatedAt: at })
          .ifNotExists({ createdAt: at })
          .where(({ statusRank, progress: stored, status }, { notExists, lt, eq, lte }) => {
            const sameRank =
              rank === 3
                ? `(${eq(statusRank, rank)} AND ${eq(status, update.status)})`
                : `(${eq(statusRank, rank)} AND ${lte(stored, progress)})`;
            return `${notExists(statusRank)} OR ${lt(statusRank, rank)} OR ${sameRank}`;
          })
          .go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type VideoData = ReturnType<typeof videoData>;
/** A stored video (with its organization: `orgId`). */
export type Video = NonNullable<Awaited<ReturnType<VideoData['video']>>>;
/** One version × language of a video, as stored. */
export type Rendition = Awaited<ReturnType<VideoData['renditions']>>[number];

/** The spec's perVersion view of a video's renditions. */
export function perVersionOf(
  masterLanguage: string,
  renditions: Awaited<ReturnType<VideoData['renditions']>>,
): PerVersion {
  const result: PerVersion = {};
  for (const r of renditions) {
    const entry = (result[String(r.version)] ??= {
      originalLanguage: masterLanguage,
      perLanguage: {},
      langList: [],
      format: r.format ?? 'hls',
      status: 'pending',
    });
    entry.perLanguage[r.language] = {
      status: r.status ?? 'pending',
      ...(r.source ? { source: r.source } : {}),
      ...(r.hlsMasterKey ? { hlsMasterKey: r.hlsMasterKey } : {}),
      ...(r.mp4Key ? { mp4Key: r.mp4Key } : {}),
      ...(r.thumbnailKey ? { thumbnailKey: r.thumbnailKey } : {}),
      ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
      ...(r.error ? { error: r.error } : {}),
      ...(r.jobId ? { jobId: r.jobId } : {}),
    };
    entry.langList.push(r.language);
  }
  for (const entry of Object.values(result)) {
    const states = Object.values(entry.perLanguage).map((l) => l.status);
    entry.status = states.includes('error')
      ? 'error'
      : states.every((s) => s === 'completed')
        ? 'completed'
        : states.includes('transcoding')
          ? 'transcoding'
          : 'pending';
  }
  return result;
}
