/**
 * Channel tags (spec 2 §2 /channel/tags/{channelId}, §3 Channel tags, the channelTags feature): a channel's
 * managers pick its tags from the organization's tags; the channel read shows them. Authorized, member
 * refused, other tenant not found, bad input 400, the feature off 409.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { call, channelCommand, contract, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
const CHANNEL = `ch-it-tags-${run}`;
const SAFETY = { tagGroup: `Topic ${run}`, tagValue: 'Safety' };
const FINANCE = { tagGroup: `Topic ${run}`, tagValue: 'Finance' };

const token = async (email: string, orgId = 'acme') => (await signIn(email, PASSWORD, orgId)).idToken;
let admin: string;
let member: string;
let globexAdmin: string;
/** acme's channelTags flag as the seed has it (on for two channels): restored after the file. */
let seededFlag: { configuration: unknown; activatedIn: string[] } | null = null;
const flags = () => getEntities().featureFlag;

beforeAll(async () => {
  const flag = (await flags().get({ orgId: 'acme', featureId: 'channelTags' }).go()).data;
  seededFlag = flag ? { configuration: flag.configuration, activatedIn: flag.activatedIn ?? [] } : null;
  // The feature on for this file's channel too (it is activated per channel in the demo).
  await flags()
    .patch({ orgId: 'acme', featureId: 'channelTags' })
    .set({ activatedIn: [...(seededFlag?.activatedIn ?? []), CHANNEL] })
    .go();
  await getEntities()
    .channel.put({
      orgId: 'acme',
      channelId: CHANNEL,
      name: `Tagged ${run}`,
      type: 'company',
      status: 'active',
    })
    .go();
  [admin, member, globexAdmin] = await Promise.all([
    token('admin@acme.test'),
    token('member@acme.test'),
    token('admin@globex.test', 'globex'),
  ]);
  // The organization's tags, added as an admin does on /admin/tags.
  for (const tag of [SAFETY, FINANCE]) {
    const res = await send(contract.organizationCommand, {
      token: admin,
      body: { type: 'saveTag', payload: tag },
    });
    expect(res.status).toBe(200);
  }
});

afterAll(async () => {
  if (seededFlag) {
    await flags()
      .patch({ orgId: 'acme', featureId: 'channelTags' })
      .set({ configuration: seededFlag.configuration as never, activatedIn: seededFlag.activatedIn })
      .go();
  }
  for (const tag of [SAFETY, FINANCE]) {
    await send(contract.organizationCommand, { token: admin, body: { type: 'deleteTag', payload: tag } });
  }
  await getEntities().channel.delete({ orgId: 'acme', channelId: CHANNEL }).go();
});

describe('channel tags', () => {
  it("offers the organization's tags, saves the picked ones, and the channel shows them", async () => {
    const page = await call(contract.getChannelTags, { token: admin, params: { id: CHANNEL } });
    expect(page.status).toBe(200);
    expect(page.body.enabled).toBe(true);
    expect(page.body.selected).toEqual([]);
    expect(page.body.available).toEqual(expect.arrayContaining([SAFETY, FINANCE]));

    const saved = await channelCommand(admin, 'updateChannelTags', { channelId: CHANNEL, tags: [SAFETY] });
    expect(saved.status).toBe(200);
    const channel = await call(contract.getChannel, { token: member, params: { id: CHANNEL }, query: {} });
    expect(channel.body.tags).toEqual([SAFETY]);
    const log = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'channel', subjectId: CHANNEL },
    });
    expect(log.body.items[0]).toMatchObject({
      action: 'channelCommand.updateChannelTags',
      before: { tags: [] },
      after: { tags: [SAFETY] },
    });
  });

  it('refuses tags the organization does not have or lists twice (400), members (403), other tenants (404)', async () => {
    const unknown = await channelCommand(admin, 'updateChannelTags', {
      channelId: CHANNEL,
      tags: [FINANCE, { tagGroup: 'Nope', tagValue: 'Unknown' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ issues: [{ path: 'payload.tags.1' }] });
    const twice = await channelCommand(admin, 'updateChannelTags', {
      channelId: CHANNEL,
      tags: [SAFETY, SAFETY],
    });
    expect(twice.status).toBe(400);
    expect((await channelCommand(member, 'updateChannelTags', { channelId: CHANNEL, tags: [] })).status).toBe(
      403,
    );
    expect((await call(contract.getChannelTags, { token: member, params: { id: CHANNEL } })).status).toBe(
      403,
    );
    expect(
      (await channelCommand(globexAdmin, 'updateChannelTags', { channelId: CHANNEL, tags: [] })).status,
    ).toBe(404);
    expect(
      (await call(contract.getChannelTags, { token: globexAdmin, params: { id: CHANNEL } })).status,
    ).toBe(404);
    // Nothing of that changed the channel.
    const channel = await call(contract.getChannel, { token: admin, params: { id: CHANNEL }, query: {} });
    expect(channel.body.tags).toEqual([SAFETY]);
  });

  it('is refused (409) where the channelTags feature is off, and allowed for the channels it names', async () => {
    const configuration = seededFlag?.configuration as never;
    await flags()
      .patch({ orgId: 'acme', featureId: 'channelTags' })
      .set({ configuration: 'deactivated' })
      .go();
    const off = await channelCommand(admin, 'updateChannelTags', { channelId: CHANNEL, tags: [FINANCE] });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ message: 'Channel tags are not enabled for this channel' });
    expect(
      (await call(contract.getChannelTags, { token: admin, params: { id: CHANNEL } })).body.enabled,
    ).toBe(false);
    // Activated for some channels (the demo's way), this one among them.
    await flags().patch({ orgId: 'acme', featureId: 'channelTags' }).set({ configuration }).go();
    const on = await channelCommand(admin, 'updateChannelTags', { channelId: CHANNEL, tags: [FINANCE] });
    expect(on.status).toBe(200);
  });
});
