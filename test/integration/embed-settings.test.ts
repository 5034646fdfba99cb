/**
 * The video page's read of the embed settings (GET /query/videos/{humanId} `embed`), which the "Embed &
 * share" dialog needs: present only for callers who may change the video (updateGeneral's rule:
 * organization admins and the channel's producing roles), with the publicEmbed flag (spec 1 §1) and the
 * key updateGeneral issued; a plain member's answer carries nothing of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  contract,
  createVideo,
  generateClip,
  signIn,
  uploadOriginal,
  videoCommand as command,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const CHANNEL = 'ch-acme-onboarding';

let admin = '';
let member = '';
let video = { id: '', humanId: '' };

const read = (token: string) => call(contract.getVideo, { token, params: { humanId: video.humanId } });

beforeAll(async () => {
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  const clip = generateClip();
  try {
    video = await createVideo(admin, CHANNEL, 'Embed settings clip');
    await uploadOriginal(admin, video.id, clip.file);
  } finally {
    clip.remove();
  }
  await waitForTranscode(admin, video.id);
  // Published, so a member without a role in the channel may open its page.
  const published = await command(admin, 'publishVideo', { videoId: video.id });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}, 90_000);

describe('GET /query/videos/{humanId} embed settings', () => {
  it('gives an admin publicEmbed false and no key before any key was issued', async () => {
    const res = await read(admin);
    expect(res.status).toBe(200);
    expect(res.body.embed).toEqual({ publicEmbed: false, embedKey: null });
  });

  it('follows updateGeneral publicEmbed: on with the issued key, off keeping it', async () => {
    const on = await command(admin, 'updateGeneral', { videoId: video.id, version: 1, publicEmbed: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const key = on.body.embedKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await read(admin)).body.embed).toEqual({ publicEmbed: true, embedKey: key });

    const off = await command(admin, 'updateGeneral', { videoId: video.id, version: 1, publicEmbed: false });
    expect(off.status).toBe(200);
    expect((await read(admin)).body.embed).toEqual({ publicEmbed: false, embedKey: key });
  });

  it('leaves the settings out for a member who may watch but not change the video', async () => {
    const res = await read(member);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(video.id);
    expect(res.body).not.toHaveProperty('embed');
    expect(JSON.stringify(res.body)).not.toMatch(/embedKey|publicEmbed/);
    // The same rule as the command: the member may not switch it either.
    expect(
      (await command(member, 'updateGeneral', { videoId: video.id, version: 1, publicEmbed: true })).status,
    ).toBe(403);
  });
});
