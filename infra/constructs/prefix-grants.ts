/**
 * Object grants under one key prefix of a bucket, with the exact cdk-nag finding they cause, so the
 * acknowledgement names that one wildcard (keys are per upload/rendition) and nothing broader.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** `<bucket ARN>/<prefix>*` as seen from `consumer`, and how cdk-nag prints it. */
export function objectsUnderPrefix(consumer: Construct, bucket: IBucket, prefix: string) {
  const producer = Stack.of(bucket);
  const consumerStack = Stack.of(consumer);
  if (producer === consumerStack) {
    const arn = bucket.arnForObjects(`${prefix}*`);
    const resolved = consumerStack.resolve(bucket.bucketArn) as { 'Fn::GetAtt': [string, string] };
    return { arn, finding: `Resource::<${resolved['Fn::GetAtt'][0]}.Arn>/${prefix}*` };
  }
  // The same export CDK creates for any cross-stack reference, so its (deterministic) name is known here.
  const imported = producer.exportValue(bucket.bucketArn);
  const resolved = consumerStack.resolve(imported) as { 'Fn::ImportValue': string };
  return { arn: `${imported}/${prefix}*`, finding: `Resource::${resolved['Fn::ImportValue']}/${prefix}*` };
}

/** Grants `actions` on the objects under `prefix` and acknowledges exactly that wildcard. */
export function grantUnderPrefix(
  grantee: LambdaFunction | Role,
  bucket: IBucket,
  prefix: string,
  actions: string[],
  reason: string,
): void {
  const { arn, finding } = objectsUnderPrefix(grantee, bucket, prefix);
  const statement = new PolicyStatement({ actions, resources: [arn] });
  if ('addToRolePolicy' in grantee) grantee.addToRolePolicy(statement);
  else grantee.addToPolicy(statement);
  const role = 'addToRolePolicy' in grantee ? grantee.role : grantee;
  const policy = role?.node.tryFindChild('DefaultPolicy');
  if (policy) Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}

/**
 * Subtitle re-packaging (functions/core/media/subtitle-rendition.ts): reads a rendition's playlists and
 * first segment, writes the manuscript's cue file and playlist and the master, deletes the track it
 * replaced — under media/ of the media bucket only.
 */
export function grantSubtitleRepackaging(
  grantee: LambdaFunction,
  mediaBucket: IBucket,
  mediaPrefix: string,
): void {
  grantUnderPrefix(
    grantee,
    mediaBucket,
    mediaPrefix,
    ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
    `Rendition keys are per video (${mediaPrefix}<orgId>/<videoId>/<version>/<language>/…): subtitle re-packaging ` +
      'reads and writes the playlists and cue files of a rendition of the caller’s organization only, under that prefix.',
  );
}
