/**
 * Company channels (issue 11, spec 2 §3 "Channel", §5, §6, §7 POST /channelCommand): admins create,
 * channel owners and admins edit, admins archive, restore and delete empty channels; channel users and
 * roles with the spec's rules. Against the local platform with real tokens: members refused (403),
 * another tenant's channel not found (404), bad input 400 `{ message, issues }`, rules 409.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, channelCommand, contract, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const token = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;

let admin = '';
let member = '';
let globexAdmin = '';
let memberUserId = '';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(idToken: string, body: Buffer, contentType: string, fileExt: 'png' | 'jpg' = 'png') {
  const signed = await call(contract.getGenericS3UploadSignedUrl, { token: idToken, body: { fileExt } });
  const put = await fetch(signed.body.signedUrl, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
  expect(put.status).toBe(200);
  return signed.body.s3Path;
}

async function create(name: string, extra: Record<string, unknown> = {}) {
  const res = await channelCommand(admin, 'createChannel', { name, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
}

const channelOf = (idToken: string, id: string) =>
  send(contract.getChannel, { token: idToken, params: { id } });
const listOf = (idToken: string, query: Record<string, string> = {}) =>
  send(contract.listChannels, { token: idToken, query });
const logOf = (id: string) =>
  send(contract.getEventLog, { token: admin, query: { subjectType: 'channel', subjectId: id } });

beforeAll(async () => {
  admin = await token('admin@acme.test', 'acme');
  member = await token('member@acme.test', 'acme');
  globexAdmin = await token('admin@globex.test', 'globex');
  const users = await send(contract.listUsers, { token: admin, query: { search: 'member@acme.test' } });
  memberUserId = users.body.users.find((u) => u.email === 'member@acme.test')!.userId;
});

describe('createChannel and updateChannel', () => {
  it('an admin creates a company channel with its fields; it is listed and logged', async () => {
    const icon = await upload(admin, PNG, 'image/png');
    const id = await create('Field Service', {
      abstract: 'Repairs on site',
      description: 'How our technicians work',
      channelIcon: icon,
      backgroundColor: '#1a73e8',
      channelLanguages: ['en-us', 'da'],
    });
    const read = await channelOf(admin, id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      name: 'Field Service',
      abstract: 'Repairs on site',
      type: 'company',
      isPersonalChannel: false,
      backgroundColor: '#1a73e8',
      channelLanguages: ['en-us', 'da'],
      canUpdate: true,
    });
    const iconAnswer = await fetch(read.body.channelIcon);
    expect(iconAnswer.status).toBe(200);
    // Members see the new company channel in their lists (the sidebar).
    const list = await listOf(member);
    expect(list.body.map((c) => c.id)).toContain(id);
    const log = await logOf(id);
    expect(log.body.items[0]).toMatchObject({
      action: 'channelCommand.createChannel',
      actorEmail: 'admin@acme.test',
      after: expect.objectContaining({ name: 'Field Service', type: 'company' }),
    });
  });

  it('an admin edits it; only the sent fields change and the change is logged before/after', async () => {
    const id = await create('Logistics');
    const res = await channelCommand(admin, 'updateChannel', {
      channelId: id,
      name: 'Logistics and Shipping',
      description: 'Parcels',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = await channelOf(member, id);
    expect(read.body).toMatchObject({
      name: 'Logistics and Shipping',
      description: 'Parcels',
      canUpdate: false,
    });
    const log = await logOf(id);
    expect(log.body.items[0]).toMatchObject({
      action: 'channelCommand.updateChannel',
      before: { name: 'Logistics', description: '' },
      after: { name: 'Logistics and Shipping', description: 'Parcels' },
    });
  });

  it('members may not create channels nor edit one they do not own (403)', async () => {
    expect((await channelCommand(member, 'createChannel', { name: 'Mine' })).status).toBe(403);
    const id = await create('Admins only');
    const res = await channelCommand(member, 'updateChannel', { channelId: id, name: 'Taken' });
    expect(res.status).toBe(403);
  });

  it("another organization's channel is not found (404)", async () => {
    const id = await create('Acme internal');
    const res = await channelCommand(globexAdmin, 'updateChannel', { channelId: id, name: 'Globex now' });
    expect(res.status).toBe(404);
    expect((await channelCommand(globexAdmin, 'archiveChannel', { channelId: id })).status).toBe(404);
    expect((await send(contract.listChannelUsers, { token: globexAdmin, params: { id } })).status).toBe(404);
  });

  it('refuses bad input with 400 and its issues', async () => {
    for (const payload of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'A <b>', abstract: 'x' },
      { name: 'Colour', backgroundColor: 'blue' },
      { name: 'Icon', channelIcon: 'generic/acme/u/notes.pdf' },
    ]) {
      const res = await channelCommand(admin, 'createChannel', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toHaveProperty('message');
    }
    const languages = await channelCommand(admin, 'createChannel', {
      name: 'Lang',
      channelLanguages: ['ja'],
    });
    expect(languages.status).toBe(400);
    expect(languages.body.issues?.[0]?.path).toBe('body.payload.channelLanguages');
    const id = await create('Nothing to change');
    expect((await channelCommand(admin, 'updateChannel', { channelId: id })).status).toBe(400);
  });

  it("refuses an image that is not the caller's own stored image", async () => {
    const theirs = await upload(member, PNG, 'image/png');
    const res = await channelCommand(admin, 'createChannel', { name: 'Theirs', backgroundImage: theirs });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image must be an image you uploaded');
    const notImage = await upload(admin, Buffer.from('%PDF-1.4'), 'application/pdf');
    const pdf = await channelCommand(admin, 'createChannel', { name: 'Pdf', backgroundImage: notImage });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('The image must be an image file');
  });
});

describe('archiveChannel, restoreChannel and deleteChannel', () => {
  it('archived channels leave members’ lists, stay in the admins’ list, and come back when restored', async () => {
    const id = await create('Seasonal');
    expect((await channelCommand(admin, 'archiveChannel', { channelId: id })).status).toBe(200);
    expect((await listOf(member)).body.map((c) => c.id)).not.toContain(id);
    expect((await channelOf(member, id)).status).toBe(404);
    const adminList = await listOf(admin, { action: 'manage', includeArchived: 'true' });
    expect(adminList.body.find((c) => c.id === id)).toMatchObject({ status: 'archived' });
    // The flag is the admins' only: a member asking for archived channels gets the normal list.
    expect((await listOf(member, { includeArchived: 'true' })).body.map((c) => c.id)).not.toContain(id);
    expect((await channelCommand(admin, 'restoreChannel', { channelId: id })).status).toBe(200);
    expect((await listOf(member)).body.map((c) => c.id)).toContain(id);
    const actions = (await logOf(id)).body.items.map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['channelCommand.restoreChannel', 'channelCommand.archiveChannel']);
  });

  it('members may not archive, restore or delete (403)', async () => {
    const id = await create('Protected');
    expect((await channelCommand(member, 'archiveChannel', { channelId: id })).status).toBe(403);
    expect((await channelCommand(member, 'restoreChannel', { channelId: id })).status).toBe(403);
    expect((await channelCommand(member, 'deleteChannel', { channelId: id, confirmed: true })).status).toBe(
      403,
    );
  });

  it('deletes an empty channel with its follows and roles; needs the confirmation', async () => {
    const id = await create('Short-lived');
    expect((await channelCommand(member, 'follow', { channelId: id })).status).toBe(200);
    expect(
      (
        await channelCommand(admin, 'addChannelUser', {
          channelId: id,
          email: 'member@acme.test',
          role: 'contributor',
        })
      ).status,
    ).toBe(200);
    const unconfirmed = await send(contract.channelCommand, {
      token: admin,
      body: { type: 'deleteChannel', payload: { channelId: id, confirmed: false } },
    });
    expect(unconfirmed.status).toBe(400);
    expect((await channelCommand(admin, 'deleteChannel', { channelId: id, confirmed: true })).status).toBe(
      200,
    );
    expect((await channelOf(admin, id)).status).toBe(404);
    const follows = await call(contract.getUserFollowingData, { token: member });
    expect(follows.body.channels).not.toContain(id);
    expect((await listOf(member)).body.map((c) => c.id)).not.toContain(id);
    expect((await logOf(id)).body.items[0]).toMatchObject({
      action: 'channelCommand.deleteChannel',
      after: {},
    });
  });

  it('refuses to delete a channel that holds videos or tracks (409)', async () => {
    const res = await channelCommand(admin, 'deleteChannel', {
      channelId: 'ch-acme-onboarding',
      confirmed: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Only an empty channel can be deleted: move or delete its videos and tracks first',
    );
    expect((await channelOf(admin, 'ch-acme-onboarding')).status).toBe(200);
  });
});

describe('channel users and roles', () => {
  it('adds a user by e-mail, changes the role, removes them; the role drives what they may do', async () => {
    const id = await create('Team channel');
    const added = await channelCommand(admin, 'addChannelUser', {
      channelId: id,
      email: 'Member@Acme.test',
      role: 'contributor',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const users = await send(contract.listChannelUsers, { token: admin, params: { id } });
    expect(users.status).toBe(200);
    expect(users.body).toEqual([expect.objectContaining({ email: 'member@acme.test', role: 'contributor' })]);
    expect((await channelOf(member, id)).body).toMatchObject({
      role: 'contributor',
      canAddVideos: true,
      canAddPlaylists: false,
      canUpdate: false,
    });
    // A contributor does not manage the channel's users.
    expect((await send(contract.listChannelUsers, { token: member, params: { id } })).status).toBe(403);

    const owner = await channelCommand(admin, 'updateChannelUserRole', {
      channelId: id,
      userId: memberUserId,
      role: 'channelOwner',
    });
    expect(owner.status).toBe(200);
    expect((await channelOf(member, id)).body).toMatchObject({ canUpdate: true, canAddPlaylists: true });
    // Now the channel owner edits the channel and sees its users.
    expect((await channelCommand(member, 'updateChannel', { channelId: id, abstract: 'Ours' })).status).toBe(
      200,
    );
    expect((await send(contract.listChannelUsers, { token: member, params: { id } })).status).toBe(200);

    expect(
      (await channelCommand(admin, 'removeChannelUser', { channelId: id, userId: memberUserId })).status,
    ).toBe(200);
    expect((await channelOf(member, id)).body).toMatchObject({ role: null, canUpdate: false });
    const actions = (await logOf(id)).body.items.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'channelCommand.addChannelUser',
        'channelCommand.updateChannelUserRole',
        'channelCommand.removeChannelUser',
      ]),
    );
  });

  it('refuses users in private channels, twice the same user, unknown e-mails and external channels', async () => {
    const priv = await create('Board room', { isPrivate: true });
    const res = await channelCommand(admin, 'addChannelUser', {
      channelId: priv,
      email: 'member@acme.test',
      role: 'contributor',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A private channel cannot have users added');
    // Spec 2 §5: nor can it be subscribed to.
    expect((await channelCommand(member, 'follow', { channelId: priv })).status).toBe(403);

    const id = await create('Twice');
    const add = () =>
      channelCommand(admin, 'addChannelUser', {
        channelId: id,
        email: 'member@acme.test',
        role: 'contributor',
      });
    expect((await add()).status).toBe(200);
    expect((await add()).status).toBe(409);
    const unknown = await channelCommand(admin, 'addChannelUser', {
      channelId: id,
      email: 'member@globex.test',
      role: 'contributor',
    });
    expect(unknown.status).toBe(404);

    const external = (await listOf(admin)).body.find((c) => c.sourceOrgId !== c.orgId);
    expect(external).toBeDefined();
    const toExternal = await channelCommand(admin, 'addChannelUser', {
      channelId: external!.id,
      email: 'member@acme.test',
      role: 'contributor',
    });
    expect(toExternal.status).toBe(409);
    expect(toExternal.body.message).toBe('Internal users cannot be added to external channels');
  });

  it('refuses members (403), other tenants (404) and bad input (400)', async () => {
    const id = await create('Guarded');
    const payload = { channelId: id, email: 'admin@acme.test', role: 'contributor' as const };
    expect((await channelCommand(member, 'addChannelUser', payload)).status).toBe(403);
    expect((await channelCommand(globexAdmin, 'addChannelUser', payload)).status).toBe(404);
    expect(
      (await channelCommand(member, 'removeChannelUser', { channelId: id, userId: memberUserId })).status,
    ).toBe(403);
    const bad = await send(contract.channelCommand, {
      token: admin,
      body: { type: 'addChannelUser', payload: { channelId: id, email: 'not-an-email', role: 'boss' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.length).toBeGreaterThan(0);
    expect(
      (
        await channelCommand(admin, 'updateChannelUserRole', {
          channelId: id,
          userId: 'nobody',
          role: 'admin',
        })
      ).status,
    ).toBe(404);
  });
});

describe('external sharing (onUpdateExternalShareShareSetting, onUpdateExternalShareDomains, shareChannel)', () => {
  it('shares a channel with another organization by its domain, within the channel’s rules, and ends it', async () => {
    const globexMember = await token('member@globex.test', 'globex');
    const id = await create('Partner Training');
    const share = () => channelCommand(admin, 'shareChannel', { channelId: id, domain: 'globex' });

    const off = await share();
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('External sharing is not enabled for this channel');

    const enable = await channelCommand(admin, 'onUpdateExternalShareShareSetting', {
      channelId: id,
      isChannelExternalShareEnabled: true,
    });
    expect(enable.status).toBe(200);
    const domains = await channelCommand(admin, 'onUpdateExternalShareDomains', {
      channelId: id,
      externalShareAllowedDomains: ['initech'],
    });
    expect(domains.status).toBe(200);
    expect((await channelOf(admin, id)).body).toMatchObject({
      isChannelExternalShareEnabled: true,
      externalShareAllowedDomains: ['initech'],
    });
    const notAllowed = await share();
    expect(notAllowed.status).toBe(409);
    expect(notAllowed.body.message).toBe('Reshare is not allowed with this domain');

    // An empty list allows any domain.
    await channelCommand(admin, 'onUpdateExternalShareDomains', {
      channelId: id,
      externalShareAllowedDomains: [],
    });
    const shared = await share();
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect((await share()).status).toBe(200);
    expect((await channelOf(admin, id)).body).toMatchObject({ shared: true, sharedWith: ['globex'] });
    const globexList = await listOf(globexMember);
    expect(globexList.body.find((c) => c.id === id)).toMatchObject({ sourceOrgId: 'acme', shared: true });
    expect((await channelOf(globexMember, id)).status).toBe(200);
    // A new name reaches the organization it is shared with.
    await channelCommand(admin, 'updateChannel', { channelId: id, name: 'Partner Academy' });
    expect((await listOf(globexMember)).body.find((c) => c.id === id)?.name).toBe('Partner Academy');
    // A shared channel cannot become private, nor be deleted.
    const priv = await channelCommand(admin, 'updateChannel', { channelId: id, isPrivate: true });
    expect(priv.status).toBe(409);
    expect((await channelCommand(admin, 'deleteChannel', { channelId: id, confirmed: true })).status).toBe(
      409,
    );

    const unshare = await channelCommand(admin, 'unshareChannel', { channelId: id, orgId: 'globex' });
    expect(unshare.status).toBe(200);
    expect((await listOf(globexMember)).body.map((c) => c.id)).not.toContain(id);
    expect((await channelOf(globexMember, id)).status).toBe(404);
    const actions = (await logOf(id)).body.items.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'channelCommand.onUpdateExternalShareShareSetting',
        'channelCommand.onUpdateExternalShareDomains',
        'channelCommand.shareChannel',
        'channelCommand.unshareChannel',
      ]),
    );
  });

  it('refuses private channels, unknown domains, its own organization, members (403) and other tenants (404)', async () => {
    const priv = await create('Closed circle', { isPrivate: true });
    const enablePrivate = await channelCommand(admin, 'onUpdateExternalShareShareSetting', {
      channelId: priv,
      isChannelExternalShareEnabled: true,
    });
    expect(enablePrivate.status).toBe(409);
    expect(enablePrivate.body.message).toBe('A private channel cannot be shared');

    const id = await create('Shareable');
    await channelCommand(admin, 'onUpdateExternalShareShareSetting', {
      channelId: id,
      isChannelExternalShareEnabled: true,
    });
    expect(
      (await channelCommand(admin, 'shareChannel', { channelId: id, domain: 'nobody-here' })).status,
    ).toBe(404);
    expect((await channelCommand(admin, 'shareChannel', { channelId: id, domain: 'acme' })).status).toBe(400);
    expect(
      (await channelCommand(admin, 'shareChannel', { channelId: id, domain: 'Not A Domain!' })).status,
    ).toBe(400);
    expect((await channelCommand(member, 'shareChannel', { channelId: id, domain: 'globex' })).status).toBe(
      403,
    );
    expect(
      (
        await channelCommand(member, 'onUpdateExternalShareDomains', {
          channelId: id,
          externalShareAllowedDomains: [],
        })
      ).status,
    ).toBe(403);
    expect(
      (await channelCommand(globexAdmin, 'shareChannel', { channelId: id, domain: 'globex' })).status,
    ).toBe(404);
    expect((await channelCommand(admin, 'unshareChannel', { channelId: id, orgId: 'globex' })).status).toBe(
      404,
    );
  });
});

describe('every channel administration command refuses members, other tenants and bad input', () => {
  // Each command with a payload that would pass for the channel's managers (the channel is new, so the
  // member holds no role in it) and a payload the contract refuses.
  const commands: {
    type: Parameters<typeof channelCommand>[1];
    payload: (channelId: string) => Record<string, unknown>;
    bad: Record<string, unknown>;
  }[] = [
    { type: 'archiveChannel', payload: (channelId) => ({ channelId }), bad: { channelId: '' } },
    { type: 'restoreChannel', payload: (channelId) => ({ channelId }), bad: {} },
    {
      type: 'deleteChannel',
      payload: (channelId) => ({ channelId, confirmed: true }),
      bad: { channelId: 'x', confirmed: 'yes' },
    },
    {
      type: 'updateChannelUserRole',
      payload: (channelId) => ({ channelId, userId: memberUserId, role: 'contributor' }),
      bad: { channelId: 'x', userId: 'u', role: 'boss' },
    },
    {
      type: 'removeChannelUser',
      payload: (channelId) => ({ channelId, userId: memberUserId }),
      bad: { channelId: 'x', userId: '' },
    },
    {
      type: 'onUpdateExternalShareShareSetting',
      payload: (channelId) => ({ channelId, isChannelExternalShareEnabled: true }),
      bad: { channelId: 'x', isChannelExternalShareEnabled: 'on' },
    },
    {
      type: 'onUpdateExternalShareDomains',
      payload: (channelId) => ({ channelId, externalShareAllowedDomains: ['globex'] }),
      bad: { channelId: 'x', externalShareAllowedDomains: ['Not A Domain!'] },
    },
    {
      type: 'unshareChannel',
      payload: (channelId) => ({ channelId, orgId: 'globex' }),
      bad: { channelId: 'x', orgId: '' },
    },
    { type: 'generateRecommendations', payload: (channelId) => ({ channelId }), bad: { channelId: 42 } },
  ];

  it.each(commands)(
    '$type: member 403, another organization 404, bad input 400, nothing changed',
    async (command) => {
      const id = await create(`Guarded ${command.type}`);
      const before = await channelOf(admin, id);
      const asMember = await channelCommand(member, command.type, command.payload(id) as never);
      expect(asMember.status, JSON.stringify(asMember.body)).toBe(403);
      expect(asMember.body).toMatchObject({ message: expect.any(String) });
      const asGlobex = await channelCommand(globexAdmin, command.type, command.payload(id) as never);
      expect(asGlobex.status, JSON.stringify(asGlobex.body)).toBe(404);
      const bad = await send(contract.channelCommand, {
        token: admin,
        body: { type: command.type, payload: command.bad } as never,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.issues?.length).toBeGreaterThan(0);
      // Refused commands write nothing: the channel and its log are as they were.
      expect((await channelOf(admin, id)).body).toEqual(before.body);
      const log = await logOf(id);
      expect(log.body.items.map((e) => e.action)).toEqual(['channelCommand.createChannel']);
    },
  );
});
