/**
 * The training-generation machine's Map item: the watch-video tasks of one batch of users for the run's
 * videos (watch-tasks.ts: one task per user and video, created once, so a retried item creates nothing
 * twice). Users no longer active are skipped. Answers how many tasks were new.
 */
import { trainingData } from '../../core/data/training-data.js';
import { trainingGenerationData } from '../../core/data/training-generation-data.js';
import { assignWatchVideos } from '../../core/domain/watch-tasks.js';
import type { GenerationRef } from './generation.js';

export async function handler(event: GenerationRef & { userIds: string[] }): Promise<{ created: number }> {
  const run = await trainingGenerationData(event.orgId).generation(event.generationId);
  if (!run) throw new Error(`training generation ${event.generationId} not found`);
  const profiles = await trainingData(event.orgId).profiles(event.userIds);
  const users = event.userIds.flatMap((userId) => {
    const profile = profiles.get(userId);
    return profile && profile.status === 'active' ? [{ userId, email: profile.email }] : [];
  });
  const created = await assignWatchVideos(event.orgId, {
    users,
    videos: run.videos ?? [],
    dueDate: run.dueDate,
    category: 'mandatory',
    comment: run.planName,
    requester: {
      userId: run.requesterId,
      email: run.requesterEmail,
      name: run.requesterName ?? '',
      orgId: run.requesterOrgId,
    },
  });
  return { created };
}
