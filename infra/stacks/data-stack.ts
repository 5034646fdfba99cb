/**
 * Data: the single DynamoDB table (design.md §5, keys from TABLE_KEYS) and the private video buckets
 * (uploads: originals arriving by presigned PUT; media: transcoded output, read via presigned GET).
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type CorsRule,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_KEYS } from '../../functions/core/data/table-design.js';
import type { StageConfig } from '../config/stages.js';
import { MediaCdn } from '../constructs/media-cdn.js';

export interface DataStackProps extends StackProps {
  readonly stage: StageConfig;
}

export class DataStack extends Stack {
  readonly table: Table;
  readonly uploadsBucket: Bucket;
  readonly mediaBucket: Bucket;
  readonly accessLogsBucket: Bucket;
  /** HLS media through CloudFront with signed URLs, when the stage configures `mediaCdn`. */
  readonly mediaCdn?: MediaCdn;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: stage.protectData,
      removalPolicy,
    });
    for (const index of TABLE_KEYS.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    // Buckets hold customer videos: they are retained in every stage (a dev teardown leaves them
    // for manual deletion rather than risking an accidental loss).
    this.accessLogsBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Presigned PUT (upload with progress) and GET from the tenants' web origins only.
    const cors: CorsRule[] = [
      {
        allowedOrigins: [`https://*.${stage.domain}`],
        allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ];
    const common = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.accessLogsBucket,
      cors,
      removalPolicy: RemovalPolicy.RETAIN,
    } as const;

    this.uploadsBucket = new Bucket(this, 'Uploads', {
      ...common,
      serverAccessLogsPrefix: 'uploads/',
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(2) }],
    });
    this.mediaBucket = new Bucket(this, 'Media', {
      ...common,
      serverAccessLogsPrefix: 'media/',
      versioned: true,
      lifecycleRules: [
        {
          abortIncompleteMultipartUploadAfter: Duration.days(2),
          noncurrentVersionExpiration: Duration.days(30),
        },
      ],
    });

    if (stage.mediaCdn) {
      // Here, beside the bucket: origin access control adds the distribution to the bucket's policy.
      this.mediaCdn = new MediaCdn(this, 'MediaCdn', {
        stageName: stage.name,
        mediaBucket: this.mediaBucket,
        publicKeyPem: stage.mediaCdn.publicKeyPem,
      });
      new CfnOutput(this, 'MediaCdnDomainName', {
        value: this.mediaCdn.distribution.distributionDomainName,
        description: 'Host of signed HLS media URLs',
      });
      new CfnOutput(this, 'MediaSigningKeyPairId', { value: this.mediaCdn.publicKey.publicKeyId });
      new CfnOutput(this, 'MediaSigningKeySecretArn', {
        value: this.mediaCdn.signingKey.secretArn,
        description: 'Put the PEM private key of the media signing key pair here',
      });
    }
  }
}
