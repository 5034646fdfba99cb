/**
 * Local data written by an earlier version of the platform: videos whose humanId index key was written
 * with a static sort key ("VIDEO", or "undefined" by the ElectroDB update bug, see
 * functions/core/data/entities/entities.test.ts) are re-keyed, so /video/{humanId} finds them again.
 * Runs with the seed when its version changes. Local only: a Scan is fine on a developer's table.
 */
import { ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/core/data/dynamo.js';

export async function rekeyVideos(tableName: string): Promise<number> {
  let rekeyed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await (
      await documentClient()
    ).send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#e = :video AND NOT begins_with(#sk1, :current)',
        ExpressionAttributeNames: { '#e': '__edb_e__', '#sk1': 'GSI1SK' },
        ExpressionAttributeValues: { ':video': 'video', ':current': 'VIDEO#' },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      // The key as the entity's byHumanId index writes it now (functions/core/data/entities/video.ts).
      await (
        await documentClient()
      ).send(
        new UpdateCommand({
          TableName: tableName,
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'SET #sk1 = :key',
          ExpressionAttributeNames: { '#sk1': 'GSI1SK' },
          ExpressionAttributeValues: { ':key': `VIDEO#${String(item.videoId)}` },
        }),
      );
      rekeyed += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return rekeyed;
}
