/**
 * CDK assertions for the data stack of a synthesized dev stage: the single table and the video buckets.
 */
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_KEYS } from '../../functions/core/data/table-design.js';
import { loadStageConfig } from '../../infra/config/stages.js';
import { DataStack } from '../../infra/stacks/data-stack.js';
import { CDK_CONTEXT, context, synthStage, templateOf, type SynthesizedStage } from './support/stage.js';

let synth: SynthesizedStage;
let data: Template;

beforeAll(() => {
  synth = synthStage();
  data = templateOf(synth.stage.data);
});

afterAll(() => synth.cleanup());

describe('data', () => {
  it('has the single table with PITR, TTL, both GSIs (ALL projection) and on-demand billing', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true },
      GlobalSecondaryIndexes: TABLE_KEYS.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('protects the table outside dev (deletion protection, RETAIN)', () => {
    const app = new App({ context: { ...CDK_CONTEXT } });
    const prod = loadStageConfig(context({ stage: 'prod' }), {});
    const template = Template.fromStack(
      new DataStack(app, 'Data', { stage: prod, env: { account: prod.account, region: prod.region } }),
    );
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });

  it('lets tenant origins use presigned PUT/GET on the video buckets, ETag exposed, media versioned', () => {
    const cors = {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedOrigins: [`https://*.${synth.config.domain}`],
            AllowedMethods: Match.arrayWith(['GET', 'PUT']),
            ExposedHeaders: ['ETag'],
          }),
        ],
      },
    };
    const buckets = data.findResources('AWS::S3::Bucket', { Properties: Match.objectLike(cors) });
    expect(Object.keys(buckets)).toHaveLength(2);
    data.hasResourceProperties('AWS::S3::Bucket', {
      ...cors,
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });
});
