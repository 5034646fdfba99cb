/**
 * Organization administration (issue 11: /admin/branding, /admin/organization, /admin/tags,
 * /admin/information-classification; spec 2 §6, §7 POST /organizationCommand) against the local
 * platform with real tokens: every command type for an admin, refused for members (403), acting only on
 * the caller's own organization (another tenant's data untouched), bad input answered 400.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import {
  call,
  checkOut,
  contract,
  createVideo,
  decodeJwt,
  registerUser,
  send,
  signIn,
  videoCommand,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const token = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
const command = (idToken: string, type: string, payload: unknown) =>
  send(contract.organizationCommand, { token: idToken, body: { type, payload } });
const settings = (idToken: string) => call(contract.getOrganizationSettings, { token: idToken });
const tube = async (orgId: string) => (await call(contract.getTube, { query: { orgId } })).body;

let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';
let globexAdminId = '';

/** A real PNG of the given size (ffmpeg), as the branding page uploads it. */
function png(width: number, height: number): Buffer {
  return execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', `color=c=0x2050a0:s=${width}x${height}`],
    ...['-frames:v', '1', '-c:v', 'png', '-f', 'image2pipe', 'pipe:1'],
  ]);
}

/** Uploads bytes as the browser does: a presigned PUT from POST /getGenericS3UploadSignedUrl. */
async function upload(idToken: string, body: Buffer, fileExt: 'png' | 'jpg' = 'png'): Promise<string> {
  const signed = await call(contract.getGenericS3UploadSignedUrl, { token: idToken, body: { fileExt } });
  expect(signed.status).toBe(200);
  const type = fileExt === 'png' ? 'image/png' : 'image/jpeg';
  const put = await fetch(signed.body.signedUrl, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'Content-Type': type },
  });
  expect(put.status).toBe(200);
  return signed.body.s3Path;
}

const flagOf = (orgId: string, featureId: string) => getEntities().featureFlag.get({ orgId, featureId }).go();
const setFlag = (orgId: string, featureId: string, configuration: unknown) =>
  getEntities().featureFlag.patch({ orgId, featureId }).set({ configuration }).go();

let acmeTagsFlag: unknown;
let globexClassificationFlag: unknown;
let globexAdminPermissions: string[] = [];
let acmeBefore: { organization: unknown; tube: unknown } = { organization: null, tube: null };

beforeAll(async () => {
  acmeAdmin = await token('admin@acme.test', 'acme');
  acmeMember = await token('member@acme.test', 'acme');
  globexAdmin = await token('admin@globex.test', 'globex');
  globexAdminId = String(decodeJwt(globexAdmin).sub);
  const e = getEntities();
  acmeBefore = {
    organization: (await e.organization.get({ orgId: 'acme' }).go()).data,
    tube: (await e.tube.get({ orgId: 'acme' }).go()).data,
  };
  acmeTagsFlag = (await flagOf('acme', 'tags')).data?.configuration;
  globexClassificationFlag = (await flagOf('globex', 'infClassification')).data?.configuration;
  const globexProfile = (await e.user.get({ orgId: 'globex', userId: globexAdminId }).go()).data;
  globexAdminPermissions = [...(globexProfile?.permissions ?? [])];
  // Classification needs its own permission (spec 2 §6); no demo user holds it.
  await e.user
    .patch({ orgId: 'globex', userId: globexAdminId })
    .set({ permissions: ['readVideo', 'updateOrganization', 'updateInformationClassification'] })
    .go();
  await setFlag('globex', 'infClassification', 'tube');
  await setFlag('acme', 'tags', 'tube');
});

afterAll(async () => {
  const e = getEntities();
  await e.user
    .patch({ orgId: 'globex', userId: globexAdminId })
    .set({ permissions: globexAdminPermissions as never })
    .go();
  if (globexClassificationFlag !== undefined) {
    await setFlag('globex', 'infClassification', globexClassificationFlag);
  }
  if (acmeTagsFlag !== undefined) await setFlag('acme', 'tags', acmeTagsFlag);
  // The demo organization looks as it did for the tests that follow (same platform).
  if (acmeBefore.organization) await e.organization.put(acmeBefore.organization as never).go();
  if (acmeBefore.tube) await e.tube.put(acmeBefore.tube as never).go();
});

describe('POST /command/organizationCommand updateBranding', () => {
  it('saves colour, theme and an uploaded logo; GET /tube serves them at once', async () => {
    const logo = await upload(acmeAdmin, png(240, 80));
    const res = await command(acmeAdmin, 'updateBranding', { color: '#0b5394', theme: 'slate', logo });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('tube-acme');
    const shown = await tube('acme');
    expect(shown).toMatchObject({ color: '#0B5394', theme: 'slate' });
    // The stored key is served as a presigned GET of the uploaded bytes.
    expect(shown.logo).toMatch(/^https?:\/\//);
    const image = await fetch(shown.logo);
    expect(image.status).toBe(200);
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await settings(acmeAdmin)).body.customImages.logo).toBe(true);
    // The organization carries colour and theme too; globex is untouched.
    const org = await call(contract.getOrganization, { params: { orgId: 'acme' }, query: {} });
    expect(org.body).toMatchObject({ color: '#0B5394', theme: 'slate' });
    expect(await tube('globex')).toMatchObject({ color: '#2E7D32', theme: 'greeny' });
  });

  it('writes an event-log entry with before and after', async () => {
    expect((await command(acmeAdmin, 'updateBranding', { color: '#9C3094' })).status).toBe(200);
    const log = await call(contract.getEventLog, {
      token: acmeAdmin,
      query: { subjectType: 'organization', subjectId: 'acme' },
    });
    const entry = log.body.items.find((e) => e.action === 'organizationCommand.updateBranding');
    expect(entry).toMatchObject({ before: { color: '#0B5394' }, after: { color: '#9C3094' } });
  });

  it('removes an image: the logo falls back to the provisioned one', async () => {
    const res = await command(acmeAdmin, 'updateBranding', { logo: '', backgroundImage: '' });
    expect(res.status).toBe(200);
    const shown = await tube('acme');
    expect(shown.logo).toBe((acmeBefore.organization as { logo: string }).logo);
    expect(shown.backgroundImage).toBe('');
  });

  it('refuses a colour too light for white button text, or not a colour (400)', async () => {
    const light = await command(acmeAdmin, 'updateBranding', { color: '#FFD700' });
    expect(light.status).toBe(400);
    expect(light.body.issues).toEqual([
      expect.objectContaining({
        path: 'body.payload.color',
        message: 'The color is too light for white text on buttons (contrast 1.4:1, at least 4.5:1 needed)',
      }),
    ]);
    expect((await command(acmeAdmin, 'updateBranding', { color: 'blue' })).status).toBe(400);
    expect((await command(acmeAdmin, 'updateBranding', { theme: 'neon' })).status).toBe(400);
  });

  it("refuses images that are too large, not uploaded, or someone else's", async () => {
    const large = await upload(acmeAdmin, Buffer.alloc(1024 * 1024 + 10, 1));
    const tooLarge = await command(acmeAdmin, 'updateBranding', { logo: large });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({
      message: 'The image is larger than 1 MB',
      issues: [{ path: 'body.payload.logo', message: 'The image is larger than 1 MB' }],
    });
    // 5 MB are allowed for a background image.
    expect((await command(acmeAdmin, 'updateBranding', { backgroundImage: large })).status).toBe(200);

    const acmeMemberId = String(decodeJwt(acmeMember).sub);
    const missing = await command(acmeAdmin, 'updateBranding', {
      logo: `generic/acme/${String(decodeJwt(acmeAdmin).sub)}/nothing-here.png`,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The image has not been uploaded');
    const othersUpload = await upload(acmeMember, png(64, 64));
    expect(othersUpload).toContain(acmeMemberId);
    const foreign = await command(acmeAdmin, 'updateBranding', { thumbnailLogo: othersUpload });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('The image must be a file you uploaded');
    // Another organization's upload (globex's admin) is not acme's either.
    const globexUpload = await upload(globexAdmin, png(64, 64));
    expect((await command(acmeAdmin, 'updateBranding', { logo: globexUpload })).status).toBe(400);
    expect((await command(acmeAdmin, 'updateBranding', { logo: '/etc/passwd' })).status).toBe(400);
  });

  it('is refused for members (403) and acts only on the own organization', async () => {
    const res = await command(acmeMember, 'updateBranding', { color: '#000000' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have access for this operation');
    expect((await tube('acme')).color).not.toBe('#000000');
    // globex's admin changes globex only.
    expect((await command(globexAdmin, 'updateBranding', { color: '#1B5E20' })).status).toBe(200);
    expect((await tube('globex')).color).toBe('#1B5E20');
    expect((await tube('acme')).color).not.toBe('#1B5E20');
    expect((await command(globexAdmin, 'updateBranding', { color: '#2E7D32' })).status).toBe(200);
  });
});

describe('POST /command/organizationCommand updateOrganization', () => {
  const form = {
    name: 'Acme Corporation',
    masterLanguage: 'en-us',
    organizationLanguages: ['en-us', 'da', 'de'],
    whitelistedDomains: ['acme.test', '@Acme-Corp.COM '],
    pageTags: [
      { page: 'home', tagGroup: 'department', tagValue: 'Sales' },
      { page: 'admin/users', tagGroup: 'level', tagValue: 'Advanced' },
    ],
    blockMessage: 'Access is limited to Acme employees. ',
  };

  it('saves the settings (normalized) and GET /organizationSettings reads them back', async () => {
    const res = await command(acmeAdmin, 'updateOrganization', { ...form, name: 'Acme Corp' });
    expect(res.status).toBe(200);
    const read = await settings(acmeAdmin);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      name: 'Acme Corp',
      masterLanguage: 'en-us',
      organizationLanguages: ['en-us', 'da', 'de'],
      whitelistedDomains: ['acme.test', 'acme-corp.com'],
      pageTags: form.pageTags,
      blockMessage: 'Access is limited to Acme employees.',
    });
    // The tube (toolbar) and the public lookup carry the new name.
    expect((await tube('acme')).name).toBe('Acme Corp');
    const org = await call(contract.getOrganization, { params: { orgId: 'acme' }, query: {} });
    expect(org.body).toMatchObject({ name: 'Acme Corp', whitelistedDomains: ['acme.test', 'acme-corp.com'] });
    // The help dialog reads the new page tags.
    expect((await command(acmeAdmin, 'updateOrganization', form)).status).toBe(200);
  });

  it('refuses bad input with the field that is wrong (400)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'body.payload.name', 'Required'],
      [
        { masterLanguage: 'sv' },
        'body.payload.masterLanguage',
        "The master language must be one of the organization's languages",
      ],
      [{ organizationLanguages: [] }, 'body.payload.organizationLanguages', 'Choose at least one language'],
      [
        { organizationLanguages: ['en-us', 'xx'] },
        'body.payload.organizationLanguages.1',
        'Choose one of the offered languages',
      ],
      [
        { whitelistedDomains: ['not a domain'] },
        'body.payload.whitelistedDomains.0',
        'Enter a domain such as example.com',
      ],
      [
        { whitelistedDomains: ['a.com', 'A.com'] },
        'body.payload.whitelistedDomains',
        'a.com is listed twice',
      ],
      [
        { pageTags: [{ page: '/home', tagGroup: 'a', tagValue: 'b' }] },
        'body.payload.pageTags.0.page',
        'Enter a page such as home, channel or admin/users',
      ],
      [{ blockMessage: 'x'.repeat(1001) }, 'body.payload.blockMessage', 'At most 1000 characters'],
    ];
    for (const [change, path, message] of cases) {
      const res = await command(acmeAdmin, 'updateOrganization', { ...form, ...change });
      expect(res.status, path).toBe(400);
      expect(res.body.issues, path).toContainEqual(expect.objectContaining({ path, message }));
    }
  });

  it('is refused for members, and reads are refused for them too (403)', async () => {
    expect((await command(acmeMember, 'updateOrganization', form)).status).toBe(403);
    expect((await settings(acmeMember)).status).toBe(403);
  });

  it('with a block message, refuses its members outside the domains (403) and tells the tube the message', async () => {
    const outsider = `outsider-${Date.now()}@partner.example`;
    // Registered while partner.example was one of the domains, then the organization narrows its domains.
    const open = { ...form, whitelistedDomains: ['acme.test', 'partner.example'], blockMessage: '' };
    expect((await command(acmeAdmin, 'updateOrganization', open)).status).toBe(200);
    await registerUser(outsider, PASSWORD);
    const outsiderToken = await token(outsider, 'acme');
    expect((await call(contract.getInitData, { token: outsiderToken })).status).toBe(200);
    const publicOrganization = () => call(contract.getOrganization, { params: { orgId: 'acme' }, query: {} });
    expect((await publicOrganization()).body).not.toHaveProperty('blockMessage');

    const blocking = { ...form, whitelistedDomains: ['acme.test'], blockMessage: 'Only Acme employees.' };
    expect((await command(acmeAdmin, 'updateOrganization', blocking)).status).toBe(200);
    expect((await call(contract.getInitData, { token: outsiderToken })).status).toBe(403);
    expect((await publicOrganization()).body).toMatchObject({ blockMessage: 'Only Acme employees.' });
    // Members of the domains go on.
    expect((await call(contract.getInitData, { token: acmeMember })).status).toBe(200);
    expect((await settings(acmeAdmin)).status).toBe(200);

    // Without the message the outsider is a member like any other again.
    expect((await command(acmeAdmin, 'updateOrganization', { ...blocking, blockMessage: '' })).status).toBe(
      200,
    );
    expect((await call(contract.getInitData, { token: outsiderToken })).status).toBe(200);
  });

  it("changes only the caller's organization", async () => {
    const before = (await settings(globexAdmin)).body;
    expect(before.name).toBe('Globex');
    expect((await command(acmeAdmin, 'updateOrganization', form)).status).toBe(200);
    expect((await settings(globexAdmin)).body).toEqual(before);
  });
});

describe('POST /command/organizationCommand saveTag / deleteTag', () => {
  it('adds, renames and deletes tags; duplicates are refused', async () => {
    const add = await command(acmeAdmin, 'saveTag', { tagGroup: 'department', tagValue: 'Finance' });
    expect(add.status).toBe(200);
    expect((await settings(acmeAdmin)).body.tags).toContainEqual({
      tagGroup: 'department',
      tagValue: 'Finance',
    });
    const again = await command(acmeAdmin, 'saveTag', { tagGroup: 'Department', tagValue: 'FINANCE' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This tag exists already');
    const rename = await command(acmeAdmin, 'saveTag', {
      tagGroup: 'department',
      tagValue: 'Accounting',
      previous: { tagGroup: 'department', tagValue: 'Finance' },
    });
    expect(rename.status).toBe(200);
    const tags = (await settings(acmeAdmin)).body.tags;
    expect(tags).toContainEqual({ tagGroup: 'department', tagValue: 'Accounting' });
    expect(tags).not.toContainEqual({ tagGroup: 'department', tagValue: 'Finance' });
    expect(
      (await command(acmeAdmin, 'deleteTag', { tagGroup: 'department', tagValue: 'Accounting' })).status,
    ).toBe(200);
    expect((await settings(acmeAdmin)).body.tags).not.toContainEqual({
      tagGroup: 'department',
      tagValue: 'Accounting',
    });
    expect(
      (await command(acmeAdmin, 'deleteTag', { tagGroup: 'department', tagValue: 'Accounting' })).status,
    ).toBe(404);
  });

  it('refuses bad input (400), members (403) and a deactivated tags feature (403)', async () => {
    const empty = await command(acmeAdmin, 'saveTag', { tagGroup: '', tagValue: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toContainEqual(
      expect.objectContaining({ path: 'body.payload.tagGroup', message: 'Required' }),
    );
    expect((await command(acmeAdmin, 'saveTag', { tagGroup: 'a', tagValue: 'x'.repeat(51) })).status).toBe(
      400,
    );
    expect((await command(acmeMember, 'saveTag', { tagGroup: 'a', tagValue: 'b' })).status).toBe(403);
    await setFlag('acme', 'tags', 'deactivated');
    const off = await command(acmeAdmin, 'saveTag', { tagGroup: 'a', tagValue: 'b' });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Tags are not enabled for this organization');
    await setFlag('acme', 'tags', 'tube');
  });

  it("keeps each organization's tags apart", async () => {
    expect((await command(globexAdmin, 'saveTag', { tagGroup: 'site', tagValue: 'Dock 7' })).status).toBe(
      200,
    );
    expect((await settings(acmeAdmin)).body.tags).not.toContainEqual({
      tagGroup: 'site',
      tagValue: 'Dock 7',
    });
    // acme's admin cannot delete globex's tag: in acme it does not exist.
    expect((await command(acmeAdmin, 'deleteTag', { tagGroup: 'site', tagValue: 'Dock 7' })).status).toBe(
      404,
    );
    expect((await command(globexAdmin, 'deleteTag', { tagGroup: 'site', tagValue: 'Dock 7' })).status).toBe(
      200,
    );
  });
});

describe('POST /command/organizationCommand information classification', () => {
  it('adds, changes and deletes classifications with updateInformationClassification', async () => {
    const globex = await token('admin@globex.test', 'globex');
    const add = await command(globex, 'saveInformationClassification', {
      name: 'Confidential',
      description: 'Only for employees',
    });
    expect(add.status).toBe(200);
    expect(
      (await command(globex, 'saveInformationClassification', { name: 'confidential', description: '' }))
        .status,
    ).toBe(409);
    const edit = await command(globex, 'saveInformationClassification', {
      name: 'Internal',
      description: 'Employees and partners',
      previousName: 'Confidential',
    });
    expect(edit.status).toBe(200);
    expect((await settings(globex)).body.infClassifications).toEqual([
      { name: 'Internal', description: 'Employees and partners' },
    ]);
    expect((await command(globex, 'deleteInformationClassification', { name: 'Internal' })).status).toBe(200);
    expect((await settings(globex)).body.infClassifications).toEqual([]);
  });

  it('refuses admins without the permission, a deactivated feature and bad input', async () => {
    // acme's admin holds updateOrganization but not updateInformationClassification.
    expect(
      (await command(acmeAdmin, 'saveInformationClassification', { name: 'A', description: '' })).status,
    ).toBe(403);
    expect((await command(acmeMember, 'deleteInformationClassification', { name: 'A' })).status).toBe(403);
    const bad = await command(globexAdmin, 'saveInformationClassification', { name: '', description: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual(
      expect.objectContaining({ path: 'body.payload.name', message: 'Required' }),
    );
    await setFlag('globex', 'infClassification', 'deactivated');
    const off = await command(globexAdmin, 'saveInformationClassification', { name: 'A', description: '' });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Information classification is not enabled for this organization');
    await setFlag('globex', 'infClassification', 'tube');
  });
});

describe('videoCommand updateGeneral: videos carry tags and a classification', () => {
  const videoOf = async (orgId: string, videoId: string) =>
    (await getEntities().video.get({ orgId, videoId }).go()).data;

  it("sets tags of the organization's list (as the list spells them), and only those", async () => {
    expect((await command(acmeAdmin, 'saveTag', { tagGroup: 'department', tagValue: 'Legal' })).status).toBe(
      200,
    );
    const video = await createVideo(acmeAdmin, 'ch-acme-onboarding', 'Tagged video');
    // Tags are edited by the editor holding the video (the life cycle's guard).
    await checkOut(acmeAdmin, video.id);
    const res = await videoCommand(acmeAdmin, 'updateGeneral', {
      videoId: video.id,
      version: 1,
      tags: [
        { tagGroup: 'Department', tagValue: 'legal' },
        { tagGroup: 'department', tagValue: 'Legal' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await videoOf('acme', video.id))?.tags).toEqual([{ tagGroup: 'department', tagValue: 'Legal' }]);

    const unknown = await videoCommand(acmeAdmin, 'updateGeneral', {
      videoId: video.id,
      version: 1,
      tags: [{ tagGroup: 'department', tagValue: 'Nowhere' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([
      { path: 'body.payload.tags.0', message: "Choose a tag of the organization's list" },
    ]);
    // A member may not edit the video; the classification feature is off in acme.
    expect(
      (await videoCommand(acmeMember, 'updateGeneral', { videoId: video.id, version: 1, tags: [] })).status,
    ).toBe(403);
    const off = await videoCommand(acmeAdmin, 'updateGeneral', {
      videoId: video.id,
      version: 1,
      infClassification: 'Internal',
    });
    expect(off.status).toBe(403);
    // Another organization's admin does not reach acme's video.
    expect(
      (await videoCommand(globexAdmin, 'updateGeneral', { videoId: video.id, version: 1, tags: [] })).status,
    ).toBe(404);
    expect((await videoOf('acme', video.id))?.tags).toEqual([{ tagGroup: 'department', tagValue: 'Legal' }]);
  });

  it("sets and clears a classification of the organization's list", async () => {
    const globex = await token('admin@globex.test', 'globex');
    const saved = await command(globex, 'saveInformationClassification', {
      name: 'Restricted',
      description: '',
    });
    expect(saved.status).toBe(200);
    const video = await createVideo(globex, 'ch-globex-onboarding', 'Classified video');
    await checkOut(globex, video.id);
    const set = await videoCommand(globex, 'updateGeneral', {
      videoId: video.id,
      version: 1,
      infClassification: 'restricted',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await videoOf('globex', video.id))?.infClassification).toBe('Restricted');
    const unknown = await videoCommand(globex, 'updateGeneral', {
      videoId: video.id,
      version: 1,
      infClassification: 'Top secret',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([
      {
        path: 'body.payload.infClassification',
        message: "Choose a classification of the organization's list",
      },
    ]);
    expect(
      (await videoCommand(globex, 'updateGeneral', { videoId: video.id, version: 1, infClassification: '' }))
        .status,
    ).toBe(200);
    expect((await videoOf('globex', video.id))?.infClassification).toBe('');
    expect((await command(globex, 'deleteInformationClassification', { name: 'Restricted' })).status).toBe(
      200,
    );
  });
});

describe('POST /command/organizationCommand', () => {
  it('refuses an unknown command type (400)', async () => {
    expect((await command(acmeAdmin, 'dropOrganization', {})).status).toBe(400);
  });
});
