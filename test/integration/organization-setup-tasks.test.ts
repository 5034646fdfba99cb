/**
 * The "Organization set-up" task family (issue 13; spec 2 §4 subtype catalogue) against the local
 * platform with real tokens and the real Cognito triggers: each event creates one operational task of
 * its subtype in the organization it concerns, which operator staff list on /admin/operationalTasks,
 * take and complete; the organization's own users never see it; repeating the event adds none.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { taskData, type Task } from '../../functions/core/data/task-data.js';
import { call, contract, decodeJwt, registerUser, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const token = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
const orgCommand = (idToken: string, type: string, payload: unknown) =>
  send(contract.organizationCommand, { token: idToken, body: { type, payload } });
const taskCommand = (idToken: string, type: string, payload: unknown) =>
  send(contract.taskCommand, { token: idToken, body: { type, payload } });

let staff = '';
let globexAdmin = '';
let globexMember = '';
let acmeAdmin = '';
let globexBefore: { organization: unknown; tube: unknown } = { organization: null, tube: null };

/** The organization's set-up tasks of a subtype, read from the table (the count is what matters). */
const setupTasks = (orgId: string, subtype: Task['subtype']) =>
  taskData(orgId).allTasksOfOrganization({ subtype });

/** The operational tasks page as operator staff see it, for one organization and subtype. */
async function operational(orgId: string, subtype: string) {
  const res = await call(contract.listOperationalTasks, {
    token: staff,
    query: { orgId, subtype: subtype as never, period: 'all', pageSize: 100 },
  });
  expect(res.status).toBe(200);
  return res.body.tasks;
}

/** The organization's own users do not see the task: not in their lists, not by its id. */
async function hiddenFromOrganization(task: Task, tokens: { admin: string; member: string }) {
  const { taskId, subtype } = task;
  const mine = await call(contract.listMyTasks, { token: tokens.member, query: { subtype } });
  expect(mine.status).toBe(200);
  expect(mine.body.items.some((t) => t.taskId === taskId)).toBe(false);
  const all = await call(contract.listOrganizationTasks, {
    token: tokens.admin,
    query: { subtype, pageSize: 100 },
  });
  expect(all.status).toBe(200);
  expect(all.body.items.some((t) => t.taskId === taskId)).toBe(false);
  for (const reader of [tokens.admin, tokens.member]) {
    expect((await call(contract.getTask, { token: reader, params: { taskId } })).status).toBe(404);
    expect((await taskCommand(reader, 'take', { taskId })).status).toBe(404);
  }
}

/** The operator staff's latest notifications. */
async function staffNotices() {
  const res = await call(contract.getNotifications, { token: staff, query: { lang: 'en-us', limit: 50 } });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Operator staff take the task from the operational tasks page and complete it. */
async function staffTakeAndComplete(orgId: string, taskId: string) {
  const take = await taskCommand(staff, 'take', { taskId, orgId });
  expect(take.status).toBe(200);
  const complete = await taskCommand(staff, 'complete', { taskId, orgId, comment: 'Checked' });
  expect(complete.status).toBe(200);
  expect((await taskData(orgId).task(taskId))?.status).toBe('completed');
}

beforeAll(async () => {
  staff = await token('staff@tubes.dev', 'studio');
  globexAdmin = await token('admin@globex.test', 'globex');
  globexMember = await token('member@globex.test', 'globex');
  acmeAdmin = await token('admin@acme.test', 'acme');
  const e = getEntities();
  globexBefore = {
    organization: (await e.organization.get({ orgId: 'globex' }).go()).data,
    tube: (await e.tube.get({ orgId: 'globex' }).go()).data,
  };
});

afterAll(async () => {
  // Globex looks as it did for the tests that follow (same platform).
  const e = getEntities();
  if (globexBefore.organization) await e.organization.put(globexBefore.organization as never).go();
  if (globexBefore.tube) await e.tube.put(globexBefore.tube as never).go();
});

/** Globex's /admin/organization form as saved now, with `change` applied. */
async function globexForm(change: Record<string, unknown>) {
  const read = await call(contract.getOrganizationSettings, { token: globexAdmin });
  expect(read.status).toBe(200);
  const { name, masterLanguage, organizationLanguages, whitelistedDomains, pageTags, blockMessage } =
    read.body;
  return {
    name,
    masterLanguage,
    organizationLanguages,
    whitelistedDomains,
    pageTags,
    blockMessage,
    ...change,
  };
}

describe('verify-domain: an admin adds whitelisted domains', () => {
  it('makes one task per new domain, for the staff only; saving the domains again adds none', async () => {
    const first = `${randomUUID().slice(0, 8)}.example`;
    const second = `${randomUUID().slice(0, 8)}.example`;
    const before = (await setupTasks('globex', 'verify-domain')).length;
    const form = await globexForm({});
    const domains = [...(form.whitelistedDomains as string[]), first, second.toUpperCase()];
    expect(
      (await orgCommand(globexAdmin, 'updateOrganization', { ...form, whitelistedDomains: domains })).status,
    ).toBe(200);

    const tasks = await setupTasks('globex', 'verify-domain');
    expect(tasks).toHaveLength(before + 2);
    const ofFirst = tasks.filter((t) => t.taskTitle === `Verify the domain ${first} of ${form.name}`);
    expect(ofFirst).toHaveLength(1);
    expect(tasks.filter((t) => t.taskTitle === `Verify the domain ${second} of ${form.name}`)).toHaveLength(
      1,
    );
    const task = ofFirst[0]!;
    expect(task).toMatchObject({ orgId: 'globex', type: 'operation', status: 'notStarted' });
    expect(await taskData('studio').task(task.taskId)).toBeNull();

    // The operator staff are told of each, in their own organization (one notification per task).
    const notices = await staffNotices();
    const ofSecond = tasks.find((t) => t.taskTitle === `Verify the domain ${second} of ${form.name}`);
    for (const t of [task, ofSecond]) expect(notices.filter((n) => n.taskId === t?.taskId)).toHaveLength(1);
    expect(notices.find((n) => n.taskId === task.taskId)).toMatchObject({
      type: 'operational',
      title: `New operational task for <b>${form.name}</b>: <b>${task.taskTitle}</b>`,
    });

    // The same domains saved again (and a no-op save): no new task.
    expect((await orgCommand(globexAdmin, 'updateOrganization', await globexForm({}))).status).toBe(200);
    expect(await setupTasks('globex', 'verify-domain')).toHaveLength(before + 2);

    // Operator staff list it (with the organization's name) and work on it.
    const listed = (await operational('globex', 'verify-domain')).find((t) => t.taskId === task.taskId);
    expect(listed).toMatchObject({ orgName: form.name, subtype: 'verify-domain', taskTitle: task.taskTitle });
    expect(listed?.actions).toContain('take');
    await hiddenFromOrganization(task, { admin: globexAdmin, member: globexMember });
    // Another tenant's admin does not reach it either.
    expect((await taskCommand(acmeAdmin, 'take', { taskId: task.taskId, orgId: 'globex' })).status).toBe(404);
    await staffTakeAndComplete('globex', task.taskId);
  });
});

describe('update-master-language: an admin changes the master language', () => {
  it('makes one task naming the language; the same language again adds none', async () => {
    const form = await globexForm({ masterLanguage: 'sv' });
    expect((form.organizationLanguages as string[]).includes('sv')).toBe(true);
    expect((await orgCommand(globexAdmin, 'updateOrganization', form)).status).toBe(200);
    const title = `Update the master language of ${form.name} to Svenska (sv)`;
    const tasks = (await setupTasks('globex', 'update-master-language')).filter((t) => t.taskTitle === title);
    expect(tasks).toHaveLength(1);

    // Back and to the same language again: still one task for it.
    expect(
      (await orgCommand(globexAdmin, 'updateOrganization', { ...form, masterLanguage: 'en-us' })).status,
    ).toBe(200);
    expect((await orgCommand(globexAdmin, 'updateOrganization', form)).status).toBe(200);
    expect(
      (await setupTasks('globex', 'update-master-language')).filter((t) => t.taskTitle === title),
    ).toHaveLength(1);

    const taskId = tasks[0]!.taskId;
    expect((await operational('globex', 'update-master-language')).some((t) => t.taskId === taskId)).toBe(
      true,
    );
    await hiddenFromOrganization(tasks[0]!, { admin: globexAdmin, member: globexMember });
    await staffTakeAndComplete('globex', taskId);
  });
});

describe('brand-organization: an admin changes the branding', () => {
  it('makes one task for the organization, however often the branding changes', async () => {
    expect((await orgCommand(globexAdmin, 'updateBranding', { color: '#1F4E79' })).status).toBe(200);
    expect((await orgCommand(globexAdmin, 'updateBranding', { theme: 'slate' })).status).toBe(200);
    const tasks = await setupTasks('globex', 'brand-organization');
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.taskTitle).toMatch(/^Check the branding of /);
    expect(
      (await operational('globex', 'brand-organization')).some((t) => t.taskId === tasks[0]!.taskId),
    ).toBe(true);
    await hiddenFromOrganization(tasks[0]!, { admin: globexAdmin, member: globexMember });
  });
});

describe('register-account and login-for-first-time: a user signs up, then signs in', () => {
  it('sign-up makes one register-account task, the first sign-in one login-for-first-time task, a second none', async () => {
    const email = `setup-${randomUUID().slice(0, 8)}@acme.test`;
    await registerUser(email, PASSWORD, 'acme');
    const registered = (await setupTasks('acme', 'register-account')).filter((t) =>
      t.taskTitle.includes(email),
    );
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({
      taskTitle: `Welcome the new account ${email} of Acme Corporation`,
      requesterEmail: email,
    });
    expect((await setupTasks('acme', 'login-for-first-time')).some((t) => t.taskTitle.includes(email))).toBe(
      false,
    );

    const userToken = await token(email, 'acme');
    const firstSignIn = async () =>
      (await setupTasks('acme', 'login-for-first-time')).filter((t) => t.taskTitle.includes(email));
    expect(await firstSignIn()).toHaveLength(1);
    await token(email, 'acme');
    expect(await firstSignIn()).toHaveLength(1);
    expect(
      (await setupTasks('acme', 'register-account')).filter((t) => t.taskTitle.includes(email)),
    ).toHaveLength(1);

    // The new user requested the task (it names them) yet does not see it; acme's admin neither.
    for (const task of [registered[0]!, (await firstSignIn())[0]!]) {
      await hiddenFromOrganization(task, { admin: acmeAdmin, member: userToken });
      const listed = (await operational('acme', task.subtype)).find((t) => t.taskId === task.taskId);
      expect(listed).toMatchObject({ orgName: 'Acme Corporation', requesterEmail: email });
    }
    expect(String(decodeJwt(userToken).email)).toBe(email);
    // Account follow-ups are listed, not announced: the staff's bell stays quiet for them.
    const notices = await staffNotices();
    for (const task of [registered[0]!, (await firstSignIn())[0]!])
      expect(notices.some((n) => n.taskId === task.taskId)).toBe(false);
    // The staff's own first sign-in made one in the operator organization: not in their /tasks until taken.
    expect((await setupTasks('studio', 'login-for-first-time')).length).toBeGreaterThan(0);
    const staffMine = await call(contract.listMyTasks, {
      token: staff,
      query: { subtype: 'login-for-first-time' },
    });
    expect(staffMine.body.items).toEqual([]);
    await staffTakeAndComplete('acme', registered[0]!.taskId);
  });
});
