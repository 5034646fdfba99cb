/**
 * Create training at scale (issue 15 benchmark): a plan of 20 processes (each a playlist of 5 published
 * videos) for 1,000 users holding its role, i.e. 100,000 watch-video tasks. Two figures:
 *  - the generation rule alone (roles × processes × videos, de-duplicated), median of runs, in memory;
 *  - the whole run on the local platform: the training-generation machine in the local Step Functions
 *    (prepare, a Map of 10-user batches two at a time, finish) writing into DynamoDB Local, from start
 *    to the run's `ready`, with tasks per second.
 * Sizes move with BENCH_TRAINING_USERS, BENCH_TRAINING_PROCESSES, BENCH_TRAINING_VIDEOS. Printed figures,
 * never pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { generateTraining } from '#shared/domain/training-generation.js';
import { TRAINING_GENERATION_WORKFLOW_ARN_VARIABLE } from '#shared/domain/training-generation.js';
import type { LocalPlatform } from '../../infra/local/index.js';
import { formatTable, median } from './stats.js';

const USERS = Number(process.env.BENCH_TRAINING_USERS ?? 1000);
const PROCESSES = Number(process.env.BENCH_TRAINING_PROCESSES ?? 20);
const VIDEOS = Number(process.env.BENCH_TRAINING_VIDEOS ?? 5);
const ORG = 'acme';
const run = Date.now().toString(36);

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${run}-${i}`);

function ruleFigure(): number {
  const users = ids('u', USERS);
  const processes = ids('p', PROCESSES);
  const tracks = processes.map((p, i) => ({ trackId: `t-${p}`, videoIds: ids(`v${i}`, VIDEOS) }));
  const input = {
    plan: { processIds: processes, includeParentVideos: true, roleIds: ['r'] },
    processes: processes.map((processId) => ({ processId, trackId: `t-${processId}` })),
    userRoles: users.map((userId) => ({ userId, roleIds: ['r'] })),
    tracks,
    videos: tracks.flatMap((t) => t.videoIds.map((videoId) => ({ videoId, channelId: 'c' }))),
    channelIds: [],
  };
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    generateTraining(input);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The plan's data written as the commands write it (entities), then one run of the machine. */
async function machineFigure(): Promise<{ seconds: number; tasks: number }> {
  const { getEntities } = await import('../../functions/core/data/entities/index.js');
  const { trainingGenerationData } = await import('../../functions/core/data/training-generation-data.js');
  const { startExecution } = await import('../../functions/core/workflows/executions.js');
  const e = getEntities();
  const channelId = `ch-bench-${run}`;
  await e.channel
    .put({ orgId: ORG, channelId, name: 'Bench training', type: 'company', status: 'active' })
    .go();
  const processIds = ids('process', PROCESSES);
  for (const [i, processId] of processIds.entries()) {
    const trackId = `track-bench-${run}-${i}`;
    await e.track.put({ orgId: ORG, trackId, channelId, name: `Bench ${i}` }).go();
    for (const [position, videoId] of ids(`video-${i}`, VIDEOS).entries()) {
      await e.video
        .create({
          orgId: ORG,
          videoId,
          humanId: `b${i}x${position}${run}`,
          channelId,
          name: `Bench video ${i}.${position}`,
          status: 'published',
          masterLanguage: 'en-us',
          authorId: 'bench',
          authorEmail: 'bench@acme.test',
        })
        .go();
      await e.trackItem.put({ orgId: ORG, trackId, position, type: 'video', targetId: videoId }).go();
    }
    await e.trainingProcess.put({ orgId: ORG, processId, name: `Process ${i}`, trackId, position: i }).go();
  }
  const roleId = `role-bench-${run}`;
  await e.applicationRole.put({ orgId: ORG, roleId, name: `Bench role ${run}` }).go();
  const planId = `plan-bench-${run}`;
  await e.trainingPlan
    .put({
      orgId: ORG,
      planId,
      name: `Bench plan ${run}`,
      processIds,
      includeParentVideos: false,
      roleIds: [roleId],
    })
    .go();
  const userIds = ids('user', USERS);
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < userIds.length) {
        const userId = userIds[next++] as string;
        await e.user.put({ orgId: ORG, userId, email: `${userId}@acme.test` }).go();
        await e.userApplicationRoles.put({ orgId: ORG, userId, roleIds: [roleId] }).go();
      }
    }),
  );
  const runs = trainingGenerationData(ORG);
  const generationId = await runs.create({
    planId,
    planName: `Bench plan ${run}`,
    channelIds: [],
    requester: { userId: 'bench', email: 'bench@acme.test', name: 'Bench', orgId: ORG },
  });
  const started = performance.now();
  await startExecution(TRAINING_GENERATION_WORKFLOW_ARN_VARIABLE, `bench-${generationId}`, {
    orgId: ORG,
    generationId,
  });
  for (;;) {
    const state = await runs.generation(generationId);
    if (state && state.status !== 'running') {
      if (state.status === 'failed') throw new Error(`the run failed: ${state.error ?? ''}`);
      return { seconds: (performance.now() - started) / 1000, tasks: state.tasksCreated ?? 0 };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function trainingGeneration(_platform: LocalPlatform): Promise<void> {
  const rule = ruleFigure();
  const machine = await machineFigure();
  console.log(`\nCreate training: ${USERS} users × ${PROCESSES} processes × ${VIDEOS} videos`);
  console.log(
    formatTable(
      ['what', 'figure'],
      [
        ['generation rule (median of 20, in memory)', `${rule.toFixed(1)} ms`],
        ['whole run on the local platform (start → ready)', `${machine.seconds.toFixed(1)} s`],
        ['watch-video tasks created', String(machine.tasks)],
        ['tasks per second', (machine.tasks / machine.seconds).toFixed(0)],
      ],
    ),
  );
}
