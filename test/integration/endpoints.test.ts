/** The foundation endpoints against the real emulators and the seeded demo data. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, contract, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
describe('public organization lookups', () => {
  it('GET /getOrgId finds the organization of a user and of an e-mail domain', async () => {
    expect((await call(contract.getOrgId, { query: { email: 'Member@Acme.test' } })).body).toEqual({
      orgId: 'acme',
    });
    expect((await call(contract.getOrgId, { query: { email: 'someone.new@globex.test' } })).body).toEqual({
      orgId: 'globex',
    });
  });

  it('GET /getOrgId: "An unknown email gives This email does not belong to any organization"', async () => {
    const res = await call(contract.getOrgId, { query: { email: 'nobody@nowhere.test' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'This email does not belong to any organization' });
  });

  it('GET /getOrgId rejects an invalid e-mail with a 400 and its issues', async () => {
    const res = await call(contract.getOrgId, {
      query: { email: 'not-an-email' },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toBe('query.email');
  });

  it('GET /organizations/{orgId} returns the organization by id or sub-domain, {} when absent', async () => {
    const res = await call(contract.getOrganization, {
      params: { orgId: 'acme' },
      query: { fetchShareInfo: 'true' },
    });
    expect(res.status).toBe(200);
    const org = contract.getOrganization.response.parse(res.body) as {
      id: string;
      tubeId: string;
      hasActiveSubscription: boolean;
      organizationLanguages: string[];
      sharedChannelsToOthers?: unknown[];
    };
    expect(org).toMatchObject({ id: 'acme', tubeId: 'tube-acme', hasActiveSubscription: true });
    expect(org.organizationLanguages).toEqual(['en-us', 'da', 'de', 'es-es']);
    expect(org.sharedChannelsToOthers).toBeDefined();
    expect((await call(contract.getOrganization, { params: { orgId: 'globex' } })).body).toMatchObject({
      hasActiveSubscription: false,
    });
    const missing = await call(contract.getOrganization, { params: { orgId: 'nowhere' } });
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({});
  });

  it('GET /getDomainFromOrganizationId and GET /tube', async () => {
    const domain = await call(contract.getDomainFromOrganizationId, {
      query: { orgId: 'acme' },
    });
    expect(domain.body.url).toMatch(/^http:\/\/acme\.localhost:\d+$/);
    const tube = await call(contract.getTube, { query: { orgId: 'acme' } });
    expect(contract.getTube.response.parse(tube.body)).toMatchObject({ id: 'tube-acme' });
    expect((await call(contract.getTube, { query: { orgId: 'nowhere' } })).status).toBe(404);
  });

  it('GET /language returns the dictionary with fallback to en-us', async () => {
    const en = await call(contract.getLanguage, {
      query: { language: 'en-us' },
    });
    const da = await call(contract.getLanguage, {
      query: { language: 'da' },
    });
    const vi = await call(contract.getLanguage, {
      query: { language: 'vi' },
    });
    expect(da.body.lang).toBe('da');
    expect(Object.keys(da.body.data).sort()).toEqual(Object.keys(en.body.data).sort());
    expect(da.body.data).not.toEqual(en.body.data);
    expect(vi.body.data).toEqual(en.body.data);
    expect((await send(contract.getLanguage, { query: { language: 'xx' } })).status).toBe(400);
  });
});

describe('signed-in startup data', () => {
  let member = '';
  let admin = '';
  let staff = '';
  beforeAll(async () => {
    [member, admin, staff] = await Promise.all([
      signIn('member@acme.test', PASSWORD, 'acme').then((t) => t.idToken),
      signIn('admin@acme.test', PASSWORD, 'acme').then((t) => t.idToken),
      signIn('staff@tubes.dev', PASSWORD, 'studio').then((t) => t.idToken),
    ]);
  });

  it('GET /initData: member and admin by updateOrganization, staff by e-mail domain', async () => {
    const m = await call(contract.getInitData, { token: member });
    expect(m.body).toMatchObject({ role: 'member', orgId: 'acme', originalOrgId: null, isStaff: false });
    expect(m.body.permissions).not.toContain('updateOrganization');
    const a = await call(contract.getInitData, { token: admin });
    expect(a.body).toMatchObject({ role: 'admin' });
    const s = await call(contract.getInitData, { token: staff });
    expect(s.body).toMatchObject({
      orgId: 'studio',
      isStaff: true,
      externalOrgsUserHasAccessTo: [
        { orgId: 'acme', name: 'Acme Corporation' },
        { orgId: 'globex', name: 'Globex' },
      ],
    });
  });

  it('GET /listchannels groups company, personal (own first, not shared) and external channels', async () => {
    const res = await call(contract.listChannels, { token: member });
    expect(res.status).toBe(200);
    const company = res.body.filter((c) => !c.isPersonalChannel && c.sourceOrgId === 'acme');
    const personal = res.body.filter((c) => c.isPersonalChannel);
    const external = res.body.filter((c) => c.sourceOrgId !== 'acme');
    expect(company.length).toBeGreaterThanOrEqual(9);
    // The member's own three personal channels; nobody else's (spec 2 §6, issue 9 point 7).
    expect(personal.length).toBeGreaterThanOrEqual(3);
    expect(personal.every((c) => !c.shared && c.isOwn)).toBe(true);
    expect(external.length).toBeGreaterThanOrEqual(2);
    expect(external.every((c) => c.shared)).toBe(true);
  });

  it('GET /listchannels?action=addVideo lists only channels where the member may add videos', async () => {
    const res = await call(contract.listChannels, {
      token: member,
      query: { action: 'addVideo' },
    });
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((c) => c.role !== null)).toBe(true);
    const asAdmin = await call(contract.listChannels, {
      token: admin,
      query: { action: 'addVideo' },
    });
    expect(asAdmin.body.length).toBeGreaterThan(res.body.length);
  });

  it('GET /getUserFollowingData: more than 7 subscriptions so "show more" appears', async () => {
    const res = await call(contract.getUserFollowingData, {
      token: member,
    });
    expect(res.body.channels.length).toBeGreaterThan(7);
    expect(res.body.alertsEnabledChannels.every((c) => res.body.channels.includes(c))).toBe(true);
  });
});
