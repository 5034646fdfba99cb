/**
 * The DynamoDB document client of this container, loaded on the first table request like every other
 * AWS client (a function that never reads the table never loads it). Endpoints come from the standard
 * AWS_ENDPOINT_URL_DYNAMODB variable, so the same code talks to AWS or to the local emulator.
 */
import type * as DocumentLibrary from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type DocumentLib = typeof DocumentLibrary;

export interface Dynamo {
  client: DynamoDBDocumentClient;
  /** The commands of @aws-sdk/lib-dynamodb. */
  lib: DocumentLib;
}

let loading: Promise<Dynamo> | undefined;

async function load(): Promise<Dynamo> {
  const [lib, { DynamoDBClient }] = await Promise.all([
    import('@aws-sdk/lib-dynamodb'),
    import('@aws-sdk/client-dynamodb'),
  ]);
  const client = lib.DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  return { client, lib };
}

export function dynamo(): Promise<Dynamo> {
  loading ??= load();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The document client alone (scripts and tests that send their own commands). */
export async function documentClient(): Promise<DynamoDBDocumentClient> {
  return (await dynamo()).client;
}
