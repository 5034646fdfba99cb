/**
 * The training-generation machine's first step: reads the plan, its processes, the users holding its
 * roles, the playlists and their published videos, and works out what to generate
 * (shared/domain/training-generation.ts); records it on the run and answers the users in batches for the
 * Map. Reads only: run again, it finds the same.
 */
import { generateTraining, inBatches, type GenerationTrack } from '#shared/domain/training-generation.js';
import { channelData } from '../../core/data/channel-data.js';
import { trainingData } from '../../core/data/training-data.js';
import { trainingGenerationData } from '../../core/data/training-generation-data.js';
import { videoData } from '../../core/data/video-data.js';
import { USERS_PER_BATCH, type GenerationRef } from './generation.js';

export class PlanNotFound extends Error {
  override name = 'PlanNotFound';
}

export async function handler(event: GenerationRef): Promise<{ batches: string[][] }> {
  const { orgId, generationId } = event;
  const runs = trainingGenerationData(orgId);
  const run = await runs.generation(generationId);
  if (!run) throw new PlanNotFound(`training generation ${generationId} not found`);
  const training = trainingData(orgId);
  const [plans, processes, userRoles] = await Promise.all([
    training.plans(),
    training.processes(),
    training.userRoles(),
  ]);
  const plan = plans.find((p) => p.planId === run.planId);
  if (!plan) throw new PlanNotFound(`The training plan ${run.planName} no longer exists`);

  // The playlists the plan's processes name, and their parents: each with its own videos, in order.
  const channels = channelData(orgId);
  const allTracks = new Map((await channels.tracks()).map((t) => [t.trackId, t]));
  const wanted = new Set<string>();
  for (const process of processes.filter((p) => plan.processIds.includes(p.processId))) {
    let trackId = process.trackId;
    while (trackId && !wanted.has(trackId) && allTracks.has(trackId)) {
      wanted.add(trackId);
      trackId = allTracks.get(trackId)?.parentTrackId ?? null;
    }
  }
  const tracks: GenerationTrack[] = await Promise.all(
    [...wanted].map(async (trackId) => ({
      trackId,
      parentTrackId: allTracks.get(trackId)?.parentTrackId,
      videoIds: (await channels.itemsOfTrack(trackId))
        .filter((item) => item.type === 'video')
        .map((item) => item.targetId),
    })),
  );
  const candidateIds = new Set([
    ...tracks.flatMap((t) => t.videoIds),
    ...processes.map((p) => p.introductionVideoId?.trim() ?? '').filter(Boolean),
  ]);
  const videos = videoData(orgId);
  const published = (await Promise.all([...candidateIds].map((id) => videos.video(id)))).filter(
    (v): v is NonNullable<typeof v> => v !== null && v !== undefined && v.status === 'published',
  );
  const result = generateTraining({
    plan,
    processes,
    userRoles,
    tracks,
    videos: published.map((v) => ({ videoId: v.videoId, channelId: v.channelId })),
    channelIds: run.channelIds ?? [],
  });
  const byId = new Map(published.map((v) => [v.videoId, v]));
  await runs.prepared(generationId, {
    users: result.userIds.length,
    videos: result.videoIds.map((videoId) => ({
      videoId,
      name: byId.get(videoId)?.name ?? videoId,
      channelId: byId.get(videoId)?.channelId ?? '',
    })),
    tasksToGenerate: result.tasks,
  });
  return { batches: result.videoIds.length === 0 ? [] : inBatches(result.userIds, USERS_PER_BATCH) };
}
