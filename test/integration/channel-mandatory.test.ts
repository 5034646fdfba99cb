/**
 * The channel's mandatory-training setting (spec 2 §3 channelMandatoryTrainingSetting, §7
 * onUpdateMandatoryTrainingSetting): turning it on assigns the chosen tracks to every user of the channel
 * (role holders and followers) once, users who join later get them too, turning it off assigns nobody
 * new; admins and channel owners only, other tenants 404, bad input 400.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { call, channelCommand, contract, registerUser, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
const CHANNEL = `ch-it-mand-${run}`;
const OTHER_CHANNEL = `ch-it-mand-other-${run}`;
const TRACK = `track-it-mand-${run}`;
const OTHER_TRACK = `track-it-mand-other-${run}`;
const VIDEO = `vid-it-mand-${run}`;

const token = async (email: string, orgId = 'acme') => (await signIn(email, PASSWORD, orgId)).idToken;

let admin: string;
let member: string;
let globexAdmin: string;
let owner: string;
let follower: string;
let followerId: string;

async function mandatoryTrackIds(t: string): Promise<string[]> {
  const res = await call(contract.getMandatory, { token: t });
  expect(res.status).toBe(200);
  return res.body.tracks.map((track) => track.trackId);
}

async function assigneesOf(trackId: string): Promise<string[]> {
  const { data } = await getEntities()
    .mandatoryAssignment.query.byTrack({ orgId: 'acme', trackId })
    .go({ pages: 'all' });
  return data.map((a) => a.userId).sort();
}

async function userIdOf(email: string): Promise<string> {
  return (await getEntities().user.query.byEmail({ email }).go()).data[0]?.userId ?? '';
}

beforeAll(async () => {
  const e = getEntities();
  for (const channelId of [CHANNEL, OTHER_CHANNEL]) {
    await e.channel
      .put({ orgId: 'acme', channelId, name: `Mandatory ${run}`, type: 'company', status: 'active' })
      .go();
  }
  await e.track.put({ orgId: 'acme', trackId: TRACK, channelId: CHANNEL, name: `Safety ${run}` }).go();
  await e.track
    .put({ orgId: 'acme', trackId: OTHER_TRACK, channelId: OTHER_CHANNEL, name: `Other ${run}` })
    .go();
  await e.video
    .create({
      orgId: 'acme',
      videoId: VIDEO,
      humanId: `mand${run}`,
      channelId: CHANNEL,
      name: 'Mandatory safety video',
      status: 'published',
      masterLanguage: 'en-us',
      authorId: 'it',
      authorEmail: 'admin@acme.test',
    })
    .go();
  await e.trackItem.put({ orgId: 'acme', trackId: TRACK, position: 0, type: 'video', targetId: VIDEO }).go();

  const ownerEmail = `mand-owner-${run}@acme.test`;
  const followerEmail = `mand-follower-${run}@acme.test`;
  await registerUser(ownerEmail, PASSWORD);
  await registerUser(followerEmail, PASSWORD);
  [admin, member, globexAdmin, owner, follower] = await Promise.all([
    token('admin@acme.test'),
    token('member@acme.test'),
    token('admin@globex.test', 'globex'),
    token(ownerEmail),
    token(followerEmail),
  ]);
  expect(
    (
      await channelCommand(admin, 'addChannelUser', {
        channelId: CHANNEL,
        email: ownerEmail,
        role: 'channelOwner',
      })
    ).status,
  ).toBe(200);
  expect((await channelCommand(follower, 'follow', { channelId: CHANNEL })).status).toBe(200);
  followerId = await userIdOf(followerEmail);
});

describe('onUpdateMandatoryTrainingSetting', () => {
  it('refuses members (403), other tenants (404), bad input (400) and leaves the setting off', async () => {
    const payload = { channelId: CHANNEL, enabled: true, trackIds: [TRACK] };
    const byMember = await channelCommand(member, 'onUpdateMandatoryTrainingSetting', payload);
    expect(byMember.status).toBe(403);
    const byGlobex = await channelCommand(globexAdmin, 'onUpdateMandatoryTrainingSetting', payload);
    expect(byGlobex.status).toBe(404);
    const noTracks = await channelCommand(admin, 'onUpdateMandatoryTrainingSetting', {
      channelId: CHANNEL,
      enabled: true,
      trackIds: [],
    });
    expect(noTracks.status).toBe(400);
    expect(noTracks.body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Choose at least one track' })]),
    );
    const foreign = await channelCommand(admin, 'onUpdateMandatoryTrainingSetting', {
      channelId: CHANNEL,
      enabled: true,
      trackIds: [TRACK, OTHER_TRACK, 'no-such-track'],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      message: 'Only tracks of this channel can be mandatory',
      issues: [{ path: 'payload.trackIds.1' }, { path: 'payload.trackIds.2' }],
    });
    const twice = await channelCommand(admin, 'onUpdateMandatoryTrainingSetting', {
      channelId: CHANNEL,
      enabled: true,
      trackIds: [TRACK, TRACK],
    });
    expect(twice.status).toBe(400);
    const detail = await call(contract.getChannel, { token: admin, params: { id: CHANNEL }, query: {} });
    expect(detail.body.channelMandatoryTrainingSetting).toEqual({ enabled: false, trackIds: [] });
    expect(await assigneesOf(TRACK)).toEqual([]);
  });

  it("the channel's owner turns it on: every user of the channel is assigned, once", async () => {
    const ownerId = await userIdOf(`mand-owner-${run}@acme.test`);
    const on = await channelCommand(owner, 'onUpdateMandatoryTrainingSetting', {
      channelId: CHANNEL,
      enabled: true,
      trackIds: [TRACK],
    });
    expect(on.status).toBe(200);
    expect(on.body.res.assigned).toBe(2);
    expect(await assigneesOf(TRACK)).toEqual([ownerId, followerId].sort());
    expect(await mandatoryTrackIds(follower)).toContain(TRACK);
    expect(await mandatoryTrackIds(member)).not.toContain(TRACK);

    const detail = await call(contract.getChannel, { token: admin, params: { id: CHANNEL }, query: {} });
    expect(detail.body.channelMandatoryTrainingSetting).toEqual({ enabled: true, trackIds: [TRACK] });
    const log = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'channel', subjectId: CHANNEL },
    });
    expect(log.body.items[0]).toMatchObject({
      action: 'channelCommand.onUpdateMandatoryTrainingSetting',
      before: { enabled: false, trackIds: [] },
      after: { enabled: true, trackIds: [TRACK] },
    });

    // Idempotent: the same setting again assigns nobody twice.
    const again = await channelCommand(admin, 'onUpdateMandatoryTrainingSetting', {
      channelId: CHANNEL,
      enabled: true,
      trackIds: [TRACK],
    });
    expect(again.status).toBe(200);
    expect(again.body.res.assigned).toBe(0);
    expect(await assigneesOf(TRACK)).toHaveLength(2);
  });

  it('a user who joins later is assigned; after turning it off nobody new is, and assignments stay', async () => {
    // A new follower (not the demo member: other suites count the demo member's follows and tracks).
    const joinerEmail = `mand-joiner-${run}@acme.test`;
    await registerUser(joinerEmail, PASSWORD);
    const joiner = await token(joinerEmail);
    expect((await channelCommand(joiner, 'follow', { channelId: CHANNEL })).status).toBe(200);
    expect(await assigneesOf(TRACK)).toContain(await userIdOf(joinerEmail));
    expect(await mandatoryTrackIds(joiner)).toContain(TRACK);

    const off = await channelCommand(admin, 'onUpdateMandatoryTrainingSetting', {
      channelId: CHANNEL,
      enabled: false,
      trackIds: [TRACK],
    });
    expect(off.status).toBe(200);
    expect(off.body.res.assigned).toBe(0);
    const lateEmail = `mand-late-${run}@acme.test`;
    await registerUser(lateEmail, PASSWORD);
    const late = await token(lateEmail);
    expect(
      (
        await channelCommand(admin, 'addChannelUser', {
          channelId: CHANNEL,
          email: lateEmail,
          role: 'contributor',
        })
      ).status,
    ).toBe(200);
    expect(await mandatoryTrackIds(late)).not.toContain(TRACK);
    // What was assigned stays assigned.
    expect(await assigneesOf(TRACK)).toHaveLength(3);
    expect(await mandatoryTrackIds(follower)).toContain(TRACK);
  });
});
