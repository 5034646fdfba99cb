/**
 * Local data of an earlier platform version: videos whose humanId index was written with a static sort
 * key (or "undefined" by ElectroDB's update bug) are found by /video/{humanId} again after the
 * migration the seed runs (infra/local/rekey.ts).
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/core/data/dynamo.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { videoData } from '../../functions/core/data/video-data.js';
import { rekeyVideos } from '../../infra/local/index.js';

describe('rekeyVideos', () => {
  it('re-keys videos written with an old humanId sort key, and only those', async () => {
    const { videoId, humanId } = await videoData('acme').createVideo({
      channelId: 'ch-acme-onboarding',
      name: `Old key ${randomUUID()}`,
      masterLanguage: 'en-us',
      authorId: 'migration-test',
      authorEmail: 'migration@acme.test',
    });
    for (const oldKey of ['VIDEO', 'undefined']) {
      await (
        await documentClient()
      ).send(
        new UpdateCommand({
          TableName: 'tubes',
          Key: { PK: `acme#VIDEO#${videoId}`, SK: 'VIDEO' },
          UpdateExpression: 'SET GSI1SK = :old',
          ExpressionAttributeValues: { ':old': oldKey },
        }),
      );
      expect(await videoData('acme').videoByHumanId(humanId)).toBeNull();
      expect(await rekeyVideos('tubes')).toBeGreaterThanOrEqual(1);
      expect((await videoData('acme').videoByHumanId(humanId))?.videoId).toBe(videoId);
    }
    expect(await rekeyVideos('tubes')).toBe(0);
    await getEntities().video.delete({ orgId: 'acme', videoId }).go();
  });
});
