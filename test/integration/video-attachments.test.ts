/**
 * Video attachments (issue 12 "Upload files"): presigned upload with type and size checked before
 * signing, confirmation that checks the stored object again, list with download URLs that work,
 * delete; editors only (admins, channel roles, the author), viewers list and download, other tenants 404.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '#shared/api/endpoints/video-attachments.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { call, contract, registerUser, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
const CHANNEL = `ch-it-att-${run}`;
const VIDEO = `vid-it-att-${run}`;
const DRAFT = `vid-it-att-draft-${run}`;
const PDF = Buffer.from(`%PDF-1.4\n% attachment ${run}\n%%EOF\n`);

const token = async (email: string, orgId = 'acme') => (await signIn(email, PASSWORD, orgId)).idToken;

let admin: string;
let member: string;
let globexAdmin: string;
let author: string;

const command = (t: string, type: string, payload: Record<string, unknown>) =>
  send(contract.videoAttachmentCommand, { token: t, body: { type, payload } });

async function upload(t: string, videoId: string, fileName: string, body: Buffer, declared = body.length) {
  const requested = await command(t, 'requestAttachmentUpload', { videoId, fileName, size: declared });
  expect(requested.status).toBe(200);
  const { id, upload: target } = requested.body as {
    id: string;
    upload: { signedUrl: string; contentType: string };
  };
  const put = await fetch(target.signedUrl, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': target.contentType },
  });
  return { attachmentId: id, put };
}

async function listOf(t: string, videoId = VIDEO) {
  return call(contract.listVideoAttachments, { token: t, params: { videoId } });
}

beforeAll(async () => {
  const e = getEntities();
  await e.channel
    .put({ orgId: 'acme', channelId: CHANNEL, name: `Attachments ${run}`, type: 'company', status: 'active' })
    .go();
  const authorEmail = `att-author-${run}@acme.test`;
  await registerUser(authorEmail, PASSWORD);
  [admin, member, globexAdmin, author] = await Promise.all([
    token('admin@acme.test'),
    token('member@acme.test'),
    token('admin@globex.test', 'globex'),
    token(authorEmail),
  ]);
  const authorId = (await e.user.query.byEmail({ email: authorEmail }).go()).data[0]?.userId ?? '';
  for (const [videoId, status, authoredBy] of [
    [VIDEO, 'published', { authorId: 'it', authorEmail: 'admin@acme.test' }],
    [DRAFT, 'draft', { authorId, authorEmail }],
  ] as const) {
    await e.video
      .create({
        orgId: 'acme',
        videoId,
        humanId: `att${videoId.slice(-14).replace(/-/g, '')}`,
        channelId: CHANNEL,
        name: `Attachments video ${videoId}`,
        status,
        masterLanguage: 'en-us',
        ...authoredBy,
      })
      .go();
  }
});

describe('videoAttachmentCommand and listVideoAttachments', () => {
  it('an admin attaches a PDF: presigned upload, confirmation, listed, downloadable by a member', async () => {
    const { attachmentId, put } = await upload(admin, VIDEO, 'Safety handout.pdf', PDF);
    expect(put.status).toBe(200);
    // Not listed until confirmed.
    expect((await listOf(admin)).body.attachments).toEqual([]);
    const confirmed = await command(admin, 'confirmAttachment', { videoId: VIDEO, attachmentId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.attachment).toMatchObject({
      attachmentId,
      fileName: 'Safety handout.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    // Confirming again changes nothing.
    expect((await command(admin, 'confirmAttachment', { videoId: VIDEO, attachmentId })).status).toBe(200);

    const listed = await listOf(member);
    expect(listed.status).toBe(200);
    expect(listed.body.canEdit).toBe(false);
    expect(listed.body.attachments.map((a) => a.attachmentId)).toEqual([attachmentId]);
    const download = await fetch(listed.body.attachments[0]?.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain('Safety handout.pdf');
    expect((await listOf(admin)).body.canEdit).toBe(true);

    const log = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'video', subjectId: VIDEO },
    });
    expect(log.body.items[0]).toMatchObject({
      action: 'videoAttachmentCommand.confirmAttachment',
      after: { attachment: 'Safety handout.pdf' },
    });
  });

  it('refuses members (403), other tenants (404), and unseen drafts (404)', async () => {
    const payload = { videoId: VIDEO, fileName: 'notes.pdf', size: 100 };
    expect((await command(member, 'requestAttachmentUpload', payload)).status).toBe(403);
    expect((await command(globexAdmin, 'requestAttachmentUpload', payload)).status).toBe(404);
    expect((await listOf(globexAdmin)).status).toBe(404);
    const attachmentId = (await listOf(admin)).body.attachments[0]?.attachmentId ?? '';
    expect((await command(member, 'deleteAttachment', { videoId: VIDEO, attachmentId })).status).toBe(403);
    expect((await command(globexAdmin, 'deleteAttachment', { videoId: VIDEO, attachmentId })).status).toBe(
      404,
    );
    // A draft is invisible to a plain member.
    expect((await listOf(member, DRAFT)).status).toBe(404);
    expect((await command(member, 'requestAttachmentUpload', { ...payload, videoId: DRAFT })).status).toBe(
      404,
    );
    expect((await listOf(member)).body.attachments).toHaveLength(1);
  });

  it("the video's author may attach without a channel role", async () => {
    const { attachmentId, put } = await upload(author, DRAFT, 'steps.txt', Buffer.from('Step 1\nStep 2\n'));
    expect(put.status).toBe(200);
    const confirmed = await command(author, 'confirmAttachment', { videoId: DRAFT, attachmentId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.attachment?.contentType).toBe('text/plain');
    expect((await listOf(author, DRAFT)).body.canEdit).toBe(true);
  });

  it('refuses unsupported types and too large files before signing (400)', async () => {
    const exe = await command(admin, 'requestAttachmentUpload', {
      videoId: VIDEO,
      fileName: 'tool.exe',
      size: 10,
    });
    expect(exe.status).toBe(400);
    expect(JSON.stringify(exe.body)).toContain('The uploaded file type must be supported');
    const none = await command(admin, 'requestAttachmentUpload', {
      videoId: VIDEO,
      fileName: 'README',
      size: 10,
    });
    expect(none.status).toBe(400);
    const big = await command(admin, 'requestAttachmentUpload', {
      videoId: VIDEO,
      fileName: 'big.pdf',
      size: ATTACHMENT_MAX_BYTES + 1,
    });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('The file is larger than 25 MB');
    const slash = await command(admin, 'requestAttachmentUpload', {
      videoId: VIDEO,
      fileName: '../x.pdf',
      size: 10,
    });
    expect(slash.status).toBe(400);
  });

  it('the confirmation checks the stored file again: size and type, missing upload (409)', async () => {
    // Nothing uploaded yet.
    const requested = await command(admin, 'requestAttachmentUpload', {
      videoId: VIDEO,
      fileName: 'later.pdf',
      size: 20,
    });
    expect(requested.status).toBe(200);
    const missing = await command(admin, 'confirmAttachment', {
      videoId: VIDEO,
      attachmentId: requested.body.id,
    });
    expect(missing.status).toBe(409);

    // A text file named .pdf: refused and removed.
    const fake = await upload(admin, VIDEO, 'fake.pdf', Buffer.from('just some text, not a PDF'));
    const fakeConfirm = await command(admin, 'confirmAttachment', {
      videoId: VIDEO,
      attachmentId: fake.attachmentId,
    });
    expect(fakeConfirm.status).toBe(400);
    expect(fakeConfirm.body).toMatchObject({ message: 'The uploaded file type must be supported' });
    expect(
      (await command(admin, 'confirmAttachment', { videoId: VIDEO, attachmentId: fake.attachmentId })).status,
    ).toBe(404);

    // More bytes than announced (S3 refuses it in the cloud; the confirmation catches it everywhere).
    const longer = await upload(admin, VIDEO, 'longer.pdf', Buffer.concat([PDF, PDF]), PDF.length);
    if (longer.put.status === 200) {
      const longerConfirm = await command(admin, 'confirmAttachment', {
        videoId: VIDEO,
        attachmentId: longer.attachmentId,
      });
      expect(longerConfirm.status).toBe(400);
    } else {
      expect(longer.put.status).toBeGreaterThanOrEqual(400);
    }
    expect((await listOf(admin)).body.attachments).toHaveLength(1);
  });

  it('an editor deletes an attachment: gone from the list and from the bucket', async () => {
    const before = (await listOf(admin)).body.attachments[0];
    expect(before).toBeDefined();
    const deleted = await command(admin, 'deleteAttachment', {
      videoId: VIDEO,
      attachmentId: before?.attachmentId,
    });
    expect(deleted.status).toBe(200);
    expect((await listOf(member)).body.attachments).toEqual([]);
    expect((await fetch(before?.downloadUrl ?? '')).status).toBe(404);
    expect(
      (await command(admin, 'deleteAttachment', { videoId: VIDEO, attachmentId: before?.attachmentId }))
        .status,
    ).toBe(404);
  });

  it('bad input is a 400 with issues', async () => {
    const res = await command(admin, 'requestAttachmentUpload', { videoId: VIDEO, size: 'ten' });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('issues');
  });
});
