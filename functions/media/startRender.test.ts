/**
 * The start-render handler against mocked S3, MediaConvert and DynamoDB: a render request starts one
 * MediaConvert job with the overlays written first; a CreateJob that fails ends the render as "Error
 * while processing" (spec 2 §8), releases the video's processing lock and moves it back from rendering
 * to draft; a repeated delivery or a render of another organization starts nothing.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import type { S3Event } from 'aws-lambda';
import type { RenderPlan } from '#shared/domain/render-plan.js';
import type * as Handler from './startRender.js';

const dynamoMock = mockClient(DynamoDBDocumentClient);
const s3Mock = mockClient(S3Client);
const mcMock = mockClient(MediaConvertClient);
let handler: (typeof Handler)['handler'];

const VIDEO = 'b9d4c7e2-0000-4000-8000-000000000001';
const PK = `acme#VIDEO#${VIDEO}`;
const RENDER = '01jd2k3m4n0123456789';
const LOCK_SINCE = '2026-01-01T00:00:00.000Z';
const REQUEST_KEY = `renders/acme/${VIDEO}/${RENDER}.json`;
const PLAN: RenderPlan = {
  trim: { startSeconds: 1 },
  overlays: [{ startSeconds: 1, endSeconds: 3, text: 'Hello', position: 'bottom', style: 'title' }],
};

const s3Event = (key = REQUEST_KEY, bucket = 'tubes-uploads'): S3Event =>
  ({
    Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: bucket }, object: { key } } }],
  }) as unknown as S3Event;

const renderItem = (status = 'queued') => ({
  PK,
  SK: `RENDER#${RENDER}`,
  __edb_e__: 'renderJob',
  __edb_v__: '1',
  orgId: 'acme',
  videoId: VIDEO,
  renderId: RENDER,
  version: 1,
  language: 'en-us',
  status,
  statusRank: status === 'queued' ? 0 : 3,
  progress: 0,
  plan: JSON.stringify(PLAN),
  source: `uploads/acme/${VIDEO}/1/en-us/1700000000000-ab12cd34.mp4`,
  totalSeconds: 6,
  trimSeconds: 1,
  lockSince: LOCK_SINCE,
  requestedBy: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const videoItem = {
  PK,
  SK: 'VIDEO',
  __edb_e__: 'video',
  __edb_v__: '1',
  orgId: 'acme',
  videoId: VIDEO,
  humanId: 'abcdefghij',
  channelId: 'ch-acme-onboarding',
  name: 'Clip',
  masterLanguage: 'en-us',
  lastVersion: 1,
  status: 'rendering',
  lockKind: 'processing',
  lockSince: LOCK_SINCE,
  lockExpiresAt: '2026-01-01T00:30:00.000Z',
  authorId: 'u1',
  authorEmail: 'admin@acme.test',
};

const updates = () => dynamoMock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
const updatesOf = (sk: string) => updates().filter((u) => u.Key?.SK === sk);
const values = (input: { ExpressionAttributeValues?: Record<string, unknown> } | undefined) =>
  Object.values(input?.ExpressionAttributeValues ?? {});

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: 'tubes-test',
    UPLOADS_BUCKET: 'tubes-uploads',
    MEDIA_BUCKET: 'tubes-media',
    MEDIACONVERT_ROLE_ARN: 'arn:aws:iam::123456789012:role/mc',
    AWS_REGION: 'eu-central-1',
  });
  ({ handler } = await import('./startRender.js'));
});

beforeEach(() => {
  dynamoMock.reset();
  s3Mock.reset();
  mcMock.reset();
  dynamoMock.on(UpdateCommand).resolves({});
  // The video's voice-overs and translations (none unless a test says otherwise).
  dynamoMock.on(QueryCommand).resolves({ Items: [] });
  dynamoMock.on(GetCommand, { Key: { PK, SK: `RENDER#${RENDER}` } }).resolves({ Item: renderItem() });
  dynamoMock.on(GetCommand, { Key: { PK, SK: 'VIDEO' } }).resolves({ Item: videoItem });
  s3Mock.on(PutObjectCommand).resolves({});
  mcMock.on(CreateJobCommand).resolves({
    Job: { Id: '1700000000000-render', Role: 'r', Settings: {} },
  });
});

describe('startRender', () => {
  it('writes the overlays, creates the job tagged with the render and records it as submitted', async () => {
    await handler(s3Event());
    const put = s3Mock.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(put).toMatchObject({
      Bucket: 'tubes-uploads',
      Key: `renders/acme/${VIDEO}/${RENDER}.vtt`,
      ContentType: 'text/vtt',
    });
    expect(String(put?.Body)).toContain('Hello');
    const job = mcMock.commandCalls(CreateJobCommand)[0]?.args[0].input;
    expect(job?.UserMetadata).toMatchObject({ orgId: 'acme', videoId: VIDEO, renderId: RENDER });
    const [render] = updatesOf(`RENDER#${RENDER}`);
    expect(values(render)).toEqual(expect.arrayContaining(['submitted', '1700000000000-render']));
    // The render holds the video until its job reports back: no lock released, no status moved.
    expect(updatesOf('VIDEO')).toEqual([]);
  });

  it("lists the version's fitting voice-overs of published translations as audio renditions", async () => {
    const voiceOver = (language: string, overlongMs = 0) => ({
      PK,
      SK: `VOICEOVER#${language}`,
      __edb_e__: 'voiceOver',
      __edb_v__: '1',
      orgId: 'acme',
      videoId: VIDEO,
      language,
      version: 1,
      voice: 'Lucia',
      chapters: [{ speed: 100, pauseMs: 0, startMs: 0, availableMs: 1000, speechMs: 500, overlongMs }],
      trackKey: `voiceovers/acme/${VIDEO}/${language}/track.wav`,
      durationMs: 1000,
      generatedById: 'u1',
      generatedAt: '2026-01-01T00:00:00.000Z',
    });
    const translation = (language: string, published: boolean) => ({
      PK,
      SK: `TRANSLATION#${language}`,
      __edb_e__: 'videoTranslation',
      __edb_v__: '1',
      orgId: 'acme',
      videoId: VIDEO,
      language,
      translationId: `t-${language}`,
      version: 1,
      sourceLanguage: 'en-us',
      status: 'completed',
      published,
      requestedById: 'u1',
      requestedByEmail: 'admin@acme.test',
      requestedAt: '2026-01-01T00:00:00.000Z',
    });
    dynamoMock
      .on(QueryCommand)
      .callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => {
        const prefixes = Object.values(input.ExpressionAttributeValues ?? {}).map(String);
        if (prefixes.some((v) => v.startsWith('VOICEOVER#')))
          // Spanish fits; German is unpublished; Danish runs past its chapter.
          return { Items: [voiceOver('es-es'), voiceOver('de'), voiceOver('da', 300)] };
        if (prefixes.some((v) => v.startsWith('TRANSLATION#')))
          return { Items: [translation('es-es', true), translation('de', false), translation('da', true)] };
        return { Items: [] };
      });
    await handler(s3Event());
    const job = mcMock.commandCalls(CreateJobCommand)[0]?.args[0].input;
    expect(Object.keys(job?.Settings?.Inputs?.[0]?.AudioSelectors ?? {})).toEqual([
      'Audio Selector 1',
      'Voice-over es-es',
    ]);
    expect(job?.Settings?.Inputs?.[0]?.AudioSelectors?.['Voice-over es-es']?.ExternalAudioFileInput).toBe(
      `s3://tubes-uploads/voiceovers/acme/${VIDEO}/es-es/track.wav`,
    );
  });

  it('ends as "Error while processing" when CreateJob fails, releasing the lock and the video back to draft', async () => {
    mcMock.on(CreateJobCommand).rejects(new Error('BadRequestException: the role cannot be assumed'));
    await expect(handler(s3Event())).resolves.toBeUndefined();
    const [render] = updatesOf(`RENDER#${RENDER}`);
    expect(values(render)).toEqual(expect.arrayContaining(['error', 'Error while processing']));
    // Conditional on the render not having ended (a late or repeated end changes nothing).
    expect(render?.ConditionExpression).toMatch(/</);
    const video = updatesOf('VIDEO');
    const unlock = video.find((u) => /REMOVE/.test(u.UpdateExpression ?? ''));
    expect(unlock?.UpdateExpression).toMatch(/lockKind/);
    expect(values(unlock)).toContain(LOCK_SINCE);
    const back = video.find((u) => values(u).includes('draft'));
    expect(values(back)).toEqual(expect.arrayContaining(['draft', 'rendering']));
    // The lock goes before the status, and both after the render's own outcome.
    expect(video.indexOf(unlock!)).toBeLessThan(video.indexOf(back!));
    const order = updates().map((u) => u.Key?.SK);
    expect(order[0]).toBe(`RENDER#${RENDER}`);
  });

  it('ends the same way when writing the overlays fails (no job is created)', async () => {
    s3Mock.on(PutObjectCommand).rejects(new Error('AccessDenied'));
    await handler(s3Event());
    expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(0);
    expect(values(updatesOf(`RENDER#${RENDER}`)[0])).toContain('Error while processing');
    expect(updatesOf('VIDEO').length).toBeGreaterThan(0);
  });

  it('leaves the video alone when the render had already ended meanwhile (its outcome is not written twice)', async () => {
    mcMock.on(CreateJobCommand).rejects(new Error('throttled'));
    const { ConditionalCheckFailedException } = await import('@aws-sdk/client-dynamodb');
    dynamoMock
      .on(UpdateCommand, { Key: { PK, SK: `RENDER#${RENDER}` } })
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );
    await handler(s3Event());
    expect(updatesOf('VIDEO')).toEqual([]);
  });

  it('starts nothing for a render already started (S3 delivers at least once), unknown or foreign keys', async () => {
    dynamoMock
      .on(GetCommand, { Key: { PK, SK: `RENDER#${RENDER}` } })
      .resolves({ Item: renderItem('error') });
    await handler(s3Event());
    dynamoMock.on(GetCommand, { Key: { PK, SK: `RENDER#${RENDER}` } }).resolves({});
    await handler(s3Event());
    // Not a render request (the overlay sidecar, another bucket, a malformed key).
    await handler(s3Event(`renders/acme/${VIDEO}/${RENDER}.vtt`));
    await handler(s3Event(REQUEST_KEY, 'tubes-media'));
    await handler(s3Event(`renders/acme/../${RENDER}.json`));
    expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(0);
    expect(updates()).toEqual([]);
  });
});
