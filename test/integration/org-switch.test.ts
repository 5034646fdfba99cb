/**
 * Organization switching and the staff's "create link" with real tokens (spec 1 §4 "Organization
 * switch", §7 /updateUserOrgSwitch, listAllOrgs; §2 network submenu "create link"):
 * - a user cannot switch into an organization they have no access to; a granted one works and every
 *   later call reads the target organization; a grant revoked while switched ends the switch;
 * - create link is for provider staff only, validated, and audited (who, when).
 *
 * API Gateway caches an authorizer result per token (5 min, in the cloud and locally), so a switch
 * takes effect with the next token: the web app refreshes its token after switching. Here every
 * "after" call signs in again for a fresh token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import type { BodyOf } from '#shared/api';
import { call, contract, registerUser, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';

const token = async (email: string, orgId: string, password = PASSWORD) =>
  (await signIn(email, password, orgId)).idToken;
const initData = async (idToken: string) => (await call(contract.getInitData, { token: idToken })).body;
const switchTo = (idToken: string, orgToSwitchTo: string) =>
  call(contract.updateUserOrgSwitch, {
    token: idToken,
    body: { orgToSwitchTo },
  });
const channelIds = async (idToken: string) =>
  ((await call(contract.listChannels, { token: idToken })).body ?? []).map((c) => c.id);
const link = (idToken: string, body: BodyOf<typeof contract.createOrgLink>) =>
  call(contract.createOrgLink, { token: idToken, body });

/** A fresh, confirmed acme user (registered as /register does it): no grants of its own yet. */
const registeredAcmeUser = () =>
  registerUser(`switch-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@acme.test`, PASSWORD);

let staff = '';
let member = '';
let acmeAdmin = '';

beforeAll(async () => {
  staff = await token('staff@tubes.dev', 'studio');
  member = await token('member@acme.test', 'acme');
  acmeAdmin = await token('admin@acme.test', 'acme');
});

describe('POST /user/updateUserOrgSwitch', () => {
  afterAll(async () => {
    await switchTo(await token('staff@tubes.dev', 'studio'), '');
  });

  it('refuses an organization the user has no access to, and nothing changes', async () => {
    const refused = await switchTo(member, 'globex');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have access for this operation');
    // Unknown organizations are refused the same way (no hint whether they exist).
    expect((await switchTo(member, 'no-such-org')).status).toBe(403);
    const after = await initData(await token('member@acme.test', 'acme'));
    expect(after).toMatchObject({ orgId: 'acme', originalOrgId: null });
    expect(await channelIds(await token('member@acme.test', 'acme'))).not.toContain('ch-globex-onboarding');
  });

  it('refuses a malformed target with 400', async () => {
    for (const orgToSwitchTo of ['ACME!', 'a', 42]) {
      const res = await send(contract.updateUserOrgSwitch, { token: member, body: { orgToSwitchTo } });
      expect(res.status, String(orgToSwitchTo)).toBe(400);
    }
  });

  it('moves staff into a granted organization: later calls read it; an empty target returns', async () => {
    const before = await initData(staff);
    expect(before.orgId).toBe('studio');
    expect(before.externalOrgsUserHasAccessTo.map((o) => o.orgId)).toEqual(['acme', 'globex']);

    const switched = await switchTo(staff, 'acme');
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ orgId: 'acme', originalOrgId: 'studio' });

    const inAcme = await token('staff@tubes.dev', 'studio');
    expect(await initData(inAcme)).toMatchObject({ orgId: 'acme', originalOrgId: 'studio', role: 'member' });
    // studio's admin rights do not travel: admin endpoints are refused in the workspace.
    const adminCall = await call(contract.createAutoLoginLink, {
      token: inAcme,
      body: { email: 'member@acme.test', password: PASSWORD },
    });
    expect(adminCall.status).toBe(403);
    const channels = await channelIds(inAcme);
    expect(channels).toContain('ch-acme-onboarding');
    // studio's own (not shared) channel is not part of acme's workspace.
    expect(channels).not.toContain('ch-studio-production-guides');

    const back = await switchTo(inAcme, '');
    expect(back.body).toEqual({ orgId: 'studio', originalOrgId: null });
    const home = await token('staff@tubes.dev', 'studio');
    expect(await initData(home)).toMatchObject({ orgId: 'studio', originalOrgId: null });
    expect(await channelIds(home)).not.toContain('ch-acme-onboarding');
    expect(await channelIds(home)).toContain('ch-studio-production-guides');
  });

  it('a grant revoked while switched ends the switch on the next token', async () => {
    const email = await registeredAcmeUser();
    expect((await link(staff, { email, orgId: 'globex' })).status).toBe(200);
    const user = await token(email, 'acme');
    expect((await switchTo(user, 'globex')).status).toBe(200);
    expect((await initData(await token(email, 'acme'))).orgId).toBe('globex');

    const e = getEntities();
    const [item] = (await e.user.query.byEmail({ email }).go()).data;
    if (!item) throw new Error('registered user has no profile');
    await e.user.patch({ orgId: 'acme', userId: item.userId }).set({ externalOrgsUserHasAccessTo: [] }).go();

    const after = await token(email, 'acme');
    expect(await initData(after)).toMatchObject({ orgId: 'acme', originalOrgId: null });
    expect(await channelIds(after)).not.toContain('ch-globex-onboarding');
  });
});

describe('GET /query/listAllOrgs', () => {
  it('lists every organization by name for provider staff', async () => {
    const res = await call(contract.listAllOrgs, { token: staff });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { orgId: 'acme', name: 'Acme Corporation' },
        { orgId: 'globex', name: 'Globex' },
        { orgId: 'studio', name: 'Tubes Studio' },
      ]),
    );
  });

  it('is refused to members and to admins of customer organizations', async () => {
    expect((await call(contract.listAllOrgs, { token: member })).status).toBe(403);
    expect((await call(contract.listAllOrgs, { token: acmeAdmin })).status).toBe(403);
  });
});

describe('POST /user/orgLinks (create link)', () => {
  it('is for provider staff only', async () => {
    const email = await registeredAcmeUser();
    for (const caller of [member, acmeAdmin]) {
      expect((await link(caller, { email, orgId: 'globex' })).status).toBe(403);
    }
    expect((await call(contract.createOrgLink, { body: { email, orgId: 'globex' } })).status).toBe(401);
  });

  it('validates the e-mail, the organization and the user', async () => {
    const email = await registeredAcmeUser();
    expect((await link(staff, { email: 'not-an-email', orgId: 'globex' })).status).toBe(400);
    expect((await link(staff, { email, orgId: 'Not An Org' })).status).toBe(400);
    expect((await link(staff, { email, orgId: 'no-such-org' })).status).toBe(404);
    expect((await link(staff, { email: 'nobody@acme.test', orgId: 'globex' })).status).toBe(404);
    const own = await link(staff, { email, orgId: 'acme' });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('The user is already a member of this organization');
  });

  it('grants the organization (the user can switch into it) and records who granted it and when', async () => {
    const email = await registeredAcmeUser();
    const user = await token(email, 'acme');
    expect((await switchTo(user, 'globex')).status).toBe(403);

    const startedAt = new Date().toISOString();
    const granted = await link(staff, { email: `  ${email.toUpperCase()} `, orgId: 'globex' });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      created: true,
      userOrgId: 'acme',
      externalOrgsUserHasAccessTo: ['globex'],
    });
    const again = await link(staff, { email, orgId: 'globex' });
    expect(again.body).toMatchObject({ created: false, externalOrgsUserHasAccessTo: ['globex'] });

    const fresh = await token(email, 'acme');
    expect((await initData(fresh)).externalOrgsUserHasAccessTo).toEqual([
      { orgId: 'globex', name: 'Globex' },
    ]);
    expect((await switchTo(fresh, 'globex')).status).toBe(200);
    expect((await initData(await token(email, 'acme'))).orgId).toBe('globex');

    const [item] = (await getEntities().user.query.byEmail({ email }).go()).data;
    const { data: records } = await getEntities()
      .orgLink.query.byUser({ orgId: 'acme', userId: item?.userId ?? '' })
      .go();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      linkedOrgId: 'globex',
      grantedByEmail: 'staff@tubes.dev',
      grantedByOrgId: 'studio',
    });
    expect(records[0]!.grantedAt >= startedAt).toBe(true);
  });
});
