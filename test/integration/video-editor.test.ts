/**
 * The editor (issue 12): GET /query/studio/videos/{videoId}/{version}/rendering and PUT
 * /command/studio/videos/{videoId}/{version}/rendering/{language}. Authorized, member refused, other
 * tenant not found, bad input 400 (an enabled effect without its value, a link that is no web address),
 * the chapter rules' 409, the conflict of two tabs (409, nothing written), the event log, and an
 * edited manuscript reaching search (the new word found, the old one gone) and the public embed (its
 * rendering data and its HLS WebVTT).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { videoLifecycleData } from '../../functions/core/data/video-lifecycle.js';
import { EDITOR_CONFLICT_MESSAGE } from '#shared/api';
import { CHAPTER_GAP_MESSAGE, QUICK_GUIDE_FIRST_CHAPTER_MESSAGE } from '#shared/domain/chapters.js';
import {
  call,
  contract,
  createVideo,
  eventually,
  generateClip,
  playlistUris,
  signIn,
  uploadOriginal,
  videoCommand,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
/** A channel of this file's own: no other suite gives the member a role in it. */
const CHANNEL = `ch-it-editor-${run}`;

const token = async (email: string, orgId = 'acme') => (await signIn(email, PASSWORD, orgId)).idToken;
let admin: string;
let member: string;
let globexAdmin: string;

const chapters = [
  {
    startSeconds: 0,
    title: 'Start',
    manuscript: `Welcome to the editor ${run}.`,
    textEffect: { enabled: true, text: 'Hello', position: 'bottom' as const, style: 'title' as const },
  },
  {
    startSeconds: 4.5,
    manuscript: 'Press the keys.',
    keyboardEffect: { enabled: true, keys: 'Ctrl+S' },
    quickGuide: true,
  },
];
const links = [{ startSeconds: 2, url: 'https://acme.example/editor', title: 'Read more' }];

const read = (videoId: string, as = admin, version = 1) =>
  call(contract.getEditorData, { token: as, params: { videoId, version } });
const save = (
  videoId: string,
  revision: number,
  renderingData: unknown,
  as = admin,
  language: 'en-us' | 'da' = 'en-us',
) =>
  call(contract.saveRenderingData, {
    token: as,
    params: { videoId, version: 1, language },
    body: { revision, renderingData } as never,
  });

/** A draft of this file's channel, checked out by the admin (the life cycle's guard lets its holder edit). */
async function editableDraft(name: string) {
  const video = await createVideo(admin, CHANNEL, name);
  const checkedOut = await call(contract.videoLifecycleCommand, {
    token: admin,
    body: { type: 'checkOutVideo', payload: { videoId: video.id } },
  });
  expect(checkedOut.status, JSON.stringify(checkedOut.body)).toBe(200);
  return video;
}

beforeAll(async () => {
  await getEntities()
    .channel.put({
      orgId: 'acme',
      channelId: CHANNEL,
      name: `Editor ${run}`,
      type: 'company',
      status: 'active',
    })
    .go();
  [admin, member, globexAdmin] = await Promise.all([
    token('admin@acme.test'),
    token('member@acme.test'),
    token('admin@globex.test', 'globex'),
  ]);
});

afterAll(async () => {
  await getEntities().channel.delete({ orgId: 'acme', channelId: CHANNEL }).go();
});

describe('the editor read and save', () => {
  it('reads an empty version at revision 0, saves chapters with effects, links and a trim, and reads them back', async () => {
    const { id } = await editableDraft(`Editor ${run}`);
    const empty = await read(id);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ videoId: id, version: 1, masterLanguage: 'en-us' });
    expect(empty.body.languages).toEqual([
      { renderingData: { language: 'en-us', subtitles: { chapters: [] }, links: [] }, revision: 0 },
    ]);

    const data = { subtitles: { chapters }, links, trim: { startSeconds: 0.5 } };
    const saved = await save(id, 0, data);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.revision).toBe(1);

    const again = await read(id);
    expect(again.body.languages[0]).toEqual({
      renderingData: { language: 'en-us', ...data },
      revision: 1,
    });
    // The next save names revision 1.
    const next = await save(id, 1, { ...data, trim: undefined });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.revision).toBe(2);
    expect((await read(id)).body.languages[0]?.renderingData.trim).toBeUndefined();

    const log = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'video', subjectId: id, limit: 1 },
    });
    expect(log.body.items[0]).toMatchObject({
      action: 'studio.saveRenderingData',
      actorEmail: 'admin@acme.test',
      before: { 'en-us v1': { trim: '0.5–end' } },
      after: { 'en-us v1': { trim: 'none' } },
    });
  });

  it('refuses the save of a second tab that started from an older revision, and writes nothing', async () => {
    const { id } = await editableDraft(`Two tabs ${run}`);
    const first = await save(id, 0, { subtitles: { chapters }, links: [] });
    expect(first.status).toBe(200);
    const second = await save(id, 0, { subtitles: { chapters: [] }, links });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: EDITOR_CONFLICT_MESSAGE });
    const stored = (await read(id)).body.languages[0];
    expect(stored?.revision).toBe(1);
    expect(stored?.renderingData.subtitles.chapters).toHaveLength(2);
    expect(stored?.renderingData.links).toEqual([]);
    // Reloaded, the second tab saves over it.
    expect((await save(id, 1, { subtitles: { chapters: [] }, links })).status).toBe(200);
  });

  it('saves each language on its own', async () => {
    const { id } = await editableDraft(`Languages ${run}`);
    const da = await save(
      id,
      0,
      { subtitles: { chapters: [{ startSeconds: 0, manuscript: 'Hej' }] }, links: [] },
      admin,
      'da',
    );
    expect(da.status).toBe(200);
    const languages = (await read(id)).body.languages;
    expect(languages.map((l) => [l.renderingData.language, l.revision])).toEqual([
      ['en-us', 0],
      ['da', 1],
    ]);
  });
});

describe('rights and tenants', () => {
  it('refuses a member without a role in the channel (403), and another tenant (404)', async () => {
    const { id } = await editableDraft(`Rights ${run}`);
    const data = { subtitles: { chapters: [] }, links: [] };
    expect((await read(id, member)).status).toBe(403);
    expect((await save(id, 0, data, member)).status).toBe(403);
    expect((await read(id, globexAdmin)).status).toBe(404);
    expect((await save(id, 0, data, globexAdmin)).status).toBe(404);
    expect((await read(id)).body.languages[0]?.revision).toBe(0);
  });

  it('answers 404 for an unknown video or version', async () => {
    const { id } = await createVideo(admin, CHANNEL, `Versions ${run}`);
    expect((await read(id, admin, 2)).status).toBe(404);
    expect((await read(`v-unknown-${run}`)).status).toBe(404);
  });
});

describe('bad input and rules', () => {
  let id: string;
  beforeAll(async () => {
    id = (await editableDraft(`Rules ${run}`)).id;
  });

  it('answers 400 with issues for an enabled effect without its value', async () => {
    const res = await save(id, 0, {
      subtitles: {
        chapters: [
          {
            startSeconds: 0,
            manuscript: '',
            textEffect: { enabled: true, text: ' ', position: 'top', style: 'title' },
          },
        ],
      },
      links: [],
    });
    expect(res.status).toBe(400);
    const body = res.body as unknown as { message: string; issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => i.message)).toContain('An enabled text effect needs its text');
    const keys = await save(id, 0, {
      subtitles: {
        chapters: [{ startSeconds: 0, manuscript: '', keyboardEffect: { enabled: true, keys: '' } }],
      },
      links: [],
    });
    expect(keys.status).toBe(400);
  });

  it('answers 400 for a link that is no web address, with the spec message', async () => {
    const res = await save(id, 0, {
      subtitles: { chapters: [] },
      links: [{ startSeconds: 1, url: 'javascript:alert(1)', title: 'x' }],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('The link you have entered is invalid');
  });

  it('answers 409 for chapters closer than 200 ms and a quick guide on the first chapter', async () => {
    const gap = await save(id, 0, {
      subtitles: {
        chapters: [
          { startSeconds: 1, manuscript: '' },
          { startSeconds: 1.1, manuscript: '' },
        ],
      },
      links: [],
    });
    expect(gap.status).toBe(409);
    expect(gap.body).toMatchObject({ message: `${CHAPTER_GAP_MESSAGE} (chapter 2)` });
    const guide = await save(id, 0, {
      subtitles: { chapters: [{ startSeconds: 0, manuscript: '', quickGuide: true }] },
      links: [],
    });
    expect(guide.status).toBe(409);
    expect(guide.body).toMatchObject({ message: `${QUICK_GUIDE_FIRST_CHAPTER_MESSAGE} (chapter 1)` });
    expect((await read(id)).body.languages[0]?.revision).toBe(0);
  });

  it('answers 409 while the video is checked in (spec 2 §8 "Video is checked in")', async () => {
    const { id: checkedIn } = await createVideo(admin, CHANNEL, `Checked in ${run}`);
    const res = await save(checkedIn, 0, { subtitles: { chapters: [] }, links: [] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'Video is checked in' });
  });

  it("answers 409 with the lock's message while an in-progress lock holds, and saves once it is released", async () => {
    const { id } = await editableDraft(`Locked ${run}`);
    const data = videoLifecycleData('acme');
    const since = new Date().toISOString();
    expect(await data.lock(id, 'translation', since, new Date(Date.now() + 60_000).toISOString())).toBe(true);
    const empty = { subtitles: { chapters: [] }, links: [] };
    const locked = await save(id, 0, empty);
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ message: 'Cannot update a video when it is getting translated' });
    expect((await read(id)).body.languages[0]?.revision ?? 0).toBe(0);
    expect(await data.unlock(id, since)).toBe(true);
    expect((await save(id, 0, empty)).status).toBe(200);
  });

  it('answers 409 for a published video (spec 2 §8 "Can not update published video")', async () => {
    const published = (await editableDraft(`Published ${run}`)).id;
    await getEntities().video.patch({ orgId: 'acme', videoId: published }).set({ status: 'published' }).go();
    const res = await save(published, 0, { subtitles: { chapters: [] }, links: [] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'Can not update published video' });
  });
});

describe('an edited manuscript in search and the public embed', () => {
  /** A word of letters only, unique to this run (search splits words at digits and punctuation). */
  const word = (prefix: string) => `${prefix}${run.replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'q')}`;
  const oldWord = word('quagga');
  const newWord = word('narwhal');
  const search = (q: string) => call(contract.search, { token: admin, query: { q } });

  /** The public embed's en-us WebVTT: master playlist → subtitle playlist → the presigned cue file. */
  async function embedCues(embedUrl: string): Promise<string> {
    const master = await (await fetch(embedUrl)).text();
    const line = master
      .split('\n')
      .find((l) => l.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES') && l.includes('LANGUAGE="en-us"'));
    const uri = /URI="([^"]+)"/.exec(line ?? '')?.[1];
    expect(uri, master).toBeDefined();
    const playlistRes = await fetch(new URL(uri as string, embedUrl));
    expect(playlistRes.status).toBe(200);
    const [segment] = playlistUris(await playlistRes.text());
    expect(segment).toBeDefined();
    return (await fetch(segment as string)).text();
  }

  it('re-indexes search and re-packages the embed subtitles with the saved text', async () => {
    const clip = generateClip({ seconds: 4, size: '320x180' });
    let id: string;
    try {
      ({ id } = await createVideo(admin, CHANNEL, `Searchable ${run}`));
      await uploadOriginal(admin, id, clip.file, 180);
      await waitForTranscode(admin, id);
    } finally {
      clip.remove();
    }
    expect(
      (
        await call(contract.videoLifecycleCommand, {
          token: admin,
          body: { type: 'checkOutVideo', payload: { videoId: id } },
        })
      ).status,
    ).toBe(200);
    const manuscript = (text: string) => ({
      subtitles: {
        chapters: [
          { startSeconds: 0, manuscript: `Intro words.` },
          { startSeconds: 2, manuscript: text },
        ],
      },
      links: [],
    });
    expect((await save(id, 0, manuscript(`The ${oldWord} grazes.`))).status).toBe(200);
    expect((await search(oldWord)).body.hits.map((h) => h.videoId)).toEqual([id]);

    // The edit: the old word goes, a new one comes.
    const saved = await save(id, 1, manuscript(`The ${newWord} swims.`));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const found = await eventually(
      () => search(newWord),
      (res) => res.body.hits.length > 0,
      { timeoutMs: 10_000 },
    );
    expect(found.body.hits.map((h) => h.videoId)).toEqual([id]);
    expect(found.body.hits[0]?.matches).toEqual([
      expect.objectContaining({
        field: 'subtitle',
        startSeconds: 2,
        language: 'en-us',
        snippet: expect.stringContaining(newWord),
      }),
    ]);
    expect((await search(oldWord)).body.hits).toEqual([]);

    // The public embed (anonymous) shows and plays the new text.
    const embedKey = (
      await videoCommand(admin, 'updateGeneral', { videoId: id, version: 1, publicEmbed: true })
    ).body.embedKey;
    expect(embedKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const embed = await call(contract.getVideoEmbed, { query: { key: embedKey ?? '' } });
    expect(embed.status, JSON.stringify(embed.body)).toBe(200);
    const chapters = (
      embed.body.renderingData as Record<string, { subtitles: { chapters: { manuscript: string }[] } }>
    )['en-us']?.subtitles.chapters;
    expect(chapters?.map((c) => c.manuscript)).toEqual(['Intro words.', `The ${newWord} swims.`]);
    const vtt = await embedCues(embed.body.url);
    expect(vtt).toContain(`The ${newWord} swims.`);
    expect(vtt).not.toContain(oldWord);
  }, 90_000);
});
