/**
 * The local Transcribe through the real SDK client: a signed StartTranscriptionJob runs pocketsphinx on
 * the demo's spoken safety briefing and writes Transcribe's transcript file; its end arrives as the
 * EventBridge event; bad input and unsigned calls are refused as AWS refuses them; a language without a
 * local model fails with a reason that says so; jobs survive a restart.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { startTranscribe, type TranscribeEvent, type TranscribeLocal } from './api';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const SPEECH = path.join(import.meta.dirname, '../../seed/assets/safety-briefing.ogg');

/** Just enough of S3 for the emulator: GetObject of the fixture, PutObject into a map. */
function fakeS3(objects: Map<string, Buffer>): S3Client {
  return {
    async send(command: {
      constructor: { name: string };
      input: { Bucket: string; Key: string; Body?: string };
    }) {
      const id = `${command.input.Bucket}/${command.input.Key}`;
      if (command.constructor.name === 'GetObjectCommand') {
        const body = objects.get(id);
        if (!body) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
        const { Readable } = await import('node:stream');
        return { Body: Readable.from(body) };
      }
      objects.set(id, Buffer.from(command.input.Body ?? ''));
      return {};
    },
  } as unknown as S3Client;
}

let dir: string;
let local: TranscribeLocal;
let client: TranscribeClient;
const objects = new Map<string, Buffer>([['uploads/speech.ogg', readFileSync(SPEECH)]]);
const events: TranscribeEvent[] = [];

const start = () =>
  startTranscribe({
    port: 0,
    s3: fakeS3(objects),
    credentials,
    region: 'us-east-1',
    workDir: path.join(dir, 'work'),
    stateDirectory: dir,
    deliver: async (event) => {
      events.push(event);
    },
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'transcribe-test-'));
  local = await start();
  client = new TranscribeClient({ endpoint: local.endpoint, region: 'us-east-1', credentials });
});

afterAll(async () => {
  client.destroy();
  await local.stop();
  rmSync(dir, { recursive: true, force: true });
});

const job = (name: string, language = 'en-US', uri = 's3://uploads/speech.ogg') =>
  new StartTranscriptionJobCommand({
    TranscriptionJobName: name,
    LanguageCode: language as never,
    Media: { MediaFileUri: uri },
    OutputBucketName: 'uploads',
    OutputKey: `transcripts/${name}.json`,
  });

describe('the local Transcribe', () => {
  it('transcribes spoken English into Transcribe’s transcript file and sends the job-state event', async () => {
    const started = await client.send(job('briefing-1'));
    expect(started.TranscriptionJob?.TranscriptionJobStatus).toBe('IN_PROGRESS');
    await local.idle();
    const { TranscriptionJob } = await client.send(
      new GetTranscriptionJobCommand({ TranscriptionJobName: 'briefing-1' }),
    );
    expect(TranscriptionJob?.TranscriptionJobStatus).toBe('COMPLETED');
    expect(TranscriptionJob?.Transcript?.TranscriptFileUri).toBe(
      'https://s3.us-east-1.amazonaws.com/uploads/transcripts/briefing-1.json',
    );
    const file = JSON.parse(objects.get('uploads/transcripts/briefing-1.json')?.toString() ?? '{}') as {
      results: { transcripts: { transcript: string }[]; items: { type: string; start_time?: string }[] };
    };
    // pocketsphinx hears espeak-ng's voice only partly right; these words it gets.
    expect(file.results.transcripts[0]?.transcript.toLowerCase()).toMatch(/helmet on the factory floor/);
    expect(file.results.items.filter((i) => i.type === 'pronunciation').length).toBeGreaterThan(10);
    expect(events.at(-1)).toMatchObject({
      source: 'aws.transcribe',
      'detail-type': 'Transcribe Job State Change',
      detail: { TranscriptionJobName: 'briefing-1', TranscriptionJobStatus: 'COMPLETED' },
    });
  }, 60_000);

  it('fails a language without a local model, saying which ones it has', async () => {
    await client.send(job('briefing-da', 'da-DK'));
    await local.idle();
    const { TranscriptionJob } = await client.send(
      new GetTranscriptionJobCommand({ TranscriptionJobName: 'briefing-da' }),
    );
    expect(TranscriptionJob?.TranscriptionJobStatus).toBe('FAILED');
    expect(TranscriptionJob?.FailureReason).toMatch(/no speech model for da-DK: only en-US/);
    expect(events.at(-1)?.detail).toMatchObject({ TranscriptionJobStatus: 'FAILED' });
  });

  it('fails a missing media object as Transcribe does', async () => {
    await client.send(job('missing', 'en-US', 's3://uploads/nothing.mp4'));
    await local.idle();
    const { TranscriptionJob } = await client.send(
      new GetTranscriptionJobCommand({ TranscriptionJobName: 'missing' }),
    );
    expect(TranscriptionJob?.FailureReason).toMatch(/doesn't point to an S3 object/);
  });

  it('refuses what AWS refuses: a taken name, an unknown language, a bad name, an unknown job', async () => {
    await expect(client.send(job('briefing-1'))).rejects.toMatchObject({ name: 'ConflictException' });
    await expect(client.send(job('lang', 'xx-XX'))).rejects.toMatchObject({ name: 'BadRequestException' });
    await expect(client.send(job('no spaces'))).rejects.toMatchObject({ name: 'BadRequestException' });
    await expect(
      client.send(new GetTranscriptionJobCommand({ TranscriptionJobName: 'never' })),
    ).rejects.toMatchObject({ name: 'NotFoundException' });
  });

  it('refuses unsigned and wrongly signed calls', async () => {
    const unsigned = await fetch(local.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'Transcribe.GetTranscriptionJob' },
      body: '{"TranscriptionJobName":"briefing-1"}',
    });
    expect(unsigned.status).toBe(403);
    const stranger = new TranscribeClient({
      endpoint: local.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' },
    });
    await expect(
      stranger.send(new GetTranscriptionJobCommand({ TranscriptionJobName: 'briefing-1' })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    stranger.destroy();
  });

  it('keeps its jobs across a restart', async () => {
    await local.stop();
    local = await start();
    client.destroy();
    client = new TranscribeClient({ endpoint: local.endpoint, region: 'us-east-1', credentials });
    const { TranscriptionJob } = await client.send(
      new GetTranscriptionJobCommand({ TranscriptionJobName: 'briefing-1' }),
    );
    expect(TranscriptionJob?.TranscriptionJobStatus).toBe('COMPLETED');
  });
});
