/**
 * "Create training" end to end (issue 15) in the local Step Functions service: operator staff define a
 * role, a process naming a playlist (its parent playlist's videos included when asked), a plan, and give
 * the role to two users; createTraining runs the training-generation machine (prepare, a Map of batches,
 * finish), which creates exactly one watch-video task per user and video, records the results the
 * Results dialog shows and e-mails the requester. Running it again creates nothing twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainingCommandInput } from '#shared/api';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { taskData } from '../../functions/core/data/task-data.js';
import { watchTaskId } from '../../functions/core/data/watch-task-data.js';
import { RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import {
  call,
  cognito,
  contract,
  eventually,
  initiateSignIn,
  mailTo,
  poolOf,
  send,
  signIn,
  temporaryPasswordIn,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = Date.now().toString(36);
const PARENT = `track-it-gen-parent-${run}`;
const CHILD = `track-it-gen-child-${run}`;
const CHANNEL = `ch-it-gen-${run}`;
const videoId = (n: string) => `vid-it-gen-${n}-${run}`;

let staff = '';
let learner = '';
const users: { userId: string; email: string }[] = [];

type Command = TrainingCommandInput;
async function ok<T extends Command['type']>(type: T, payload: Extract<Command, { type: T }>['payload']) {
  const res = await send(contract.trainingCommand, { token: staff, body: { type, payload } });
  expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.id;
}

async function generationDone(generationId: string) {
  const found = await eventually(
    async () => (await call(contract.listTrainingGenerations, { token: staff })).body.generations,
    (list) => list.some((g) => g.generationId === generationId && g.status !== 'running'),
    { timeoutMs: 30_000, intervalMs: 200 },
  );
  return found.find((g) => g.generationId === generationId)!;
}

beforeAll(async () => {
  const e = getEntities();
  await e.channel
    .put({
      orgId: 'studio',
      channelId: CHANNEL,
      name: `Generation ${run}`,
      type: 'company',
      status: 'active',
    })
    .go();
  await e.track.put({ orgId: 'studio', trackId: PARENT, channelId: CHANNEL, name: `ERP ${run}` }).go();
  await e.track
    .put({
      orgId: 'studio',
      trackId: CHILD,
      channelId: CHANNEL,
      name: `Orders ${run}`,
      parentTrackId: PARENT,
    })
    .go();
  const videos: [string, string, string][] = [
    [PARENT, 'basics', 'published'],
    [CHILD, 'order', 'published'],
    [CHILD, 'draft', 'draft'],
    ['', 'intro', 'published'],
  ];
  for (const [position, [trackId, name, status]] of videos.entries()) {
    await e.video
      .create({
        orgId: 'studio',
        videoId: videoId(name),
        humanId: `gen${name}${run}`,
        channelId: CHANNEL,
        name: `Video ${name}`,
        status: status as 'published',
        masterLanguage: 'en-us',
        authorId: 'it',
        authorEmail: 'staff@tubes.dev',
      })
      .go();
    if (trackId)
      await e.trackItem
        .put({ orgId: 'studio', trackId, position, type: 'video', targetId: videoId(name) })
        .go();
  }
  staff = (await signIn('staff@tubes.dev', PASSWORD, 'studio')).idToken;
  for (const n of [0, 1]) {
    const email = `gen-${n}-${run}@tubes.dev`;
    const created = await call(contract.createUser, {
      token: staff,
      body: { email, firstName: `Learner${n}`, lastName: 'Gen' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    users.push({ userId: created.body.userId, email });
  }
  // The first learner signs in with their invitation's temporary password and sets their own.
  const [first] = users;
  const challenge = await initiateSignIn(
    first!.email,
    temporaryPasswordIn(await mailTo(first!.email, /^Your account in /)),
    'studio',
  );
  const answered = await cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: poolOf('studio').clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: first!.email, NEW_PASSWORD: 'N3w-Passw0rd!' },
    }),
  );
  learner = answered.AuthenticationResult?.IdToken ?? '';
}, 60_000);

describe('Create training', () => {
  let planId = '';

  it('generates one task per user and video (parents first, drafts left out) and tells the requester', async () => {
    const roleId = await ok('createApplicationRole', { name: `Order clerk ${run}` });
    const processId = await ok('createProcess', {
      name: `Order to cash ${run}`,
      introductionVideoId: videoId('intro'),
      trackId: CHILD,
    });
    planId = await ok('createTrainingPlan', {
      name: `Clerks ${run}`,
      processIds: [processId],
      includeParentVideos: true,
      roleIds: [roleId],
    });
    for (const user of users) await ok('setUserApplicationRoles', { userId: user.userId, roleIds: [roleId] });

    const generationId = await ok('createTraining', { planId, channelIds: [], dueDate: '2099-01-31' });
    const done = await generationDone(generationId);
    expect(done).toMatchObject({
      status: 'ready',
      planName: `Clerks ${run}`,
      users: 2,
      tasksToGenerate: 6,
      tasksCreated: 6,
      dueDate: '2099-01-31T23:59:59.999Z',
      channelIds: [],
      error: null,
    });
    expect(done.videos.map((v) => v.videoId)).toEqual([
      videoId('intro'),
      videoId('basics'),
      videoId('order'),
    ]);
    const tasks = await taskData('studio').tasks(
      users.flatMap((u) => done.videos.map((v) => watchTaskId(u.userId, v.videoId))),
    );
    expect(tasks).toHaveLength(6);
    expect(new Set(tasks.map((t) => `${t.status} ${t.type} ${t.dueDate}`))).toEqual(
      new Set(['notStarted watch-video 2099-01-31T23:59:59.999Z']),
    );
    // The learner finds the plan's videos on /mandatory, due by the run's day.
    const mandatory = await call(contract.getMandatory, { token: learner });
    expect(mandatory.body.videos.map((v) => [v.videoId, v.source, v.dueDate]).sort()).toEqual(
      done.videos.map((v) => [v.videoId, `Clerks ${run}`, '2099-01-31T23:59:59.999Z']).sort(),
    );
    const mail = await mailTo('staff@tubes.dev', new RegExp(`^Training ready for review: Clerks ${run}$`));
    expect(mail.text).toContain('6 tasks for 2 users and 3 videos');
    expect(mail.html).toContain(`/admin/training-plans?generation=${generationId}`);
  });

  it('creates nothing twice when run again, and a channel filter keeps only its channels videos', async () => {
    const again = await ok('createTraining', { planId, channelIds: [] });
    expect(await generationDone(again)).toMatchObject({
      status: 'ready',
      tasksToGenerate: 6,
      tasksCreated: 0,
    });
    const filtered = await ok('createTraining', { planId, channelIds: ['ch-some-other'] });
    expect(await generationDone(filtered)).toMatchObject({ status: 'ready', tasksToGenerate: 0, videos: [] });
  });

  it('assigns a playlist as mandatory to the holders of an application role, with its due date', async () => {
    const auditor = await ok('createApplicationRole', { name: `Auditor ${run}` });
    await ok('setUserApplicationRoles', { userId: users[1]!.userId, roleIds: [auditor] });
    const assigned = await send(contract.assignMandatory, {
      token: staff,
      body: { trackId: PARENT, emails: [], applicationRoleIds: [auditor], dueDate: '2099-02-28' },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.userIds).toEqual([users[1]!.userId]);
    const tasks = await taskData('studio').tasks([watchTaskId(users[1]!.userId, videoId('basics'))]);
    expect(tasks.map((t) => t.status)).toEqual(['notStarted']);
    const users0 = await call(contract.listTrackUsers, { token: staff, params: { trackId: PARENT } });
    expect(users0.body.assignees.map((a) => a.email)).toEqual([users[1]!.email]);

    // Neither addresses nor roles; an unknown role; a customer admin (no training group): refused.
    const none = await send(contract.assignMandatory, {
      token: staff,
      body: { trackId: PARENT, emails: [], applicationRoleIds: [] },
    });
    expect(none.status).toBe(400);
    expect(none.body.issues).toEqual([expect.objectContaining({ path: 'emails', message: 'Required' })]);
    const unknown = await send(contract.assignMandatory, {
      token: staff,
      body: { trackId: PARENT, emails: [], applicationRoleIds: ['role-nope'] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The application role is not found');
    const acmeAdmin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
    const customer = await send(contract.assignMandatory, {
      token: acmeAdmin,
      body: { trackId: 'track-x', emails: [], applicationRoleIds: [auditor] },
    });
    expect(customer.status).toBe(403);
  });

  it('refuses an unknown plan, a past due date, and callers who are not operator admins', async () => {
    const unknown = await send(contract.trainingCommand, {
      token: staff,
      body: { type: 'createTraining', payload: { planId: 'plan-nope', channelIds: [] } },
    });
    expect(unknown.status).toBe(404);
    const past = await send(contract.trainingCommand, {
      token: staff,
      body: { type: 'createTraining', payload: { planId, channelIds: [], dueDate: '2020-01-01' } },
    });
    expect(past.status).toBe(400);
    const acmeAdmin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
    const refused = await send(contract.trainingCommand, {
      token: acmeAdmin,
      body: { type: 'createTraining', payload: { planId, channelIds: [] } },
    });
    expect(refused.status).toBe(403);
    expect((await call(contract.listTrainingGenerations, { token: acmeAdmin })).status).toBe(403);
  });
});
