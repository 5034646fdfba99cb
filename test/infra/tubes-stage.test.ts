/**
 * Stage-wide CDK assertions for one synthesized stage (dev), whatever stack a resource lands in: IAM,
 * Lambda runtimes, buckets, and the cdk-nag AwsSolutions report. The per-stack assertions live in
 * `<stack>-stack.test.ts`; the stage is built by ./support/stage.ts as `cdk synth` would build it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '../../infra/config/schedules.js';
import { endpoints } from '#shared/api/index.js';
import {
  actionsOf,
  findings,
  readReport,
  resourcesOf,
  statementsOf,
  synthStage,
  templateOf,
  testApp,
  unusedNagAcknowledgements,
  type SynthesizedStage,
} from './support/stage.js';

let synth: SynthesizedStage;

beforeAll(() => {
  synth = synthStage();
});

afterAll(() => synth.cleanup());

const allTemplates = () => synth.stacks.map((stack) => templateOf(stack));

/** The templates of a top-level stack and of the stacks nested in it. */
const templatesUnder = (stack: IConstruct) =>
  stack.node
    .findAll()
    .filter((c): c is Stack => Stack.isStack(c))
    .map((s) => templateOf(s));

const countOf = (stack: IConstruct, type: string): number =>
  templatesUnder(stack).reduce((sum, t) => sum + Object.keys(resourcesOf(t, type)).length, 0);

describe('IAM', () => {
  it('never grants Scan (design.md §5) in any stack', () => {
    const actions = allTemplates().flatMap((t) =>
      Object.values(resourcesOf(t, 'AWS::IAM::Policy')).flatMap((p) =>
        statementsOf(p).flatMap((s) => actionsOf(s)),
      ),
    );
    expect(actions.filter((a) => a.startsWith('dynamodb:')).length).toBeGreaterThan(0);
    expect(actions.filter((a) => /^dynamodb:(Scan|\*)$/.test(a))).toEqual([]);
  });
});

describe('every stack', () => {
  it("stays below 450 of CloudFormation's 500 resources per stack, nested route stacks included", () => {
    const counts = synth.stacks.map(
      (stack) => [stack.node.path, Object.keys(templateOf(stack).toJSON().Resources ?? {}).length] as const,
    );
    expect(counts.length).toBeGreaterThan(7); // the seven stacks and the api's route stacks
    expect(counts.filter(([, count]) => count >= 450)).toEqual([]);
  });
});

describe('every Lambda', () => {
  it('runs on nodejs22.x (arm64), except the CDK-provided deployment and custom-resource framework handlers', () => {
    for (const template of allTemplates()) {
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
        if (id.startsWith('CustomCDKBucketDeployment')) continue;
        // CDK's own handler that configures S3 event notifications (media stack).
        if (id.startsWith('BucketNotificationsHandler')) continue;
        if (String(fn.Properties?.Description).startsWith('AWS CDK resource provider framework')) continue;
        expect(fn.Properties, id).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
        expect(fn.Properties?.TracingConfig, id).toEqual({ Mode: 'Active' });
      }
    }
    // Authorizer, preflight, user-access reconciler.
    expect(countOf(synth.stage.api, 'AWS::Lambda::Function')).toBe(endpoints.length + 3);
    // Post-confirmation, pre-sign-up and post-authentication triggers, provisioning handler,
    // custom-resource framework.
    expect(countOf(synth.stage.identity, 'AWS::Lambda::Function')).toBe(5);
    // One function per schedule (infra/config/schedules.ts).
    expect(countOf(synth.stage.schedules, 'AWS::Lambda::Function')).toBe(SCHEDULES.length);
  });
});

describe('every bucket', () => {
  it('blocks public access, is encrypted and denies requests without TLS', () => {
    let count = 0;
    for (const template of allTemplates()) {
      const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
      for (const [id, bucket] of Object.entries(resourcesOf(template, 'AWS::S3::Bucket'))) {
        count += 1;
        expect(bucket.Properties, id).toMatchObject({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: { ServerSideEncryptionConfiguration: [expect.anything()] },
        });
        const policy = policies.find(
          (p) => JSON.stringify(p.Properties?.Bucket) === JSON.stringify({ Ref: id }),
        );
        expect(policy, `${id} bucket policy`).toBeDefined();
        expect(JSON.stringify(policy?.Properties?.PolicyDocument), id).toContain(
          '"aws:SecureTransport":"false"',
        );
      }
    }
    expect(count).toBe(5); // uploads, media, data access logs, site, web access logs
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding for the stage', () => {
    expect(findings(synth.report)).toEqual([]);
    expect(synth.synthError).toBeUndefined();
  });

  it('acknowledges only findings cdk-nag reports (every acknowledgement suppresses one)', () => {
    expect(unusedNagAcknowledgements(synth.app)).toEqual([]);
  });

  it('is live: the same setup reports a finding for a non-compliant bucket', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tubes-nag-control-'));
    try {
      const app = testApp(dir);
      new Bucket(new Stack(app, 'Control'), 'Unlogged');
      try {
        app.synth();
      } catch {
        // In-memory apps throw on nag errors; the report file is written first.
      }
      expect(findings(readReport(dir)).some((f) => f.startsWith('AwsSolutions-S1 '))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
