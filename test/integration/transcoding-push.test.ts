/**
 * Issue 4: transcoding status pushed over the realtime WebSocket. The uploading admin holds an open
 * socket on the local gateway (real $connect authorizer and connections table); a tiny ffmpeg clip is
 * uploaded into s3rver → startTranscode → the MediaConvert emulator → job-state events →
 * functions/media/transcodeStatus.ts, which pushes TRANSCODING_STATUS through `@connections` (push.ts)
 * after each applied state change, up to `completed`. A member of the organization who is neither the
 * author nor in a channel role gets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { RealtimeMessage, TranscodingStatusPayload } from '#shared/domain/realtime.js';
import { call, contract, decodeJwt, platform, signIn, videoCommand, waitUntil } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const CHANNEL = 'ch-acme-onboarding';

interface Caller {
  token: string;
  userId: string;
}

async function caller(email: string): Promise<Caller> {
  const { idToken } = await signIn(email, PASSWORD, 'acme');
  return { token: idToken, userId: String(decodeJwt(idToken).sub) };
}

const sockets: WebSocket[] = [];

/** Opens the caller's realtime socket and collects the frames it receives. */
async function listen(c: Caller): Promise<RealtimeMessage[]> {
  const url = new URL(platform().urls.websocket);
  url.searchParams.set('token', c.token);
  url.searchParams.set('userId', c.userId);
  url.searchParams.set('orgId', 'acme');
  const ws = await new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url.toString());
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
  sockets.push(ws);
  const received: RealtimeMessage[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data)) as RealtimeMessage));
  return received;
}

let admin: Caller;
let member: Caller;
let workDir = '';

beforeAll(async () => {
  [admin, member] = await Promise.all([caller('admin@acme.test'), caller('member@acme.test')]);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-push-it-'));
});

afterAll(() => {
  for (const ws of sockets) ws.terminate();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('TRANSCODING_STATUS over the WebSocket', () => {
  it('pushes the uploading admin the job states of the video up to completed', async () => {
    const adminInbox = await listen(admin);
    const memberInbox = await listen(member);

    const file = path.join(workDir, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15:duration=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
    ]);
    const created = await videoCommand(admin.token, 'createVideo', {
      channelId: CHANNEL,
      name: 'Push clip',
      language: 'en-us',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const videoId = created.body.id;
    const signed = await call(contract.getS3UploadSignedUrl, {
      token: admin.token,
      body: { fileExt: 'mp4', videoId, sourceHeight: 180 },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const put = await fetch(signed.body.signedUrl, { method: 'PUT', body: readFileSync(file) });
    expect(put.status).toBe(200);

    const pushes = () =>
      adminInbox
        .filter((m) => m.type === 'TRANSCODING_STATUS')
        .map((m) => m.payload as TranscodingStatusPayload)
        .filter((p) => p.videoId === videoId);
    await waitUntil(() => pushes().some((p) => p.status === 'completed' || p.status === 'error'), {
      ms: 60_000,
      label: `a terminal TRANSCODING_STATUS for ${videoId} (got ${JSON.stringify(pushes())})`,
    });
    const received = pushes();
    expect(received.at(-1)).toEqual({
      videoId,
      version: 1,
      language: 'en-us',
      status: 'completed',
      progress: 100,
    });
    // The job's earlier states came too (submitted and/or progressing), in order: nothing after completed.
    expect(received.length).toBeGreaterThan(1);
    expect(received.slice(0, -1).every((p) => p.status === 'submitted' || p.status === 'progressing')).toBe(
      true,
    );
    for (const p of received) expect(p).toMatchObject({ version: 1, language: 'en-us' });

    // The pushed completion is already visible to the refetch it triggers.
    const status = await call(contract.transcodingStatus, { params: { videoId }, token: admin.token });
    expect(status.status).toBe(200);
    expect(status.body.at(-1)).toMatchObject({ status: 'completed', version: 1, language: 'en-us' });

    // A member who neither authored the video nor has a role in its channel is not told.
    expect(memberInbox.filter((m) => m.type === 'TRANSCODING_STATUS')).toEqual([]);
  }, 90_000);
});
