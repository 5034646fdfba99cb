/**
 * The start-transcode handler against mocked S3, MediaConvert and DynamoDB: the tenant comes from the
 * key only, malformed keys and unknown videos never start a job, and a started job is recorded.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { CreateJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import type { S3Event } from 'aws-lambda';
import type * as Handler from './startTranscode.js';

const dynamoMock = mockClient(DynamoDBDocumentClient);
const s3Mock = mockClient(S3Client);
const mcMock = mockClient(MediaConvertClient);
let handler: (typeof Handler)['handler'];

const VIDEO = 'b9d4c7e2-0000-4000-8000-000000000001';
const KEY = `uploads/acme/${VIDEO}/1/en-us/1700000000000-ab12cd34.mp4`;

function s3Event(
  key: string,
  bucket = 'tubes-uploads',
  eventName = 'ObjectCreated:Put',
  size?: number,
): S3Event {
  return {
    Records: [{ eventName, s3: { bucket: { name: bucket }, object: { key, ...(size ? { size } : {}) } } }],
  } as unknown as S3Event;
}

const videoItem = (status = 'draft') => ({
  PK: `acme#VIDEO#${VIDEO}`,
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
  status,
  authorId: 'u1',
  authorEmail: 'admin@acme.test',
});

const updates = () => dynamoMock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
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
  ({ handler } = await import('./startTranscode.js'));
});

beforeEach(() => {
  dynamoMock.reset();
  s3Mock.reset();
  mcMock.reset();
  dynamoMock.on(UpdateCommand).resolves({});
  dynamoMock.on(GetCommand).resolves({ Item: videoItem() });
  s3Mock.on(HeadObjectCommand).resolves({ Metadata: {} });
  mcMock.on(CreateJobCommand).resolves({
    Job: {
      Id: '1700000000000-abc123',
      Queue: 'arn:aws:mediaconvert:eu-central-1:123456789012:queues/Default',
      Role: 'r',
      Settings: {},
    },
  });
});

afterEach(() => {
  dynamoMock.reset();
  s3Mock.reset();
  mcMock.reset();
});

describe('startTranscode', () => {
  it('starts a job for the rendition named by the key and records it', async () => {
    await handler(s3Event(KEY.replace('1700000000000-ab12cd34', '1700000000000-ab12cd34')));
    const calls = mcMock.commandCalls(CreateJobCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    expect(input?.Role).toBe('arn:aws:iam::123456789012:role/mc');
    expect(input?.Settings?.Inputs?.[0]?.FileInput).toBe(`s3://tubes-uploads/${KEY}`);
    expect(input?.UserMetadata).toMatchObject({
      orgId: 'acme',
      videoId: VIDEO,
      version: '1',
      language: 'en-us',
    });
    expect(input?.UserMetadata?.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(dynamoMock.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({
      PK: `acme#VIDEO#${VIDEO}`,
      SK: 'VIDEO',
    });

    const video = updates().find((u) => u.Key?.SK === 'VIDEO');
    expect(values(video)).toContain('transcoding');
    const job = updates().find((u) => u.Key?.SK === 'JOB#1700000000000-abc123');
    expect(values(job)).toEqual(expect.arrayContaining(['submitted', 'Default', KEY]));
    const rendition = updates().find((u) => u.Key?.SK === 'RENDITION#1#en-us');
    expect(values(rendition)).toEqual(expect.arrayContaining(['transcoding', '1700000000000-abc123', KEY]));
  });

  it('decodes URL-encoded keys as S3 sends them', async () => {
    await handler(s3Event(KEY.replace('en-us', 'en%2Dus')));
    expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(1);
  });

  it('limits the ladder to a source height given in the upload metadata', async () => {
    s3Mock.on(HeadObjectCommand).resolves({ Metadata: { 'source-height': '540' } });
    await handler(s3Event(KEY));
    const hls = mcMock.commandCalls(CreateJobCommand)[0]?.args[0].input.Settings?.OutputGroups?.[0];
    expect(hls?.Outputs?.map((o) => o.NameModifier)).toEqual(['_360p', '_540p']);
  });

  it.each([
    ['a key of another shape', `uploads/acme/${VIDEO}/en-us/clip.mp4`],
    ['a key whose org segment is not an org id', `uploads/Acme%23VIDEO/${VIDEO}/1/en-us/clip.mp4`],
    ['a generic (image) upload', `generic/acme/u1/x.png`],
    ['a file that is not a video', `uploads/acme/${VIDEO}/1/en-us/clip.exe`],
  ])('refuses %s without reading data or starting a job', async (_name, key) => {
    await handler(s3Event(key));
    expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(0);
    expect(dynamoMock.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('ignores other buckets and other event types', async () => {
    await handler(s3Event(KEY, 'tubes-media'));
    await handler(s3Event(KEY, 'tubes-uploads', 'ObjectRemoved:Delete'));
    expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(0);
  });

  it('starts nothing for a video that does not exist in the organization of the key', async () => {
    dynamoMock.on(GetCommand).resolves({});
    await handler(s3Event(KEY));
    expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(0);
    expect(updates()).toHaveLength(0);
  });

  it('starts nothing for a version that is not open (never created, or closed again by discardUpload)', async () => {
    await handler(s3Event(KEY.replace(`${VIDEO}/1/`, `${VIDEO}/2/`)));
    expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(0);
    expect(updates()).toHaveLength(0);
  });

  it('restores the video status and fails (for retry, then the DLQ) when CreateJob fails', async () => {
    mcMock.on(CreateJobCommand).rejects(new Error('TooManyRequestsException'));
    await expect(handler(s3Event(KEY))).rejects.toThrow('TooManyRequestsException');
    const videoWrites = updates().filter((u) => u.Key?.SK === 'VIDEO');
    expect(videoWrites).toHaveLength(2);
    // The second write puts `draft` back, only while the video is still `transcoding`.
    expect(values(videoWrites[1])).toEqual(expect.arrayContaining(['draft', 'transcoding']));
    expect(videoWrites[1]?.ConditionExpression).not.toMatch(/ OR /);
    expect(updates().some((u) => String(u.Key?.SK).startsWith('JOB#'))).toBe(false);
  });

  it('adds a WebVTT rendition per subtitle sidecar (vtt preferred over srt) and skips sidecar events', async () => {
    const folder = `uploads/acme/${VIDEO}/1/en-us/subtitles/`;
    s3Mock.on(ListObjectsV2Command).resolves({
      Contents: [
        { Key: `${folder}da.srt` },
        { Key: `${folder}da.vtt` },
        { Key: `${folder}en-us.srt` },
        { Key: `${folder}notes.txt` },
      ],
    });
    await handler(s3Event(KEY));
    expect(s3Mock.commandCalls(ListObjectsV2Command)[0]?.args[0].input.Prefix).toBe(folder);
    const settings = mcMock.commandCalls(CreateJobCommand)[0]?.args[0].input.Settings;
    const selectors = settings?.Inputs?.[0]?.CaptionSelectors ?? {};
    expect(Object.keys(selectors)).toEqual(['Captions da', 'Captions en-us']);
    expect(selectors['Captions da']?.SourceSettings?.FileSourceSettings?.SourceFile).toBe(
      `s3://tubes-uploads/${folder}da.vtt`,
    );
    expect(selectors['Captions en-us']?.SourceSettings?.SourceType).toBe('SRT');
    const hls = settings?.OutputGroups?.find((g) => g.Name === 'HLS');
    expect(hls?.Outputs?.filter((o) => o.CaptionDescriptions).map((o) => o.NameModifier)).toEqual([
      '_subs_da',
      '_subs_en-us',
    ]);

    mcMock.resetHistory();
    await handler(s3Event(`${folder}da.vtt`));
    expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(0);
  });

  it('takes a lower queue priority from the upload metadata, never a higher one', async () => {
    s3Mock.on(HeadObjectCommand).resolves({ Metadata: { 'transcode-priority': '-10' } });
    await handler(s3Event(KEY));
    expect(mcMock.commandCalls(CreateJobCommand)[0]?.args[0].input.Priority).toBe(-10);
    mcMock.resetHistory();
    s3Mock.on(HeadObjectCommand).resolves({ Metadata: { 'transcode-priority': '40' } });
    await handler(s3Event(KEY));
    expect(mcMock.commandCalls(CreateJobCommand)[0]?.args[0].input.Priority).toBeUndefined();
  });

  describe('an original over the 2 GiB upload limit (MAX_UPLOAD_BYTES, shared with the add-video modal)', () => {
    const GiB2 = 2 * 1024 ** 3;

    it('starts no job, records the error "The file is larger than 2 GiB" and deletes the object', async () => {
      dynamoMock.on(QueryCommand).resolves({ Items: [] });
      await handler(s3Event(KEY, 'tubes-uploads', 'ObjectCreated:Put', GiB2 + 1));

      expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(0);
      expect(s3Mock.commandCalls(HeadObjectCommand)).toHaveLength(0);
      const deletes = s3Mock.commandCalls(DeleteObjectCommand);
      expect(deletes.map((c) => c.args[0].input)).toEqual([{ Bucket: 'tubes-uploads', Key: KEY }]);

      // GET /transcodingStatus lists the job records: the refused upload is one in status error.
      const job = updates().find((u) => String(u.Key?.SK).startsWith('JOB#refused-'));
      expect(values(job)).toEqual(
        expect.arrayContaining(['error', 'The file is larger than 2 GiB', 'Default', 'en-us', 1]),
      );
      const rendition = updates().find((u) => u.Key?.SK === 'RENDITION#1#en-us');
      expect(values(rendition)).toEqual(expect.arrayContaining(['error', 'The file is larger than 2 GiB']));
      // The video is not moved to transcoding (nothing runs).
      expect(updates().some((u) => u.Key?.SK === 'VIDEO')).toBe(false);
    });

    it('keeps a rendition that already plays an earlier original', async () => {
      dynamoMock.on(QueryCommand).resolves({
        Items: [
          {
            PK: `acme#VIDEO#${VIDEO}`,
            SK: 'RENDITION#1#en-us',
            __edb_e__: 'videoRendition',
            __edb_v__: '1',
            orgId: 'acme',
            videoId: VIDEO,
            version: 1,
            language: 'en-us',
            status: 'completed',
            format: 'hls',
          },
        ],
      });
      await handler(s3Event(KEY, 'tubes-uploads', 'ObjectCreated:Put', GiB2 + 1));
      expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(0);
      expect(updates().some((u) => u.Key?.SK === 'RENDITION#1#en-us')).toBe(false);
      expect(updates().some((u) => String(u.Key?.SK).startsWith('JOB#refused-'))).toBe(true);
      expect(s3Mock.commandCalls(DeleteObjectCommand)).toHaveLength(1);
    });

    it('transcodes an original of exactly 2 GiB', async () => {
      await handler(s3Event(KEY, 'tubes-uploads', 'ObjectCreated:Put', GiB2));
      expect(mcMock.commandCalls(CreateJobCommand)).toHaveLength(1);
      expect(s3Mock.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    });
  });
});
