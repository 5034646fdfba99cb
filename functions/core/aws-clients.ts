/**
 * AWS SDK v3 clients, created once per Lambda container. Endpoints come from the standard
 * AWS_ENDPOINT_URL_<SERVICE> variables, so the same code talks to AWS or to the local emulators.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { MediaConvertClient } from '@aws-sdk/client-mediaconvert';

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;
let mediaConvertClient: MediaConvertClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  return documentClient;
}

export function s3(): S3Client {
  // Checksum settings: required by toolchain.md (otherwise stream uploads are stored aws-chunked),
  // harmless on AWS. Path-style is what every S3-compatible endpoint understands.
  s3Client ??= new S3Client({
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}

export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({});
  return cognitoClient;
}

/** MediaConvert's regional endpoint (no DescribeEndpoints needed); AWS_ENDPOINT_URL_MEDIACONVERT moves it. */
export function mediaConvert(): MediaConvertClient {
  mediaConvertClient ??= new MediaConvertClient({});
  return mediaConvertClient;
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}
