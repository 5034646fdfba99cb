/**
 * The training admin sections (issue 15; spec 2 §2 application roles, application IDs, processes,
 * training plans, users with application roles; §5 validation; §6 "the training group needs an
 * operator-organization user plus admin") against the local platform with real tokens: create, edit,
 * delete and re-order in each list, the spec's validation texts, the refusals to delete what is in use,
 * and who may call at all (the operator organization's admins who are its staff: staff@tubes.dev in
 * studio; customer admins, members and staff working in another organization get 403; another
 * organization's ids are not found).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingAdmin, TrainingCommandInput } from '#shared/api';
import { TRAINING_REFUSALS } from '#shared/domain/training-admin';
import { call, contract, decodeJwt, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const token = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Command = TrainingCommandInput;
const command = <T extends Command['type']>(
  idToken: string,
  type: T,
  payload: Extract<Command, { type: T }>['payload'],
) => send(contract.trainingCommand, { token: idToken, body: { type, payload } });

let staff = '';
let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';
/** A second user of studio (the operator organization), created by its admin. */
let studioUserId = '';
let studioUserEmail = '';

async function read(idToken = staff): Promise<TrainingAdmin> {
  const res = await call(contract.getTrainingAdmin, { token: idToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Runs a command that must succeed; answers its id. */
async function ok<T extends Command['type']>(type: T, payload: Extract<Command, { type: T }>['payload']) {
  const res = await send(contract.trainingCommand, { token: staff, body: { type, payload } });
  expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.id;
}

beforeAll(async () => {
  [staff, acmeAdmin, acmeMember, globexAdmin] = await Promise.all([
    token('staff@tubes.dev', 'studio'),
    token('admin@acme.test', 'acme'),
    token('member@acme.test', 'acme'),
    token('admin@globex.test', 'globex'),
  ]);
  studioUserEmail = `trainee-${Date.now()}@tubes.dev`;
  const created = await call(contract.createUser, {
    token: staff,
    body: { email: studioUserEmail, firstName: 'Tina', lastName: 'Trainee' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  studioUserId = created.body.userId;
});

describe('who may use the training sections (spec 2 §6)', () => {
  it("answers the operator organization's admin who is its staff", async () => {
    const data = await read();
    expect(data).toMatchObject({
      roles: expect.any(Array),
      applications: expect.any(Array),
      processes: expect.any(Array),
      plans: expect.any(Array),
      userRoles: expect.any(Array),
    });
    // The playlists a process can name are studio's own.
    expect(data.tracks.map((t) => t.trackId)).toContain('track-studio-recording-basics');
    expect(data.tracks.some((t) => t.trackId.startsWith('track-acme-'))).toBe(false);
  });

  it('refuses members, and admins of customer organizations (not operator staff), with 403', async () => {
    for (const idToken of [acmeMember, acmeAdmin, globexAdmin]) {
      const listed = await call(contract.getTrainingAdmin, { token: idToken });
      expect(listed.status).toBe(403);
      expect(listed.body.message).toBe('You do not have access for this operation');
      const created = await command(idToken, 'createApplicationRole', { name: unique('Refused') });
      expect(created.status).toBe(403);
    }
    // Nothing was written anywhere.
    expect((await read()).roles.some((r) => r.name.startsWith('Refused'))).toBe(false);
  });

  it('refuses staff working in another organization (admin groups are hidden there)', async () => {
    const switched = await call(contract.updateUserOrgSwitch, {
      token: staff,
      body: { orgToSwitchTo: 'acme' },
    });
    expect(switched.status).toBe(200);
    try {
      // A switch takes effect with the next token (the authorizer's answer is cached per token).
      const inAcme = await token('staff@tubes.dev', 'studio');
      expect((await call(contract.getTrainingAdmin, { token: inAcme })).status).toBe(403);
      expect((await command(inAcme, 'createApplicationRole', { name: unique('Switched') })).status).toBe(403);
    } finally {
      await call(contract.updateUserOrgSwitch, {
        token: await token('staff@tubes.dev', 'studio'),
        body: { orgToSwitchTo: '' },
      });
      staff = await token('staff@tubes.dev', 'studio');
    }
    expect((await call(contract.getTrainingAdmin, { token: staff })).status).toBe(200);
  });
});

describe('application roles', () => {
  it('creates, renames and deletes a role; names are unique whatever their case', async () => {
    const name = unique('Sales');
    const roleId = await ok('createApplicationRole', { name: `  ${name}  ` });
    expect((await read()).roles.find((r) => r.roleId === roleId)).toMatchObject({
      name,
      applications: 0,
      plans: 0,
      users: 0,
      createdAt: expect.any(String),
    });

    const twice = await command(staff, 'createApplicationRole', { name: name.toUpperCase() });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(TRAINING_REFUSALS.roleNameTaken);

    const renamed = `${name} renamed`;
    await ok('updateApplicationRole', { roleId, name: renamed });
    expect((await read()).roles.find((r) => r.roleId === roleId)?.name).toBe(renamed);

    await ok('deleteApplicationRole', { roleId });
    expect((await read()).roles.some((r) => r.roleId === roleId)).toBe(false);
    const again = await command(staff, 'deleteApplicationRole', { roleId });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(TRAINING_REFUSALS.roleNotFound);
  });

  it('requires a name (400 with the text under the field)', async () => {
    const res = await command(staff, 'createApplicationRole', { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'body.payload.name', message: 'Role name is required' }]);
  });

  it("another organization's or an unknown role id is not found", async () => {
    const res = await command(staff, 'updateApplicationRole', { roleId: 'role-unknown', name: 'X' });
    expect(res.status).toBe(404);
  });
});

describe('application IDs (spec 2 §5)', () => {
  let roleId = '';
  beforeAll(async () => {
    roleId = await ok('createApplicationRole', { name: unique('Buyer') });
  });

  it('answers the spec\'s texts: "Application ID is required; Application Name is required"', async () => {
    const res = await command(staff, 'createApplication', { appId: '', name: ' ', roleIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'body.payload.appId', message: 'Application ID is required' },
      { path: 'body.payload.name', message: 'Application Name is required' },
    ]);
  });

  it('"Application ID may contain only letters, numbers, underscores and hyphens"', async () => {
    for (const appId of ['SAP MM', 'crm.web', 'ü-app']) {
      const res = await command(staff, 'createApplication', { appId, name: 'App', roleIds: [] });
      expect(res.status, appId).toBe(400);
      expect(res.body.issues).toEqual([
        {
          path: 'body.payload.appId',
          message: 'Application ID may contain only letters, numbers, underscores and hyphens',
        },
      ]);
    }
  });

  it('creates an application with its roles, keeps its ID unique, edits, moves and deletes it', async () => {
    const appId = `SAP_MM-${Date.now()}`;
    expect(await ok('createApplication', { appId, name: 'SAP Materials', roleIds: [roleId] })).toBe(appId);
    const data = await read();
    const app = data.applications.find((a) => a.appId === appId);
    expect(app).toMatchObject({ name: 'SAP Materials', roleIds: [roleId], createdAt: expect.any(String) });
    expect(data.roles.find((r) => r.roleId === roleId)?.applications).toBe(1);

    // Unique whatever the case.
    const twice = await command(staff, 'createApplication', {
      appId: appId.toLowerCase(),
      name: 'Again',
      roleIds: [],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(TRAINING_REFUSALS.appIdTaken);

    // A role that does not exist (or is another organization's): 404, nothing written.
    const ghost = await command(staff, 'createApplication', {
      appId: `GHOST-${Date.now()}`,
      name: 'Ghost',
      roleIds: [roleId, 'role-unknown'],
    });
    expect(ghost.status).toBe(404);
    expect(ghost.body.message).toBe(TRAINING_REFUSALS.roleNotFound);
    expect((await read()).applications.some((a) => a.appId.startsWith('GHOST-'))).toBe(false);

    // A new Application ID moves it; its creation date stays.
    const moved = `${appId}_v2`;
    await ok('updateApplication', { originalAppId: appId, appId: moved, name: 'SAP MM', roleIds: [] });
    const after = await read();
    expect(after.applications.some((a) => a.appId === appId)).toBe(false);
    expect(after.applications.find((a) => a.appId === moved)).toMatchObject({
      name: 'SAP MM',
      roleIds: [],
      createdAt: app?.createdAt,
    });
    expect(after.roles.find((r) => r.roleId === roleId)?.applications).toBe(0);

    await ok('deleteApplication', { appId: moved });
    expect((await read()).applications.some((a) => a.appId === moved)).toBe(false);
    expect((await command(staff, 'deleteApplication', { appId: moved })).status).toBe(404);
  });

  it('refuses deleting a role an application holds (409 naming it), and deletes it once free', async () => {
    const appId = `CRM-${Date.now()}`;
    await ok('createApplication', { appId, name: 'CRM', roleIds: [roleId] });
    const refused = await command(staff, 'deleteApplicationRole', { roleId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This application role is used by 1 application (${appId}). Remove it there first.`,
    );
    expect((await read()).roles.some((r) => r.roleId === roleId)).toBe(true);
    await ok('deleteApplication', { appId });
    await ok('deleteApplicationRole', { roleId });
  });
});

describe('processes, training plans and users with roles', () => {
  const ids = { a: '', b: '', c: '', role: '', plan: '' };
  const names = { a: unique('Order to cash'), b: unique('Procure to pay'), c: unique('Record to report') };

  beforeAll(async () => {
    ids.role = await ok('createApplicationRole', { name: unique('Accountant') });
  });

  afterAll(async () => {
    // Leave studio as it was for the other suites (whatever a failed test left behind).
    await command(staff, 'removeUserApplicationRoles', { userId: studioUserId });
    if (ids.plan) await command(staff, 'deleteTrainingPlan', { planId: ids.plan });
    for (const processId of [ids.a, ids.b, ids.c])
      if (processId) await command(staff, 'deleteProcess', { processId });
    await command(staff, 'deleteApplicationRole', { roleId: ids.role });
  });

  it('creates processes last in the order, with a free-text introduction video ID and a playlist', async () => {
    ids.a = await ok('createProcess', {
      name: names.a,
      introductionVideoId: 'not a video id / #1',
      trackId: 'track-studio-recording-basics',
    });
    ids.b = await ok('createProcess', { name: names.b });
    ids.c = await ok('createProcess', { name: names.c, introductionVideoId: '', trackId: null });
    const processes = (await read()).processes;
    const mine = processes.filter((p) => [ids.a, ids.b, ids.c].includes(p.processId));
    expect(mine.map((p) => p.processId)).toEqual([ids.a, ids.b, ids.c]);
    expect(mine[0]).toMatchObject({
      introductionVideoId: 'not a video id / #1',
      trackId: 'track-studio-recording-basics',
      trackName: 'Recording basics',
    });
    expect(mine[1]).toMatchObject({ introductionVideoId: '', trackId: null, trackName: null });
    // Mine are the last ones.
    expect(processes.slice(-3).map((p) => p.processId)).toEqual([ids.a, ids.b, ids.c]);
  });

  it('validates a process: a name is required, a playlist must be one of the organization', async () => {
    const noName = await command(staff, 'createProcess', { name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.issues).toEqual([{ path: 'body.payload.name', message: 'Process name is required' }]);
    const taken = await command(staff, 'createProcess', { name: names.a.toLowerCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(TRAINING_REFUSALS.processNameTaken);
    const foreign = await command(staff, 'createProcess', {
      name: unique('Foreign'),
      trackId: 'track-acme-onboarding-essentials',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(TRAINING_REFUSALS.trackNotFound);
  });

  it('edits a process (the playlist removed)', async () => {
    await ok('updateProcess', {
      processId: ids.a,
      name: names.a,
      introductionVideoId: 'intro-42',
      trackId: null,
    });
    expect((await read()).processes.find((p) => p.processId === ids.a)).toMatchObject({
      introductionVideoId: 'intro-42',
      trackId: null,
      trackName: null,
    });
    expect((await command(staff, 'updateProcess', { processId: 'process-unknown', name: 'X' })).status).toBe(
      404,
    );
  });

  it('re-orders the processes: every process once, in the new order', async () => {
    const all = (await read()).processes.map((p) => p.processId);
    const others = all.filter((id) => ![ids.a, ids.b, ids.c].includes(id));
    const order = [ids.c, ...others, ids.a, ids.b];
    await ok('reorderProcesses', { processIds: order });
    expect((await read()).processes.map((p) => p.processId)).toEqual(order);

    const missing = await command(staff, 'reorderProcesses', { processIds: order.slice(1) });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe(TRAINING_REFUSALS.processesChanged);
    const twice = await command(staff, 'reorderProcesses', { processIds: [...order.slice(1), order[1]!] });
    expect(twice.status).toBe(400);
    const foreign = await command(staff, 'reorderProcesses', {
      processIds: [...order.slice(1), 'process-x'],
    });
    expect(foreign.status).toBe(409);
    expect((await read()).processes.map((p) => p.processId)).toEqual(order);
  });

  it('refuses a plan without processes or roles, with the texts under the fields', async () => {
    const res = await command(staff, 'createTrainingPlan', { name: '', processIds: [], roleIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'body.payload.name', message: 'Training Plan Name is required' },
      { path: 'body.payload.processIds', message: 'Choose at least one process' },
      { path: 'body.payload.roleIds', message: 'Choose at least one application role' },
    ]);
    const ghost = await command(staff, 'createTrainingPlan', {
      name: unique('Ghost plan'),
      processIds: [ids.a, 'process-unknown'],
      roleIds: [ids.role],
    });
    expect(ghost.status).toBe(404);
    expect(ghost.body.message).toBe(TRAINING_REFUSALS.processNotFound);
  });

  it('creates a plan with its processes in order, and edits it', async () => {
    const name = unique('Finance onboarding');
    ids.plan = await ok('createTrainingPlan', {
      name,
      processIds: [ids.b, ids.a],
      includeParentVideos: true,
      roleIds: [ids.role],
    });
    const plan = (await read()).plans.find((p) => p.planId === ids.plan);
    expect(plan).toMatchObject({
      name,
      processIds: [ids.b, ids.a],
      includeParentVideos: true,
      roleIds: [ids.role],
      users: 0,
      createdAt: expect.any(String),
    });
    const taken = await command(staff, 'createTrainingPlan', {
      name: name.toUpperCase(),
      processIds: [ids.a],
      roleIds: [ids.role],
    });
    expect(taken.status).toBe(409);

    await ok('updateTrainingPlan', {
      planId: ids.plan,
      name,
      processIds: [ids.a, ids.c, ids.b],
      includeParentVideos: false,
      roleIds: [ids.role],
    });
    expect((await read()).plans.find((p) => p.planId === ids.plan)).toMatchObject({
      processIds: [ids.a, ids.c, ids.b],
      includeParentVideos: false,
      createdAt: plan?.createdAt,
    });
  });

  it('gives a user of the organization roles; the plan counts them as its users', async () => {
    await ok('setUserApplicationRoles', { userId: studioUserId, roleIds: [ids.role] });
    const data = await read();
    expect(data.userRoles.find((u) => u.userId === studioUserId)).toMatchObject({
      email: studioUserEmail,
      name: 'Tina Trainee',
      roleIds: [ids.role],
    });
    expect(data.plans.find((p) => p.planId === ids.plan)?.users).toBe(1);
    expect(data.roles.find((r) => r.roleId === ids.role)).toMatchObject({ plans: 1, users: 1 });

    const none = await command(staff, 'setUserApplicationRoles', { userId: studioUserId, roleIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.issues).toEqual([
      { path: 'body.payload.roleIds', message: 'Choose at least one application role' },
    ]);
    // Another organization's user is not found.
    const acmeUser = String(decodeJwt(acmeMember).sub);
    const foreign = await command(staff, 'setUserApplicationRoles', {
      userId: acmeUser,
      roleIds: [ids.role],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(TRAINING_REFUSALS.userNotFound);
  });

  it('refuses deleting a process or a role in use, naming where, and deletes nothing', async () => {
    const process = await command(staff, 'deleteProcess', { processId: ids.c });
    expect(process.status).toBe(409);
    expect(process.body.message).toMatch(
      /^This process is used by 1 training plan \(Finance onboarding .+\)\. Remove it there first\.$/,
    );
    const role = await command(staff, 'deleteApplicationRole', { roleId: ids.role });
    expect(role.status).toBe(409);
    expect(role.body.message).toMatch(
      /^This application role is used by 1 training plan \(Finance onboarding .+\) and 1 user\. Remove it there first\.$/,
    );
    const data = await read();
    expect(data.processes.some((p) => p.processId === ids.c)).toBe(true);
    expect(data.roles.some((r) => r.roleId === ids.role)).toBe(true);
  });

  it("removes a user's roles, deletes the plan, then its processes", async () => {
    await ok('removeUserApplicationRoles', { userId: studioUserId });
    expect((await read()).userRoles.some((u) => u.userId === studioUserId)).toBe(false);
    expect((await command(staff, 'removeUserApplicationRoles', { userId: studioUserId })).status).toBe(404);

    await ok('deleteTrainingPlan', { planId: ids.plan });
    expect((await command(staff, 'deleteTrainingPlan', { planId: ids.plan })).status).toBe(404);
    ids.plan = '';
    await ok('deleteProcess', { processId: ids.c });
    const data = await read();
    expect(data.plans.some((p) => p.name.startsWith('Finance onboarding'))).toBe(false);
    expect(data.processes.some((p) => p.processId === ids.c)).toBe(false);
    ids.c = '';
  });
});

describe('pools and lanes (spec 2 §2 /admin/pools, /admin/lanes)', () => {
  it('creates pools and lanes in them, keeps names unique (pools in the organization, lanes in their pool), edits and moves a lane', async () => {
    const finance = unique('Finance');
    const warehouse = unique('Warehouse');
    const financeId = await ok('createPool', { name: ` ${finance} ` });
    const warehouseId = await ok('createPool', { name: warehouse });
    const taken = await command(staff, 'createPool', { name: finance.toLowerCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(TRAINING_REFUSALS.poolNameTaken);

    const billing = await ok('createLane', { name: 'Billing', poolId: financeId });
    await ok('createLane', { name: 'Audit', poolId: financeId });
    // The same name in another pool is another lane; twice in one pool is refused.
    const shipping = await ok('createLane', { name: 'Billing', poolId: warehouseId });
    const twice = await command(staff, 'createLane', { name: ' billing ', poolId: financeId });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(TRAINING_REFUSALS.laneNameTaken);

    let listed = await read();
    expect(listed.pools.find((p) => p.poolId === financeId)).toMatchObject({ name: finance, lanes: 2 });
    expect(listed.lanes.find((l) => l.laneId === billing)).toMatchObject({
      name: 'Billing',
      poolId: financeId,
      poolName: finance,
    });

    await ok('updateLane', { laneId: shipping, name: 'Shipping', poolId: warehouseId });
    await ok('updatePool', { poolId: warehouseId, name: `${warehouse} renamed` });
    // Moved into the finance pool.
    await ok('updateLane', { laneId: shipping, name: 'Shipping', poolId: financeId });
    listed = await read();
    expect(listed.lanes.find((l) => l.laneId === shipping)).toMatchObject({
      poolId: financeId,
      poolName: finance,
    });
    expect(listed.pools.find((p) => p.poolId === warehouseId)).toMatchObject({
      name: `${warehouse} renamed`,
      lanes: 0,
    });

    // A pool with lanes is not deleted (409 naming them); emptied, it is.
    const refused = await command(staff, 'deletePool', { poolId: financeId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This pool has 3 lanes (Audit, Billing, Shipping). Delete or move them first.',
    );
    for (const lane of (await read()).lanes.filter((l) => l.poolId === financeId))
      await ok('deleteLane', { laneId: lane.laneId });
    await ok('deletePool', { poolId: financeId });
    await ok('deletePool', { poolId: warehouseId });
    listed = await read();
    expect(listed.pools.some((p) => [financeId, warehouseId].includes(p.poolId))).toBe(false);
    expect(listed.lanes.some((l) => l.poolId === financeId)).toBe(false);
  });

  it('validates: a pool name, a lane name and its pool (an existing one) are required', async () => {
    const noName = await command(staff, 'createPool', { name: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.body.issues).toEqual([{ path: 'body.payload.name', message: 'Pool name is required' }]);
    const noLane = await command(staff, 'createLane', { name: '', poolId: '' });
    expect(noLane.status).toBe(400);
    expect(noLane.body.issues).toEqual([
      { path: 'body.payload.name', message: 'Lane name is required' },
      { path: 'body.payload.poolId', message: 'Choose a pool' },
    ]);
    const unknownPool = await command(staff, 'createLane', { name: 'Orphan', poolId: 'pool-unknown' });
    expect(unknownPool.status).toBe(404);
    expect(unknownPool.body.message).toBe(TRAINING_REFUSALS.poolNotFound);
    expect((await read()).lanes.some((l) => l.name === 'Orphan')).toBe(false);
    const unknownLane = await command(staff, 'deleteLane', { laneId: 'lane-unknown' });
    expect(unknownLane.status).toBe(404);
    // Customer admins have no training group.
    expect((await command(acmeAdmin, 'createPool', { name: 'Acme pool' })).status).toBe(403);
  });
});
