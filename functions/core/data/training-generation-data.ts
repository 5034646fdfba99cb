/**
 * "Create training" runs of ONE organization (issue 15; access patterns 185–186).
 */
import { randomBytes } from 'node:crypto';
import { getEntities } from './entities/index.js';

export type TrainingGeneration = NonNullable<
  Awaited<ReturnType<ReturnType<typeof trainingGenerationData>['generation']>>
>;

export interface NewGeneration {
  planId: string;
  planName: string;
  channelIds: string[];
  dueDate?: string | undefined;
  requester: { userId: string; email: string; name: string; orgId: string };
}

/** Time-ordered: the newest sorts last (listed in descending order). */
export const newGenerationId = () =>
  `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;

export function trainingGenerationData(orgId: string) {
  if (!orgId) throw new Error('trainingGenerationData needs an organization id');
  const e = getEntities();
  return {
    async create(input: NewGeneration): Promise<string> {
      const generationId = newGenerationId();
      await e.trainingGeneration
        .create({
          orgId,
          generationId,
          planId: input.planId,
          planName: input.planName,
          channelIds: input.channelIds,
          ...(input.dueDate ? { dueDate: input.dueDate } : {}),
          requesterId: input.requester.userId,
          requesterEmail: input.requester.email,
          requesterName: input.requester.name,
          requesterOrgId: input.requester.orgId,
          status: 'running',
        })
        .go();
      return generationId;
    },
    async generation(generationId: string) {
      return (await e.trainingGeneration.get({ orgId, generationId }).go({ consistent: true })).data;
    },
    /** The newest runs first (all of them: an organization creates a few a week). */
    async generations(limit = 50) {
      const { data } = await e.trainingGeneration.query.byId({ orgId }).go({ order: 'desc', limit });
      return data;
    },
    /** What the first step found. */
    async prepared(
      generationId: string,
      found: {
        users: number;
        videos: { videoId: string; name: string; channelId: string }[];
        tasksToGenerate: number;
      },
    ) {
      await e.trainingGeneration.patch({ orgId, generationId }).set(found).go();
    },
    /** The end of the run: ready with the tasks created, or failed with why. */
    async finished(
      generationId: string,
      end: { status: 'ready' | 'failed'; tasksCreated?: number; error?: string },
    ) {
      await e.trainingGeneration
        .patch({ orgId, generationId })
        .set({ ...end, finishedAt: new Date().toISOString() })
        .go();
    },
  };
}
