/** The test machine's record of a run: how often each step's handler ran, and what it stored. */
import { dynamo } from '../../../functions/core/data/dynamo.js';
import { runKey } from '../index.js';

export interface RunEvent {
  runId: string;
  flakyFailures?: number;
}

const tableName = () => {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
};

/** Adds one to the step's counter and stores `values`; answers the step's count so far. */
export async function recordCall(
  runId: string,
  step: string,
  values: Record<string, unknown> = {},
): Promise<number> {
  const { client, lib } = await dynamo();
  const names: Record<string, string> = { '#step': step };
  const valueMap: Record<string, unknown> = { ':one': 1 };
  const sets = Object.entries(values).map(([key, value], i) => {
    names[`#v${i}`] = key;
    valueMap[`:v${i}`] = value;
    return `#v${i} = :v${i}`;
  });
  const result = await client.send(
    new lib.UpdateCommand({
      TableName: tableName(),
      Key: runKey(runId),
      UpdateExpression: `ADD #step :one${sets.length ? ` SET ${sets.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: valueMap,
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.[step] ?? 0);
}

/** What the run's handlers recorded (the test reads the task token from here, as a task item holds it). */
export async function runRecord(runId: string): Promise<Record<string, unknown> | undefined> {
  const { client, lib } = await dynamo();
  const result = await client.send(new lib.GetCommand({ TableName: tableName(), Key: runKey(runId) }));
  return result.Item;
}
