/**
 * A render's job-state events against a mocked DynamoDB (the push mocked): progress on the render; on
 * COMPLETE the rendition plays the rendered outputs, the render records its processed seconds, the
 * video's lock is released and it is a draft again; on ERROR "Processing ended with an error" with the
 * lock released and the video back; late, repeated or foreign events change nothing.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as Module from './renderStatus.js';
import type { MediaConvertJobDetail, MediaConvertJobEvent } from './transcodeStatus.js';

const pushToUsers = vi.hoisted(() => vi.fn());
vi.mock('../core/domain/push.js', () => ({ pushToUsers }));

const dynamoMock = mockClient(DynamoDBDocumentClient);
let renderStatus: (typeof Module)['renderStatus'];

const VIDEO = 'b9d4c7e2-0000-4000-8000-000000000001';
const PK = `acme#VIDEO#${VIDEO}`;
const RENDER = '01jd2k3m4n0123456789';
const JOB = '1700000000000-render';
const LOCK_SINCE = '2026-01-01T00:00:00.000Z';
const KNOWN = { orgId: 'acme', videoId: VIDEO, renderId: RENDER };
const base = `s3://tubes-media/media/acme/${VIDEO}/1/en-us/renders/${RENDER}`;

function event(detail: Partial<MediaConvertJobDetail>): MediaConvertJobEvent {
  return {
    version: '0',
    id: 'e1',
    'detail-type': 'MediaConvert Job State Change',
    source: 'aws.mediaconvert',
    account: '123456789012',
    time: '2026-01-01T00:00:10Z',
    region: 'eu-central-1',
    resources: [],
    detail: {
      jobId: JOB,
      status: 'PROGRESSING',
      queue: 'arn:aws:mediaconvert:eu-central-1:123456789012:queues/Default',
      userMetadata: { orgId: 'acme', videoId: VIDEO, renderId: RENDER, submittedAt: LOCK_SINCE },
      timestamp: 1767225610000,
      ...detail,
    },
  };
}

const COMPLETE: Partial<MediaConvertJobDetail> = {
  status: 'COMPLETE',
  outputGroupDetails: [
    {
      type: 'HLS_GROUP',
      playlistFilePaths: [`${base}/hls/index.m3u8`],
      outputDetails: [
        {
          outputFilePaths: [`${base}/hls/index_360p.m3u8`],
          durationInMs: 4500,
          videoDetails: { widthInPx: 640, heightInPx: 360 },
        },
      ],
    },
    {
      type: 'FILE_GROUP',
      outputDetails: [{ outputFilePaths: [`${base}/mp4/video.mp4`], durationInMs: 4500 }],
    },
  ],
};

const renderItem = (over: Record<string, unknown> = {}) => ({
  PK,
  SK: `RENDER#${RENDER}`,
  __edb_e__: 'renderJob',
  __edb_v__: '1',
  orgId: 'acme',
  videoId: VIDEO,
  renderId: RENDER,
  version: 1,
  language: 'en-us',
  status: 'submitted',
  statusRank: 1,
  progress: 0,
  jobId: JOB,
  plan: JSON.stringify({ trim: null, overlays: [] }),
  source: `uploads/acme/${VIDEO}/1/en-us/1700000000000-ab12cd34.mp4`,
  totalSeconds: 6,
  trimSeconds: 1.5,
  lockSince: LOCK_SINCE,
  requestedBy: 'u1',
  createdAt: LOCK_SINCE,
  ...over,
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
const pushed = () =>
  pushToUsers.mock.calls.map((c) => c[2] as { type: string; payload: { status: string; error?: string } });
const videoSettled = () => {
  const video = updatesOf('VIDEO');
  const unlock = video.find(
    (u) => /REMOVE/.test(u.UpdateExpression ?? '') && /lockKind/.test(u.UpdateExpression ?? ''),
  );
  const back = video.find((u) => values(u).includes('draft') && values(u).includes('rendering'));
  return { unlock, back };
};

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: 'tubes-test',
    MEDIA_BUCKET: 'tubes-media',
    AWS_REGION: 'eu-central-1',
  });
  ({ renderStatus } = await import('./renderStatus.js'));
});

beforeEach(() => {
  pushToUsers.mockReset();
  pushToUsers.mockResolvedValue({ delivered: 1, gone: 0, reads: 1 });
  dynamoMock.reset();
  dynamoMock.on(UpdateCommand).resolves({});
  dynamoMock.on(QueryCommand).resolves({ Items: [] });
  dynamoMock.on(GetCommand, { Key: { PK, SK: `RENDER#${RENDER}` } }).resolves({ Item: renderItem() });
  dynamoMock.on(GetCommand, { Key: { PK, SK: 'VIDEO' } }).resolves({ Item: videoItem });
});

describe('renderStatus', () => {
  it('records progress on the render only and pushes it', async () => {
    await renderStatus(event({ status: 'PROGRESSING', jobProgress: { jobPercentComplete: 42 } }), KNOWN);
    expect(updates()).toHaveLength(1);
    expect(values(updatesOf(`RENDER#${RENDER}`)[0])).toEqual(expect.arrayContaining(['progressing', 42]));
    expect(pushed()).toEqual([
      { type: 'RENDER_STATUS', payload: expect.objectContaining({ status: 'progressing', progress: 42 }) },
    ]);
  });

  it('on COMPLETE the rendition plays the render, the render records 4.5 s, the lock goes and the video is a draft', async () => {
    await renderStatus(event(COMPLETE), KNOWN);
    const rendition = updatesOf('RENDITION#1#en-us')[0];
    expect(values(rendition)).toEqual(
      expect.arrayContaining([
        'completed',
        `media/acme/${VIDEO}/1/en-us/renders/${RENDER}/hls/index.m3u8`,
        `media/acme/${VIDEO}/1/en-us/renders/${RENDER}/mp4/video.mp4`,
      ]),
    );
    expect(values(updatesOf(`RENDER#${RENDER}`)[0])).toEqual(expect.arrayContaining(['completed', 4.5]));
    const { unlock, back } = videoSettled();
    expect(values(unlock)).toContain(LOCK_SINCE);
    expect(back).toBeDefined();
    // The rendition before the render's outcome: whoever sees it completed finds the rendered video.
    const order = updates().map((u) => u.Key?.SK);
    expect(order.indexOf('RENDITION#1#en-us')).toBeLessThan(order.indexOf(`RENDER#${RENDER}`));
    expect(pushed().at(-1)).toEqual({
      type: 'RENDER_STATUS',
      payload: expect.objectContaining({ status: 'completed', progress: 100 }),
    });
  });

  it('on ERROR ends as "Processing ended with an error", the rendition untouched, the video released', async () => {
    await renderStatus(event({ status: 'ERROR', errorCode: 1010, errorMessage: 'ffmpeg exited 1' }), KNOWN);
    expect(updatesOf('RENDITION#1#en-us')).toEqual([]);
    expect(values(updatesOf(`RENDER#${RENDER}`)[0])).toEqual(
      expect.arrayContaining(['error', 'Processing ended with an error']),
    );
    const { unlock, back } = videoSettled();
    expect(unlock).toBeDefined();
    expect(back).toBeDefined();
    expect(pushed().at(-1)?.payload).toMatchObject({
      status: 'error',
      error: 'Processing ended with an error',
    });
  });

  it('changes nothing for a render that already ended, another job, or an unknown render', async () => {
    dynamoMock.on(GetCommand, { Key: { PK, SK: `RENDER#${RENDER}` } }).resolves({
      Item: renderItem({ status: 'timedOut', statusRank: 3, error: 'Video processing timed out' }),
    });
    await renderStatus(event(COMPLETE), KNOWN);
    dynamoMock
      .on(GetCommand, { Key: { PK, SK: `RENDER#${RENDER}` } })
      .resolves({ Item: renderItem({ jobId: 'another-job' }) });
    await renderStatus(event({ status: 'ERROR' }), KNOWN);
    dynamoMock.on(GetCommand, { Key: { PK, SK: `RENDER#${RENDER}` } }).resolves({});
    await renderStatus(event({ status: 'PROGRESSING' }), KNOWN);
    expect(updates()).toEqual([]);
    expect(pushToUsers).not.toHaveBeenCalled();
  });

  it('does not release the video twice when the outcome was recorded by an earlier delivery', async () => {
    dynamoMock
      .on(UpdateCommand, { Key: { PK, SK: `RENDER#${RENDER}` } })
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );
    await renderStatus(event({ status: 'ERROR' }), KNOWN);
    expect(updatesOf('VIDEO')).toEqual([]);
    expect(pushToUsers).not.toHaveBeenCalled();
  });
});
