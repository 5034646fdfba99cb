/**
 * What "Create training" generates (issue 15; spec 2 §1 "Training plans can be generated for users by
 * application role"): every user holding one of the plan's roles × the videos of the plan's processes,
 * in the plan's order: each process's introduction video, then (with Include Parent Videos) the videos of
 * the parent playlists of its playlist, outermost first, then its playlist's own videos. Each video once
 * (its first place), each user once; a channel filter keeps only videos of the chosen channels. Pure: the
 * state machine's first step feeds it what it read.
 */
export interface GenerationPlan {
  processIds: readonly string[];
  includeParentVideos: boolean;
  roleIds: readonly string[];
}

export interface GenerationProcess {
  processId: string;
  introductionVideoId?: string | undefined;
  trackId?: string | null | undefined;
}

export interface GenerationTrack {
  trackId: string;
  parentTrackId?: string | null | undefined;
  /** The playlist's own videos, in order (its sub-playlists are playlists of their own). */
  videoIds: readonly string[];
}

export interface GenerationVideo {
  videoId: string;
  channelId: string;
}

export interface GenerationInput {
  plan: GenerationPlan;
  processes: readonly GenerationProcess[];
  userRoles: readonly { userId: string; roleIds: readonly string[] }[];
  tracks: readonly GenerationTrack[];
  /** The published videos that may be assigned (others are left out: deleted, drafts). */
  videos: readonly GenerationVideo[];
  /** Only videos of these channels; empty: every channel. */
  channelIds: readonly string[];
}

export interface GenerationResult {
  userIds: string[];
  videoIds: string[];
  /** Users × videos: the watch-video tasks to be generated (some may exist already). */
  tasks: number;
}

/** The parents of a playlist, outermost first (a cycle in bad data stops the walk). */
function ancestors(trackId: string, tracks: ReadonlyMap<string, GenerationTrack>): GenerationTrack[] {
  const chain: GenerationTrack[] = [];
  const seen = new Set([trackId]);
  let parentId = tracks.get(trackId)?.parentTrackId;
  while (parentId && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = tracks.get(parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentTrackId;
  }
  return chain;
}

export function generateTraining(input: GenerationInput): GenerationResult {
  const roles = new Set(input.plan.roleIds);
  const userIds = [
    ...new Set(input.userRoles.filter((u) => u.roleIds.some((r) => roles.has(r))).map((u) => u.userId)),
  ];
  const tracks = new Map(input.tracks.map((t) => [t.trackId, t]));
  const processes = new Map(input.processes.map((p) => [p.processId, p]));
  const assignable = new Map(input.videos.map((v) => [v.videoId, v.channelId]));
  const channels = new Set(input.channelIds);
  const videoIds: string[] = [];
  const add = (videoId: string | undefined) => {
    if (!videoId || videoIds.includes(videoId)) return;
    const channelId = assignable.get(videoId);
    if (channelId === undefined || (channels.size > 0 && !channels.has(channelId))) return;
    videoIds.push(videoId);
  };
  for (const processId of input.plan.processIds) {
    const process = processes.get(processId);
    if (!process) continue;
    add(process.introductionVideoId?.trim());
    if (!process.trackId) continue;
    if (input.plan.includeParentVideos) {
      for (const parent of ancestors(process.trackId, tracks)) parent.videoIds.forEach(add);
    }
    tracks.get(process.trackId)?.videoIds.forEach(add);
  }
  return { userIds, videoIds, tasks: userIds.length * videoIds.length };
}

/** The users in batches for the state machine's Map (each batch one Lambda call). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** The state machine's name (infra/workflows registry) and the variable its ARN is read from. */
export const TRAINING_GENERATION_WORKFLOW_NAME = 'training-generation';
export const TRAINING_GENERATION_WORKFLOW_ARN_VARIABLE = 'TRAINING_GENERATION_STATE_MACHINE_ARN';
