/**
 * The local MediaConvert server through the real SDK: CreateJob → events to the handler in order →
 * GetJob; a job that overruns its time limit ends as ERROR and the queue goes on. S3 is an in-memory
 * fake here (the integration suite runs it against s3rver); the media is a 1 s, 160x90 clip.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { CreateJobCommand, GetJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { buildCreateJobInput } from '../../../../functions/media/job-settings.js';
import { freePort } from '../../platform/config.js';
import { startMediaConvert, type MediaConvertEvent, type MediaConvertLocal } from './api.js';

const SOURCE_KEY = 'uploads/acme/vid-1/1/en-us/clip.mp4';
let clip: Buffer;
let workDir: string;
const stored = new Map<string, Buffer>();

const fakeS3 = {
  async send(command: unknown) {
    if (command instanceof GetObjectCommand) {
      if (command.input.Key !== SOURCE_KEY) throw new Error('NoSuchKey');
      return { Body: Readable.from(clip) };
    }
    if (command instanceof PutObjectCommand) {
      stored.set(`${command.input.Bucket}/${command.input.Key}`, command.input.Body as Buffer);
      return {};
    }
    throw new Error('unexpected S3 command');
  },
} as unknown as S3Client;

async function emulator(jobTimeoutMs?: number) {
  const events: MediaConvertEvent[] = [];
  const port = await freePort();
  const server = await startMediaConvert({
    port,
    s3: fakeS3,
    workDir,
    deliver: async (event) => {
      events.push(event);
    },
    ...(jobTimeoutMs ? { jobTimeoutMs } : {}),
  });
  const client = new MediaConvertClient({
    endpoint: server.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { server, client, events };
}

const input = buildCreateJobInput({
  orgId: 'acme',
  videoId: 'vid-1',
  version: 1,
  language: 'en-us',
  uploadsBucket: 'tubes-uploads',
  sourceKey: SOURCE_KEY,
  mediaBucket: 'tubes-media',
  roleArn: 'arn:aws:iam::000000000000:role/mc',
});

const started: MediaConvertLocal[] = [];

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-mc-unit-'));
  clip = execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x90:rate=10:duration=1',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=1',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    'frag_keyframe+empty_moov',
    '-f',
    'mp4',
    'pipe:1',
  ]);
});

afterAll(async () => {
  for (const server of started) await server.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('local MediaConvert', () => {
  it('runs a job to COMPLETE, delivering the job-state events in order, and answers GetJob', async () => {
    const { server, client, events } = await emulator();
    started.push(server);
    const created = await client.send(new CreateJobCommand(input));
    expect(created.Job).toMatchObject({ Status: 'SUBMITTED', UserMetadata: input.UserMetadata });
    await server.idle();

    const statuses = events.map((e) => e.detail.status);
    expect(statuses[0]).toBe('SUBMITTED');
    expect(statuses[1]).toBe('PROGRESSING');
    expect(statuses.at(-1)).toBe('COMPLETE');
    for (const event of events) {
      expect(event).toMatchObject({
        source: 'aws.mediaconvert',
        'detail-type': 'MediaConvert Job State Change',
      });
      expect(event.detail.jobId).toBe(created.Job?.Id);
      expect(event.detail.userMetadata).toEqual(input.UserMetadata);
    }
    const complete = events.at(-1)?.detail;
    expect(complete?.outputGroupDetails?.[0]?.playlistFilePaths).toEqual([
      's3://tubes-media/media/acme/vid-1/1/en-us/hls/index.m3u8',
    ]);
    expect([...stored.keys()]).toEqual(
      expect.arrayContaining([
        'tubes-media/media/acme/vid-1/1/en-us/hls/index.m3u8',
        'tubes-media/media/acme/vid-1/1/en-us/mp4/video_720p.mp4',
        'tubes-media/media/acme/vid-1/1/en-us/thumbnails/thumb.0000000.jpg',
      ]),
    );
    const job = await client.send(new GetJobCommand({ Id: created.Job?.Id }));
    expect(job.Job).toMatchObject({ Status: 'COMPLETE', JobPercentComplete: 100 });
    await expect(client.send(new GetJobCommand({ Id: 'nope' }))).rejects.toThrow(/does not exist/);
    client.destroy();
  });

  it('ends an overrunning job as ERROR and runs the next one', async () => {
    const { server, client, events } = await emulator(1);
    started.push(server);
    const first = await client.send(new CreateJobCommand(input));
    const second = await client.send(new CreateJobCommand(input));
    await server.idle();
    for (const id of [first.Job?.Id, second.Job?.Id]) {
      const terminal = events.filter((e) => e.detail.jobId === id).at(-1)?.detail;
      expect(terminal).toMatchObject({ status: 'ERROR', errorMessage: expect.stringMatching(/timed out/) });
    }
    client.destroy();
  });

  it('answers 400 for settings it cannot run', async () => {
    const { server, client } = await emulator();
    started.push(server);
    await expect(
      client.send(
        new CreateJobCommand({ Role: 'r', Settings: { Inputs: [{ FileInput: 'https://x/y.mp4' }] } }),
      ),
    ).rejects.toThrow(/s3:\/\//);
    client.destroy();
  });
});
