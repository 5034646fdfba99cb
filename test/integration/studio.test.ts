/**
 * The studio (issue 12, spec 2 §2 /edit/video/…): GET /query/studio/videos/{videoId}/{version} and
 * videoCommand updateOverview. Authorized, member refused, other tenant not found, bad input 400, the
 * draft-only rule and a published video 409, the event log. The life cycle's guard of every edit (spec 2
 * §4, §8) on the overview, the tags (updateGeneral), archive, restore and move: checked in, checked out
 * by another editor, an in-progress lock, the published content.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { videoLifecycleData } from '../../functions/core/data/video-lifecycle.js';
import type { VideoCommand } from '#shared/api';
import {
  call,
  channelCommand,
  checkOut,
  contract,
  createVideo as createDraft,
  send,
  signIn,
  videoCommand,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
/** A channel of this file's own: no other suite gives the member a role in it. */
const CHANNEL = `ch-it-studio-${run}`;
const OTHER_CHANNEL = `ch-it-studio-other-${run}`;

const token = async (email: string, orgId = 'acme') => (await signIn(email, PASSWORD, orgId)).idToken;
let admin: string;
let member: string;
let globexAdmin: string;

/** An organization tag of this file's own (the tags section picks from the organization's list). */
const TAG = { tagGroup: 'studio', tagValue: `Guard ${run}` };

const stored = async (videoId: string) =>
  (await getEntities().video.get({ orgId: 'acme', videoId }).go()).data;

/** A draft the admin holds (the life cycle lets only the editor holding a video change it). */
async function createVideo(token: string, channelId: string, name: string) {
  const video = await createDraft(token, channelId, name);
  await checkOut(token, video.id);
  return video;
}

type Overview = Extract<VideoCommand, { type: 'updateOverview' }>['payload'];
const overview = (videoId: string, changes: Partial<Overview> = {}): Overview => ({
  videoId,
  name: 'Studio title',
  abstract: 'In short',
  description: 'At length',
  type: 'how-to',
  masterLanguage: 'en-us',
  ...changes,
});

async function lastLogEntry(videoId: string) {
  const log = await call(contract.getEventLog, {
    token: admin,
    query: { subjectType: 'video', subjectId: videoId, limit: 1 },
  });
  expect(log.status).toBe(200);
  return log.body.items[0];
}

beforeAll(async () => {
  for (const [channelId, name] of [
    [CHANNEL, `Studio ${run}`],
    [OTHER_CHANNEL, `Studio other ${run}`],
  ] as const) {
    await getEntities()
      .channel.put({ orgId: 'acme', channelId, name, type: 'company', status: 'active' })
      .go();
  }
  [admin, member, globexAdmin] = await Promise.all([
    token('admin@acme.test'),
    token('member@acme.test'),
    token('admin@globex.test', 'globex'),
  ]);
  const saved = await send(contract.organizationCommand, {
    token: admin,
    body: { type: 'saveTag', payload: TAG },
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await send(contract.organizationCommand, { token: admin, body: { type: 'deleteTag', payload: TAG } });
  for (const channelId of [CHANNEL, OTHER_CHANNEL]) {
    await getEntities().channel.delete({ orgId: 'acme', channelId }).go();
  }
});

describe('GET /query/studio/videos/{videoId}/{version}', () => {
  it('answers the version with its fields for an editor; the type and upload options from createVideo', async () => {
    const created = await videoCommand(admin, 'createVideo', {
      channelId: CHANNEL,
      name: `Created ${run}`,
      language: 'da',
      videoType: 'tutorial',
      uploadOptions: {
        autoTranscribe: false,
        autoCopyToManuscript: true,
        autoCopyManuscriptToDescription: false,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // One tag of the organization's list, added as an admin does on /admin/tags (and removed after).
    const tag = { tagGroup: `Studio ${run}`, tagValue: 'Picked' };
    const saved = await send(contract.organizationCommand, {
      token: admin,
      body: { type: 'saveTag', payload: tag },
    });
    expect(saved.status).toBe(200);
    const res = await call(contract.getStudioVideo, {
      token: admin,
      params: { videoId: created.body.id, version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      version: 1,
      lastVersion: 1,
      name: `Created ${run}`,
      type: 'tutorial',
      stage: '',
      status: 'draft',
      masterLanguage: 'da',
      // Nothing uploaded yet: no language can be rendered.
      playableLanguages: [],
      channelId: CHANNEL,
      channelName: `Studio ${run}`,
      responsibleEmail: 'admin@acme.test',
      tags: [],
      infClassification: '',
      uploadOptions: {
        autoTranscribe: false,
        autoCopyToManuscript: true,
        autoCopyManuscriptToDescription: false,
      },
    });
    // What the tags section picks from: acme's tags (the feature is on), no classification (off in acme).
    expect(res.body.labelChoices).toMatchObject({
      tagsEnabled: true,
      classificationEnabled: false,
      classifications: [],
    });
    expect(res.body.labelChoices.tags).toContainEqual(tag);
    await send(contract.organizationCommand, { token: admin, body: { type: 'deleteTag', payload: tag } });
  });

  it('refuses a member without a role (403), another organization (404), an unknown version (404)', async () => {
    const video = await createVideo(admin, CHANNEL, `Read ${run}`);
    const read = (t: string, version = '1') =>
      send(contract.getStudioVideo, { token: t, params: { videoId: video.id, version } });
    expect((await read(member)).status).toBe(403);
    expect((await read(globexAdmin)).status).toBe(404);
    expect((await read(admin, '2')).status).toBe(404);
    expect(
      (await send(contract.getStudioVideo, { token: admin, params: { videoId: video.id, version: '0' } }))
        .status,
    ).toBe(400);
  });
});

describe('PUT /command/videoCommand updateOverview', () => {
  it('saves the general information and logs what changed', async () => {
    const video = await createVideo(admin, CHANNEL, `Overview ${run}`);
    const res = await videoCommand(admin, 'updateOverview', overview(video.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(video.id)).toMatchObject({
      name: 'Studio title',
      abstract: 'In short',
      description: 'At length',
      type: 'how-to',
    });
    expect(await lastLogEntry(video.id)).toMatchObject({
      action: 'videoCommand.updateOverview',
      actorEmail: 'admin@acme.test',
      before: { name: `Overview ${run}`, abstract: '', description: '', type: 'other' },
      after: { name: 'Studio title', abstract: 'In short', description: 'At length', type: 'how-to' },
    });
  });

  it('makes another active user responsible while a draft; an unknown e-mail is 400', async () => {
    const video = await createVideo(admin, CHANNEL, `Responsible ${run}`);
    const ok = await videoCommand(
      admin,
      'updateOverview',
      overview(video.id, { responsibleEmail: 'member@acme.test' }),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const read = await call(contract.getStudioVideo, {
      token: admin,
      params: { videoId: video.id, version: 1 },
    });
    expect(read.body.responsibleEmail).toBe('member@acme.test');
    expect(await lastLogEntry(video.id)).toMatchObject({
      before: { responsibleEmail: 'admin@acme.test' },
      after: { responsibleEmail: 'member@acme.test' },
    });
    const unknown = await videoCommand(
      admin,
      'updateOverview',
      overview(video.id, { responsibleEmail: `nobody-${run}@acme.test` }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues?.[0]?.path).toBe('body.payload.responsibleEmail');
    // A user of another organization is as unknown here.
    const foreign = await videoCommand(
      admin,
      'updateOverview',
      overview(video.id, { responsibleEmail: 'member@globex.test' }),
    );
    expect(foreign.status).toBe(400);
  });

  it('refuses the responsible person outside a draft (409) and any change to a published video (409)', async () => {
    const video = await createVideo(admin, CHANNEL, `Rules ${run}`);
    // timedOut is editable (a crashed job's video), but it is no draft.
    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ status: 'timedOut' }).go();
    const notDraft = await videoCommand(
      admin,
      'updateOverview',
      overview(video.id, { responsibleEmail: 'member@acme.test' }),
    );
    expect(notDraft.status).toBe(409);
    expect(notDraft.body.message).toBe(
      'The location and the responsible person can only be changed while the video is a draft',
    );
    // The same information without a new responsible person is saved.
    expect((await videoCommand(admin, 'updateOverview', overview(video.id))).status).toBe(200);
    // Unpublished: made draft first, as the editor's content (spec 2 §4).
    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ status: 'unpublished' }).go();
    const unpublished = await videoCommand(admin, 'updateOverview', overview(video.id, { name: 'Changed' }));
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.message).toBe(
      'A video in status unpublished cannot be edited: make it a draft first',
    );
    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ status: 'published' }).go();
    const published = await videoCommand(admin, 'updateOverview', overview(video.id, { name: 'Changed' }));
    expect(published.status).toBe(409);
    expect(published.body.message).toBe('Can not update published video');
    expect((await stored(video.id))?.name).toBe('Studio title');
  });

  it('refuses a member without a role (403) and another organization (404), changing nothing', async () => {
    const video = await createDraft(admin, CHANNEL, `Guarded ${run}`);
    expect((await videoCommand(member, 'updateOverview', overview(video.id))).status).toBe(403);
    expect((await videoCommand(globexAdmin, 'updateOverview', overview(video.id))).status).toBe(404);
    expect((await stored(video.id))?.name).toBe(`Guarded ${run}`);
  });

  it('answers bad input with 400 and its issues', async () => {
    const video = await createVideo(admin, CHANNEL, `Bad ${run}`);
    const res = await send(contract.videoCommand, {
      token: admin,
      body: { type: 'updateOverview', payload: { ...overview(video.id), name: ' ', type: 'movie' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues?.length).toBeGreaterThanOrEqual(2);
  });

  it('sets the stage label only while the videoStage feature is on (403 otherwise)', async () => {
    const video = await createVideo(admin, CHANNEL, `Stage ${run}`);
    const flags = getEntities().featureFlag;
    const seeded = (await flags.get({ orgId: 'acme', featureId: 'videoStage' }).go()).data;
    try {
      await flags
        .put({ orgId: 'acme', featureId: 'videoStage', configuration: 'deactivated', activatedIn: [] })
        .go();
      const off = await videoCommand(admin, 'updateOverview', overview(video.id, { stage: 'essential' }));
      expect(off.status).toBe(403);
      await flags
        .put({ orgId: 'acme', featureId: 'videoStage', configuration: 'tube', activatedIn: [] })
        .go();
      const on = await videoCommand(admin, 'updateOverview', overview(video.id, { stage: 'essential' }));
      expect(on.status, JSON.stringify(on.body)).toBe(200);
      expect((await stored(video.id))?.stage).toBe('essential');
      const cleared = await videoCommand(admin, 'updateOverview', overview(video.id, { stage: '' }));
      expect(cleared.status).toBe(200);
      expect((await stored(video.id))?.stage).toBeUndefined();
    } finally {
      if (seeded) await flags.put(seeded).go();
      else await flags.delete({ orgId: 'acme', featureId: 'videoStage' }).go();
    }
  });
});

describe('the life-cycle guard of every edit: overview, tags, archive, restore, move', () => {
  /** A channel of this test's own where the member is a contributor: a second editor of the video. */
  let shared: string;
  const nameOf = async (videoId: string) => (await stored(videoId))?.name;
  const tagsOf = async (videoId: string) => (await stored(videoId))?.tags ?? [];
  const tag = TAG;

  beforeAll(async () => {
    const created = await channelCommand(admin, 'createChannel', { name: `Studio guard ${run}` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    shared = created.body.id;
    const role = await channelCommand(admin, 'addChannelUser', {
      channelId: shared,
      email: 'member@acme.test',
      role: 'contributor',
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
  });

  const lock = async (videoId: string) => {
    const since = new Date().toISOString();
    const locked = await videoLifecycleData('acme').lock(
      videoId,
      'translation',
      since,
      new Date(Date.now() + 60_000).toISOString(),
    );
    expect(locked).toBe(true);
    return () => videoLifecycleData('acme').unlock(videoId, since);
  };
  const setTags = (token: string, videoId: string, tags = [tag]) =>
    videoCommand(token, 'updateGeneral', { videoId, version: 1, tags });

  it("the overview: checked in, checked out by another, locked, published are 409 with the spec's words", async () => {
    const video = await createDraft(admin, shared, `Guard overview ${run}`);
    const checkedIn = await videoCommand(admin, 'updateOverview', overview(video.id));
    expect(checkedIn.status).toBe(409);
    expect(checkedIn.body.message).toBe('Video is checked in');

    await checkOut(member, video.id);
    const another = await videoCommand(admin, 'updateOverview', overview(video.id));
    expect(another.status).toBe(409);
    expect(another.body.message).toBe('Video is checked out by member@acme.test');
    // Its holder saves.
    expect(
      (await videoCommand(member, 'updateOverview', overview(video.id, { name: 'By the holder' }))).status,
    ).toBe(200);

    const release = await lock(video.id);
    const locked = await videoCommand(member, 'updateOverview', overview(video.id, { name: 'While locked' }));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Cannot update a video when it is getting translated');
    expect(await release()).toBe(true);

    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ status: 'published' }).go();
    const published = await videoCommand(member, 'updateOverview', overview(video.id, { name: 'Published' }));
    expect(published.status).toBe(409);
    expect(published.body.message).toBe('Can not update published video');
    expect(await nameOf(video.id)).toBe('By the holder');
  });

  it('the tags and classification (updateGeneral from the studio) follow the same guard; publicEmbed does not', async () => {
    const video = await createDraft(admin, shared, `Guard tags ${run}`);
    const checkedIn = await setTags(admin, video.id);
    expect(checkedIn.status).toBe(409);
    expect(checkedIn.body.message).toBe('Video is checked in');

    await checkOut(member, video.id);
    const another = await setTags(admin, video.id);
    expect(another.status).toBe(409);
    expect(another.body.message).toBe('Video is checked out by member@acme.test');
    expect(await tagsOf(video.id)).toEqual([]);
    expect((await setTags(member, video.id)).status).toBe(200);
    expect(await tagsOf(video.id)).toEqual([tag]);

    const release = await lock(video.id);
    const locked = await setTags(member, video.id, []);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Cannot update a video when it is getting translated');
    expect(await release()).toBe(true);

    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ status: 'published' }).go();
    const published = await setTags(member, video.id, []);
    expect(published.status).toBe(409);
    expect(published.body.message).toBe('Can not update published video');
    expect(await tagsOf(video.id)).toEqual([tag]);
    // The Embed & share switch of a published video is no edit of its content.
    const embed = await videoCommand(admin, 'updateGeneral', {
      videoId: video.id,
      version: 1,
      publicEmbed: true,
    });
    expect(embed.status, JSON.stringify(embed.body)).toBe(200);
  });

  it("archive, restore and move need no check-out of one's own, but are refused while locked or held by another", async () => {
    const video = await createDraft(admin, shared, `Guard archive ${run}`);
    await checkOut(member, video.id);
    for (const [type, payload] of [
      ['archiveVideo', { videoId: video.id }],
      ['moveVideo', { videoId: video.id, channelId: CHANNEL }],
    ] as const) {
      const held = await videoCommand(admin, type, payload);
      expect(held.status, type).toBe(409);
      expect(held.body.message).toBe('Video is checked out by member@acme.test');
    }
    // The holder archives; then the archived video is locked: restoring waits for the job.
    expect((await videoCommand(member, 'archiveVideo', { videoId: video.id })).status).toBe(200);
    const release = await lock(video.id);
    const locked = await videoCommand(member, 'restoreVideo', { videoId: video.id });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Cannot restore a video when it is getting translated');
    expect(await release()).toBe(true);
    await send(contract.videoLifecycleCommand, {
      token: member,
      body: { type: 'checkInVideo', payload: { videoId: video.id } },
    });
    // Nobody holds it now: the admin restores, and archives again, without checking out.
    expect((await videoCommand(admin, 'restoreVideo', { videoId: video.id })).status).toBe(200);
    const relock = await lock(video.id);
    const archiveLocked = await videoCommand(admin, 'archiveVideo', { videoId: video.id });
    expect(archiveLocked.status).toBe(409);
    expect(archiveLocked.body.message).toBe('Cannot archive a video when it is getting translated');
    expect(await relock()).toBe(true);
    expect((await videoCommand(admin, 'archiveVideo', { videoId: video.id })).status).toBe(200);
    expect((await stored(video.id))?.status).toBe('archived');
  });
});
