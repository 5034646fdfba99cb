/**
 * The job-state handler against a mocked DynamoDB: which writes each MediaConvert event causes, that
 * every write is conditional, and that late or foreign events change nothing.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type * as Handler from './transcodeStatus.js';
import type { MediaConvertJobDetail, MediaConvertJobEvent } from './transcodeStatus.js';

// The realtime push (functions/core/domain/push.ts) is mocked: which users get which message.
const pushToUsers = vi.hoisted(() => vi.fn());
vi.mock('../core/domain/push.js', () => ({ pushToUsers }));

const dynamoMock = mockClient(DynamoDBDocumentClient);
let handler: (typeof Handler)['handler'];

const VIDEO = 'b9d4c7e2-0000-4000-8000-000000000001';
const PK = `acme#VIDEO#${VIDEO}`;
const JOB = '1700000000000-abc123';
const META = {
  orgId: 'acme',
  videoId: VIDEO,
  version: '1',
  language: 'en-us',
  submittedAt: '2026-01-01T00:00:00.000Z',
};

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
      userMetadata: META,
      timestamp: 1767225610000,
      ...detail,
    },
  };
}

const base = `s3://tubes-media/media/acme/${VIDEO}/1/en-us`;
const COMPLETE_DETAILS = [
  {
    type: 'HLS_GROUP',
    playlistFilePaths: [`${base}/hls/index.m3u8`],
    outputDetails: [
      {
        outputFilePaths: [`${base}/hls/index_360p.m3u8`],
        durationInMs: 6000,
        videoDetails: { widthInPx: 640, heightInPx: 360 },
      },
      {
        outputFilePaths: [`${base}/hls/index_540p.m3u8`],
        durationInMs: 6000,
        videoDetails: { widthInPx: 960, heightInPx: 540 },
      },
    ],
  },
  {
    type: 'FILE_GROUP',
    outputDetails: [{ outputFilePaths: [`${base}/mp4/video_720p.mp4`], durationInMs: 6000 }],
  },
  {
    type: 'FILE_GROUP',
    outputDetails: [{ outputFilePaths: [`${base}/thumbnails/thumb.0000000.jpg`], durationInMs: 6000 }],
  },
];

const conditional = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const updates = () => dynamoMock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
const updateOf = (sk: string) => updates().find((u) => u.Key?.SK === sk);
const values = (input: { ExpressionAttributeValues?: Record<string, unknown> } | undefined) =>
  Object.values(input?.ExpressionAttributeValues ?? {});

beforeAll(async () => {
  process.env.TABLE_NAME = 'tubes-test';
  ({ handler } = await import('./transcodeStatus.js'));
});

beforeEach(() => {
  pushToUsers.mockReset();
  pushToUsers.mockResolvedValue({ delivered: 1, gone: 0, reads: 1 });
  dynamoMock.reset();
  dynamoMock.on(UpdateCommand).resolves({});
  dynamoMock.on(QueryCommand).resolves({ Items: [] });
  dynamoMock.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
  dynamoMock.on(GetCommand).resolves({
    Item: {
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
      status: 'transcoding',
      authorId: 'u1',
      authorEmail: 'admin@acme.test',
    },
  });
});

afterEach(() => dynamoMock.reset());

describe('transcodeStatus', () => {
  it('records progress on the job only, conditional on not moving backwards', async () => {
    await handler(
      event({
        status: 'STATUS_UPDATE',
        jobProgress: { jobPercentComplete: 42, currentPhase: 'TRANSCODING' },
      }),
    );
    expect(updates()).toHaveLength(1);
    const job = updateOf(`JOB#${JOB}`);
    expect(job?.Key).toEqual({ PK, SK: `JOB#${JOB}` });
    expect(values(job)).toEqual(expect.arrayContaining(['progressing', 42, 'Default']));
    expect(job?.ConditionExpression).toMatch(/attribute_not_exists/);
    expect(job?.ConditionExpression).toMatch(/</);
    // The video is only read for the push's recipients, never written.
    expect(dynamoMock.commandCalls(GetCommand)).toHaveLength(1);
  });

  it('on COMPLETE records outputs, completes the rendition and moves the video from transcoding to draft', async () => {
    await handler(event({ status: 'COMPLETE', outputGroupDetails: COMPLETE_DETAILS }));
    const job = updateOf(`JOB#${JOB}`);
    expect(values(job)).toEqual(
      expect.arrayContaining([
        'completed',
        100,
        `media/acme/${VIDEO}/1/en-us/hls/index.m3u8`,
        `media/acme/${VIDEO}/1/en-us/mp4/video_720p.mp4`,
        `media/acme/${VIDEO}/1/en-us/thumbnails/thumb.0000000.jpg`,
        6000,
      ]),
    );
    expect(JSON.stringify(values(job))).toContain('"360p","540p"');
    const rendition = updateOf('RENDITION#1#en-us');
    expect(values(rendition)).toEqual(expect.arrayContaining(['completed', JOB, META.submittedAt]));
    expect(rendition?.ConditionExpression).toMatch(/attribute_not_exists/);
    const videoUpdates = updates().filter((u) => u.Key?.SK === 'VIDEO');
    expect(
      videoUpdates.some((u) =>
        values(u).includes(`media/acme/${VIDEO}/1/en-us/thumbnails/thumb.0000000.jpg`),
      ),
    ).toBe(true);
    const status = videoUpdates.find((u) => values(u).includes('draft'));
    expect(values(status)).toContain('transcoding');
    expect(status?.ConditionExpression).toMatch(/status/);
  });

  it("writes the job's outcome last, so whoever sees the job finished sees the video settled", async () => {
    await handler(event({ status: 'COMPLETE', outputGroupDetails: COMPLETE_DETAILS }));
    const keys = updates().map((u) => u.Key?.SK);
    expect(keys.at(-1)).toBe(`JOB#${JOB}`);
    expect(keys.indexOf('RENDITION#1#en-us')).toBeLessThan(keys.indexOf(`JOB#${JOB}`));
    expect(keys.lastIndexOf('VIDEO')).toBeLessThan(keys.indexOf(`JOB#${JOB}`));
  });

  it('does nothing again for an outcome already recorded (EventBridge delivers at least once)', async () => {
    dynamoMock.on(QueryCommand).resolves({
      Items: [
        {
          __edb_e__: 'transcodingJob',
          __edb_v__: '1',
          orgId: 'acme',
          videoId: VIDEO,
          jobId: JOB,
          status: 'completed',
        },
      ],
    });
    await handler(event({ status: 'COMPLETE', outputGroupDetails: COMPLETE_DETAILS }));
    expect(updates()).toHaveLength(0);
    expect(pushToUsers).not.toHaveBeenCalled();
  });

  it('ignores a late PROGRESSING after COMPLETE (the conditional write is refused; nothing else is written)', async () => {
    dynamoMock.on(UpdateCommand).rejects(conditional());
    await expect(handler(event({ status: 'PROGRESSING' }))).resolves.toBeUndefined();
    expect(updates()).toHaveLength(1);
    expect(dynamoMock.commandCalls(GetCommand)).toHaveLength(0);
    expect(pushToUsers).not.toHaveBeenCalled();
  });

  it('on ERROR records the reason on job and rendition and takes the video out of transcoding', async () => {
    await handler(
      event({ status: 'ERROR', errorCode: 1010, errorMessage: 'Input file is not readable: Invalid data' }),
    );
    expect(values(updateOf(`JOB#${JOB}`))).toEqual(
      expect.arrayContaining(['error', 'Input file is not readable: Invalid data']),
    );
    expect(values(updateOf('RENDITION#1#en-us'))).toEqual(
      expect.arrayContaining(['error', 'Input file is not readable: Invalid data']),
    );
    expect(values(updateOf('VIDEO'))).toEqual(expect.arrayContaining(['draft', 'transcoding']));
  });

  it("on ERROR shows the uploader MediaConvert's cause without its s3:// URIs or any local path", async () => {
    await handler(
      event({
        status: 'ERROR',
        errorCode: 1010,
        errorMessage:
          'Unable to open input file [s3://tubes-uploads/uploads/acme/v/1/en-us/clip.mp4]: ' +
          '[Failed probe/open: /var/task/tmp/clip.mp4: Invalid data found when processing input]',
      }),
    );
    const shown = 'Unable to open input file: [Failed probe/open: Invalid data found when processing input]';
    expect(values(updateOf(`JOB#${JOB}`))).toEqual(expect.arrayContaining(['error', shown]));
    expect(values(updateOf('RENDITION#1#en-us'))).toEqual(expect.arrayContaining(['error', shown]));
    for (const key of [`JOB#${JOB}`, 'RENDITION#1#en-us']) {
      expect(JSON.stringify(values(updateOf(key)))).not.toMatch(/s3:\/\/|\/var\/task/);
    }
  });

  it('on ERROR without a usable message shows the code', async () => {
    await handler(event({ status: 'ERROR', errorCode: 1517, errorMessage: 's3://bucket/key.mp4' }));
    expect(values(updateOf(`JOB#${JOB}`))).toEqual(
      expect.arrayContaining(['error', 'Transcoding failed (code 1517)']),
    );
  });

  it('leaves rendition and video to a newer job that owns the rendition', async () => {
    dynamoMock.on(UpdateCommand, { Key: { PK, SK: 'RENDITION#1#en-us' } }).rejects(conditional());
    await handler(event({ status: 'COMPLETE', outputGroupDetails: COMPLETE_DETAILS }));
    expect(updateOf(`JOB#${JOB}`)).toBeDefined();
    expect(updateOf('VIDEO')).toBeUndefined();
  });

  it.each([
    ['no metadata', { userMetadata: {} }],
    ['a malformed organization', { userMetadata: { ...META, orgId: 'ACME#X' } }],
    ['a bad version', { userMetadata: { ...META, version: 'one' } }],
    ['an unknown language', { userMetadata: { ...META, language: 'klingon' } }],
  ])('ignores jobs with %s', async (_name, detail) => {
    await handler(event({ status: 'COMPLETE', ...detail }));
    expect(updates()).toHaveLength(0);
  });

  it('ignores events that are not MediaConvert job-state changes', async () => {
    await handler({ ...event({ status: 'COMPLETE' }), source: 'aws.s3' } as unknown as MediaConvertJobEvent);
    expect(updates()).toHaveLength(0);
  });

  it('on COMPLETE puts the video into the search index (its name here), and not on ERROR', async () => {
    await handler(event({ status: 'ERROR', errorCode: 1010, errorMessage: 'bad input' }));
    expect(dynamoMock.commandCalls(BatchWriteCommand)).toHaveLength(0);
    await handler(event({ status: 'COMPLETE', outputGroupDetails: COMPLETE_DETAILS }));
    const written = dynamoMock
      .commandCalls(BatchWriteCommand)
      .flatMap((c) => Object.values(c.args[0].input.RequestItems ?? {}).flat())
      .map((r) => (r as { PutRequest?: { Item?: Record<string, unknown> } }).PutRequest?.Item);
    expect(written).toEqual([
      expect.objectContaining({ PK: 'acme#SEARCH#clip', field: 'name', videoId: VIDEO }),
    ]);
  });

  describe('TRANSCODING_STATUS push (issue 4)', () => {
    const ROLES = [
      { role: 'channelOwner', userId: 'owner-1' },
      { role: 'contentManager', userId: 'u1' },
      { role: 'contributor', userId: 'contrib-1' },
      { role: 'admin', userId: 'channel-admin' },
    ].map((r) => ({
      PK: 'acme#CHANNEL#ch-acme-onboarding',
      SK: `ROLE#${r.userId}`,
      __edb_e__: 'channelRole',
      __edb_v__: '1',
      orgId: 'acme',
      channelId: 'ch-acme-onboarding',
      ...r,
    }));

    it('pushes progress to the author and the channel owner, content managers and contributors', async () => {
      dynamoMock.on(QueryCommand).resolves({ Items: ROLES });
      await handler(event({ status: 'PROGRESSING', jobProgress: { jobPercentComplete: 42 } }));
      expect(pushToUsers).toHaveBeenCalledTimes(1);
      const [orgId, users, message] = pushToUsers.mock.calls[0] as [string, string[], unknown];
      expect(orgId).toBe('acme');
      expect([...users].sort()).toEqual(['contrib-1', 'owner-1', 'u1']);
      expect(message).toEqual({
        type: 'TRANSCODING_STATUS',
        payload: { videoId: VIDEO, version: 1, language: 'en-us', status: 'progressing', progress: 42 },
      });
    });

    it('pushes completed (100 %) after the rendition and the video are settled', async () => {
      let videoDraftAtPush = false;
      pushToUsers.mockImplementation(async () => {
        videoDraftAtPush = updates().some((u) => u.Key?.SK === 'VIDEO' && values(u).includes('draft'));
        return { delivered: 1, gone: 0, reads: 1 };
      });
      await handler(event({ status: 'COMPLETE', outputGroupDetails: COMPLETE_DETAILS }));
      expect(pushToUsers).toHaveBeenCalledWith('acme', ['u1'], {
        type: 'TRANSCODING_STATUS',
        payload: { videoId: VIDEO, version: 1, language: 'en-us', status: 'completed', progress: 100 },
      });
      expect(videoDraftAtPush).toBe(true);
    });

    it('pushes an error without progress', async () => {
      await handler(event({ status: 'ERROR', errorCode: 1010, errorMessage: 'bad input' }));
      expect(pushToUsers).toHaveBeenCalledWith('acme', ['u1'], {
        type: 'TRANSCODING_STATUS',
        payload: { videoId: VIDEO, version: 1, language: 'en-us', status: 'error' },
      });
    });

    it('a failed push does not fail the handler (and the state change stays recorded)', async () => {
      pushToUsers.mockRejectedValue(new Error('AccessDeniedException: ManageConnections'));
      await expect(
        handler(event({ status: 'COMPLETE', outputGroupDetails: COMPLETE_DETAILS })),
      ).resolves.toBeUndefined();
      expect(pushToUsers).toHaveBeenCalledTimes(1);
      expect(updateOf('RENDITION#1#en-us')).toBeDefined();
      expect(updates().some((u) => u.Key?.SK === 'VIDEO' && values(u).includes('draft'))).toBe(true);
    });

    it('a failed recipient lookup does not fail the handler either', async () => {
      dynamoMock.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceededException'));
      await expect(handler(event({ status: 'SUBMITTED' }))).resolves.toBeUndefined();
      expect(pushToUsers).not.toHaveBeenCalled();
      expect(updateOf(`JOB#${JOB}`)).toBeDefined();
    });
  });
});
