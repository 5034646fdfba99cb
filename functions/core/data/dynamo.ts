/**
 * The DynamoDB document client of this container. Loaded with the data layer, not on first use: ElectroDB
 * requires @aws-sdk/lib-dynamodb (and so the DynamoDB client) when it loads, and nearly every function
 * reads the table on each request (decisions.md: the ElectroDB cost). Endpoints come from the standard
 * AWS_ENDPOINT_URL_DYNAMODB variable, so the same code talks to AWS or to the local emulator.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  return documentClient;
}
