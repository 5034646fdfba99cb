/**
 * Track translations (issue 14: "track names and descriptions per language") with real tokens:
 * channelCommand saveTrackTranslations replaces the list, GET /tracks/{trackId} reads it back with the
 * languages to translate into (the organization's but the master); the track's editors only (403), the
 * caller's own organization only (404), bad input 400 with issues. On a seeded track, restored after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { call, channelCommand as command, contract, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
/** In ch-acme-sales-enablement, where member@acme.test is a contributor (no playlist role). */
const TRACK = 'track-acme-sales-101';

let admin = '';
let member = '';
let globexAdmin = '';
let seeded: { language: string; name: string; description?: string }[] | undefined;

const read = (token: string, trackId = TRACK) => call(contract.getTrack, { token, params: { trackId } });
const saveRaw = (token: string, payload: unknown) =>
  send(contract.channelCommand, { token, body: { type: 'saveTrackTranslations', payload } });

beforeAll(async () => {
  seeded = (await getEntities().track.get({ orgId: 'acme', trackId: TRACK }).go()).data?.translations;
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
});

afterAll(async () => {
  await getEntities()
    .track.patch({ orgId: 'acme', trackId: TRACK })
    .set({ translations: seeded ?? [] })
    .go();
});

describe('saveTrackTranslations and getTrack', () => {
  it("reads the organization's languages but the master, saves a whole list and reads it back", async () => {
    const before = await read(admin);
    expect(before.status).toBe(200);
    // acme: master en-us, languages en-us, da, de, es-es (infra/config/tenants.ts).
    expect(before.body).toMatchObject({
      masterLanguage: 'en-us',
      translationLanguages: ['da', 'de', 'es-es'],
    });
    expect(Array.isArray(before.body.translations)).toBe(true);

    const saved = await command(admin, 'saveTrackTranslations', {
      trackId: TRACK,
      translations: [
        { language: 'de', name: '  Vertrieb 101 ', description: ' Die Grundlagen des Verkaufs. ' },
        { language: 'es-es', name: 'Ventas 101' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.res.id).toBe(TRACK);
    const after = await read(admin);
    expect(after.body.translations).toEqual([
      { language: 'de', name: 'Vertrieb 101', description: 'Die Grundlagen des Verkaufs.' },
      { language: 'es-es', name: 'Ventas 101', description: '' },
    ]);
    // The track's own texts (the master's) are untouched.
    expect(after.body.name).toBe(before.body.name);

    // Members' playlists name it in the reader's language (Accept-Language), else in the master's.
    const listed = async (headers: Record<string, string>) => {
      const trees = await call(contract.listTracks, {
        token: member,
        query: { channelId: 'ch-acme-sales-enablement' },
        headers,
      });
      const find = (nodes: typeof trees.body): string | undefined => {
        for (const node of nodes) {
          if (node.id === TRACK) return node.name;
          const inner = find((node.items ?? []).filter((i) => i.type === 'track') as typeof trees.body);
          if (inner) return inner;
        }
        return undefined;
      };
      return find(trees.body);
    };
    expect(await listed({ 'Accept-Language': 'es-es' })).toBe('Ventas 101');
    expect(await listed({ 'Accept-Language': 'de' })).toBe('Vertrieb 101');
    expect(await listed({})).toBe(before.body.name);

    // The whole list is replaced: a language left out has no translation any more.
    const replaced = await command(admin, 'saveTrackTranslations', {
      trackId: TRACK,
      translations: [{ language: 'da', name: 'Salg 101', description: 'Grundlaget.' }],
    });
    expect(replaced.status).toBe(200);
    expect((await read(admin)).body.translations).toEqual([
      { language: 'da', name: 'Salg 101', description: 'Grundlaget.' },
    ]);

    const log = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'track', subjectId: TRACK },
    });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain('channelCommand.saveTrackTranslations');

    expect((await command(admin, 'saveTrackTranslations', { trackId: TRACK, translations: [] })).status).toBe(
      200,
    );
    expect((await read(admin)).body.translations).toEqual([]);
  });

  it('answers bad input with 400 and issues, and changes nothing', async () => {
    await command(admin, 'saveTrackTranslations', {
      trackId: TRACK,
      translations: [{ language: 'de', name: 'Vertrieb 101' }],
    });
    const cases: { payload: unknown; path: string }[] = [
      // A name is required (1–200 characters, trimmed).
      { payload: { trackId: TRACK, translations: [{ language: 'de', name: '   ' }] }, path: 'name' },
      {
        payload: { trackId: TRACK, translations: [{ language: 'de', name: 'x'.repeat(201) }] },
        path: 'name',
      },
      // The description at most the track description's own limit.
      {
        payload: {
          trackId: TRACK,
          translations: [{ language: 'de', name: 'V', description: 'y'.repeat(5001) }],
        },
        path: 'description',
      },
      // Each language once; a language the app does not know.
      {
        payload: {
          trackId: TRACK,
          translations: [
            { language: 'de', name: 'A' },
            { language: 'de', name: 'B' },
          ],
        },
        path: 'language',
      },
      { payload: { trackId: TRACK, translations: [{ language: 'xx', name: 'A' }] }, path: 'language' },
      // Known languages the organization does not translate into: not offered, or its master.
      {
        payload: { trackId: TRACK, translations: [{ language: 'fi', name: 'Myynti 101' }] },
        path: 'language',
      },
      { payload: { trackId: TRACK, translations: [{ language: 'en-us', name: 'Sales' }] }, path: 'language' },
      { payload: { trackId: TRACK }, path: 'translations' },
    ];
    for (const { payload, path } of cases) {
      const res = await saveRaw(admin, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(
        res.body.issues?.some((i) => i.path.endsWith(path)),
        JSON.stringify(res.body),
      ).toBe(true);
    }
    expect((await read(admin)).body.translations).toEqual([
      { language: 'de', name: 'Vertrieb 101', description: '' },
    ]);
  });

  it('refuses a member without a playlist role in the channel (403)', async () => {
    const refused = await command(member, 'saveTrackTranslations', {
      trackId: TRACK,
      translations: [{ language: 'de', name: 'Nope' }],
    });
    expect(refused.status).toBe(403);
    expect((await read(member)).status).toBe(403);
  });

  it("gives another organization's admin nothing (404), as for an unknown track", async () => {
    const payload = { trackId: TRACK, translations: [{ language: 'sv' as const, name: 'Försäljning' }] };
    expect((await command(globexAdmin, 'saveTrackTranslations', payload)).status).toBe(404);
    expect((await read(globexAdmin)).status).toBe(404);
    const unknown = await command(admin, 'saveTrackTranslations', {
      trackId: 'track-nope',
      translations: [],
    });
    expect(unknown.status).toBe(404);
    expect((await read(admin)).body.translations).toEqual([
      { language: 'de', name: 'Vertrieb 101', description: '' },
    ]);
  });
});
