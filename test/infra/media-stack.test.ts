/**
 * CDK assertions for the media stack (transcoding pipeline) in a synthesized dev stage, and the cdk-nag
 * report for it. Bundling is skipped (toolchain.md); cdk.json's context applies as in `cdk synth`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS_URL_ENV } from '../../functions/core/domain/push-endpoints.js';
import { loadStageConfig } from '../../infra/config/stages.js';
import { TENANTS } from '../../infra/config/tenants.js';
import { REPO_ROOT } from '../../infra/constructs/tubes-function.js';
import { TubesStage } from '../../infra/stacks/tubes-stage.js';
import { statementsOfFunction } from './support/stage.js';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}
interface Report {
  pluginReports: { violations: { ruleName: string; violatingConstructs?: { constructPath: string }[] }[] }[];
}

const CDK_CONTEXT = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }
).context;

let outdir: string;
let stage: TubesStage;
let media: Template;
let monitoring: Template;
let report: Report;
let synthError: unknown;

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'tubes-media-infra-'));
  const app = new App({ outdir, context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const config = loadStageConfig((key) => app.node.tryGetContext(key), {});
  stage = new TubesStage(app, 'Tubes-dev', { config, tenants: TENANTS, deployWebApp: false });
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }
  const file = path.join(outdir, 'validation-report.json');
  report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : { pluginReports: [] };
  media = Template.fromStack(stage.media);
  monitoring = Template.fromStack(stage.monitoring);
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  stage.media.getLogicalId(construct.node.defaultChild as never);

function policyStatementsOf(template: Template, roleLogicalId: string): Statement[] {
  const policies = template.findResources('AWS::IAM::Policy') as Resources;
  return Object.values(policies)
    .filter((p) => JSON.stringify(p.Properties?.Roles).includes(roleLogicalId))
    .flatMap((p) => (p.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
}
const actions = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat());
const roleIdOf = (fn: { role?: { node: { defaultChild?: unknown } } }) =>
  stage.media.getLogicalId(fn.role?.node.defaultChild as never);

describe('media stack', () => {
  it('has a MediaConvert role that reads uploads/, renders/ and media/ and writes media/ only', () => {
    media.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: [Match.objectLike({ Principal: { Service: 'mediaconvert.amazonaws.com' } })],
      }),
    });
    const statements = policyStatementsOf(media, logicalId(stage.media.mediaConvertRole));
    expect([...new Set(actions(statements))].sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    const text = JSON.stringify(statements);
    expect(text).toContain('/uploads/*');
    expect(text).toContain('/media/*');
    // A render's overlay sidecar (renders/…vtt) is its burn-in caption source.
    const reads = statements.filter((s) => actions([s]).includes('s3:GetObject'));
    expect(JSON.stringify(reads)).toContain('/renders/*');
    // A thumbnail frame capture reads the version's playable MP4 under media/.
    expect(JSON.stringify(reads)).toContain('/media/*');
    const writes = statements.filter((s) => actions([s]).includes('s3:PutObject'));
    expect(JSON.stringify(writes)).not.toContain('/uploads/*');
  });

  it('lets startTranscode read originals, CreateJob and pass only the MediaConvert role', () => {
    const statements = policyStatementsOf(media, roleIdOf(stage.media.startTranscode));
    expect(actions(statements)).toEqual(
      expect.arrayContaining([
        's3:GetObject',
        'mediaconvert:CreateJob',
        'iam:PassRole',
        'dynamodb:UpdateItem',
      ]),
    );
    const passRole = statements.find((s) => actions([s]).includes('iam:PassRole'));
    expect(passRole?.Condition).toEqual({
      StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' },
    });
    expect(JSON.stringify(passRole?.Resource)).toContain(logicalId(stage.media.mediaConvertRole));
    // Its only write in S3: Transcribe's transcript files, which Transcribe writes with its caller's rights.
    const puts = statements.filter((s) => actions([s]).includes('s3:PutObject'));
    expect(puts.map((s) => JSON.stringify(s.Resource))).toEqual([expect.stringContaining('/transcripts/*')]);
    expect(actions(statements).some((a) => a === '*' || a.endsWith(':*'))).toBe(false);
  });

  it('gives transcodeStatus the table and, in S3, the renditions under media/ and quick-guide requests only', () => {
    const statements = policyStatementsOf(media, roleIdOf(stage.media.transcodeStatus));
    expect(actions(statements)).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:Query']));
    const s3 = statements.filter((s) => actions([s]).some((a) => a.startsWith('s3:')));
    // Subtitle re-packaging under media/; a finished stills job asks for pages marked meanwhile.
    expect(s3.map((s) => [JSON.stringify(s.Resource), actions([s]).sort()])).toEqual([
      [expect.stringContaining('/media/*'), ['s3:DeleteObject', 's3:GetObject', 's3:PutObject']],
      [expect.stringContaining('/quick-guides/*'), ['s3:PutObject']],
    ]);
    expect(actions(statements).some((a) => a.startsWith('mediaconvert:'))).toBe(false);
  });

  it('lets transcodeStatus (only) push TRANSCODING_STATUS: the realtime push policy and @connections URL', () => {
    const roles = media.findResources('AWS::IAM::Role') as Resources;
    const withPush = Object.entries(roles)
      .filter(([, r]) => JSON.stringify(r.Properties?.ManagedPolicyArns ?? []).includes('PushPolicy'))
      .map(([id]) => id);
    expect(withPush).toEqual([roleIdOf(stage.media.transcodeStatus)]);
    const functions = media.findResources('AWS::Lambda::Function') as Resources;
    const envOf = (fn: { node: { defaultChild?: unknown } }) =>
      (functions[logicalId(fn)]?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(JSON.stringify(envOf(stage.media.transcodeStatus)[CONNECTIONS_URL_ENV])).toContain('execute-api');
    expect(envOf(stage.media.startTranscode)).not.toHaveProperty(CONNECTIONS_URL_ENV);
    // The grant is the realtime stack's one ManageConnections statement, never an inline copy here.
    expect(JSON.stringify(media.findResources('AWS::IAM::Policy'))).not.toContain('ManageConnections');
  });

  it('sets the buckets, the MediaConvert role and the table in both functions', () => {
    for (const fn of [stage.media.startTranscode, stage.media.transcodeStatus]) {
      const props = (media.findResources('AWS::Lambda::Function') as Resources)[
        stage.media.getLogicalId(fn.node.defaultChild as never)
      ]?.Properties;
      const env = (props?.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['UPLOADS_BUCKET', 'MEDIA_BUCKET', 'MEDIACONVERT_ROLE_ARN', 'TABLE_NAME']),
      );
      expect(props?.DeadLetterConfig).toEqual({
        TargetArn: { 'Fn::GetAtt': [logicalId(stage.media.deadLetterQueue), 'Arn'] },
      });
    }
  });

  it('notifies startTranscode of objects created under uploads/ in the uploads bucket', () => {
    media.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: Match.arrayWith([
          Match.objectLike({
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'uploads/' }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^StartTranscode'), 'Arn'] },
          }),
        ]),
      },
      Managed: false,
    });
  });

  it('notifies startRender of render requests (renders/…json) only', () => {
    media.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: Match.arrayWith([
          Match.objectLike({
            Events: ['s3:ObjectCreated:*'],
            Filter: {
              Key: {
                FilterRules: [
                  { Name: 'suffix', Value: '.json' },
                  { Name: 'prefix', Value: 'renders/' },
                ],
              },
            },
            LambdaFunctionArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^StartRender'), 'Arn'] },
          }),
        ]),
      },
    });
  });

  it('lets startRender write overlays under renders/, CreateJob and pass only the MediaConvert role', () => {
    const statements = policyStatementsOf(media, roleIdOf(stage.media.startRender));
    const puts = statements.filter((s) => actions([s]).includes('s3:PutObject'));
    expect(JSON.stringify(puts)).toContain('/renders/*');
    expect(JSON.stringify(puts)).not.toContain('/uploads/*');
    expect(actions(statements)).not.toContain('s3:GetObject');
    expect(actions(statements)).toContain('mediaconvert:CreateJob');
    const pass = statements.find((s) => actions([s]).includes('iam:PassRole'));
    expect(pass?.Condition).toEqual({
      StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' },
    });
    expect(JSON.stringify(pass?.Resource)).toContain(logicalId(stage.media.mediaConvertRole));
  });

  it('notifies startQuickGuideStills of quick-guide requests (quick-guides/…json) only', () => {
    media.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: Match.arrayWith([
          Match.objectLike({
            Events: ['s3:ObjectCreated:*'],
            Filter: {
              Key: {
                FilterRules: [
                  { Name: 'suffix', Value: '.json' },
                  { Name: 'prefix', Value: 'quick-guides/' },
                ],
              },
            },
            LambdaFunctionArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^StartQuickGuideStills'), 'Arn'] },
          }),
        ]),
      },
    });
  });

  it('lets startQuickGuideStills CreateJob and pass only the MediaConvert role, with no S3 rights', () => {
    const statements = policyStatementsOf(media, roleIdOf(stage.media.startQuickGuideStills));
    expect(actions(statements).some((a) => a.startsWith('s3:'))).toBe(false);
    expect(actions(statements)).toEqual(
      expect.arrayContaining(['mediaconvert:CreateJob', 'dynamodb:UpdateItem']),
    );
    const pass = statements.find((s) => actions([s]).includes('iam:PassRole'));
    expect(pass?.Condition).toEqual({
      StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' },
    });
    expect(JSON.stringify(pass?.Resource)).toContain(logicalId(stage.media.mediaConvertRole));
    const fn = (media.findResources('AWS::Lambda::Function') as Resources)[
      logicalId(stage.media.startQuickGuideStills)
    ]?.Properties;
    expect(fn?.DeadLetterConfig).toEqual({
      TargetArn: { 'Fn::GetAtt': [logicalId(stage.media.deadLetterQueue), 'Arn'] },
    });
  });

  it('lets the quick guide handlers ask for stills and write the PDF in quick-guide/ folders only', () => {
    const handlers = stage.api.routes.handlers;
    const puts = (id: string) =>
      statementsOfFunction(handlers.get(id))
        .filter((s) => actions([s]).includes('s3:PutObject'))
        .flatMap((s) => [s.Resource].flat().map((r) => JSON.stringify(r)))
        .sort((a, b) => a.localeCompare(b));
    expect(puts('saveRenderingData')).toEqual([
      expect.stringContaining('/media/*"'),
      expect.stringContaining('/quick-guides/*'),
    ]);
    expect(puts('getQuickGuide')).toEqual([expect.stringContaining('/quick-guides/*')]);
    expect(puts('downloadQuickGuide')).toEqual([
      expect.stringContaining('/media/*/*/*/*/quick-guide/*"'),
      expect.stringContaining('/quick-guides/*'),
    ]);
    for (const id of ['getQuickGuide', 'downloadQuickGuide']) {
      const writes = statementsOfFunction(handlers.get(id)).filter((s) =>
        actions([s]).some((a) => a !== 's3:GetObject' && a.startsWith('s3:') && a !== 's3:PutObject'),
      );
      expect(writes, id).toEqual([]);
    }
  });

  it('notifies startFrameCapture of thumbnail frame requests (frames/…json) only', () => {
    media.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: Match.arrayWith([
          Match.objectLike({
            Events: ['s3:ObjectCreated:*'],
            Filter: {
              Key: {
                FilterRules: [
                  { Name: 'suffix', Value: '.json' },
                  { Name: 'prefix', Value: 'frames/' },
                ],
              },
            },
            LambdaFunctionArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^StartFrameCapture'), 'Arn'] },
          }),
        ]),
      },
    });
  });

  it('lets startFrameCapture CreateJob and pass only the MediaConvert role, with no S3 rights', () => {
    const statements = policyStatementsOf(media, roleIdOf(stage.media.startFrameCapture));
    expect(actions(statements).some((a) => a.startsWith('s3:'))).toBe(false);
    expect(actions(statements)).toEqual(
      expect.arrayContaining(['mediaconvert:CreateJob', 'iam:PassRole', 'dynamodb:UpdateItem']),
    );
    const pass = statements.find((s) => actions([s]).includes('iam:PassRole'));
    expect(pass?.Condition).toEqual({
      StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' },
    });
    expect(JSON.stringify(pass?.Resource)).toContain(logicalId(stage.media.mediaConvertRole));
  });

  it('routes MediaConvert job-state changes of project jobs to transcodeStatus, with the DLQ', () => {
    media.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.mediaconvert'],
        'detail-type': ['MediaConvert Job State Change'],
        detail: { userMetadata: { orgId: [{ exists: true }] } },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^TranscodeStatus'), 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(stage.media.deadLetterQueue), 'Arn'] } },
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 8 }),
        }),
      ],
    });
  });

  it('lets startTranscode start transcription jobs named tubes.* only', () => {
    const statements = policyStatementsOf(media, roleIdOf(stage.media.startTranscode));
    const start = statements.filter((s) => actions([s]).includes('transcribe:StartTranscriptionJob'));
    expect(start).toHaveLength(1);
    expect(actions(start)).toEqual(['transcribe:StartTranscriptionJob']);
    expect(JSON.stringify(start[0]?.Resource)).toContain(':transcription-job/tubes.*');
  });

  it('gives transcriptionStatus the table and the transcripts, nothing else', () => {
    const statements = policyStatementsOf(media, roleIdOf(stage.media.transcription.status));
    expect(actions(statements)).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 's3:GetObject']));
    const s3 = statements.filter((s) => actions([s]).some((a) => a.startsWith('s3:')));
    const transcripts = s3.filter((s) => JSON.stringify(s.Resource).includes('/transcripts/*'));
    expect(actions(transcripts)).toEqual(['s3:GetObject']);
    // Its chapters become the rendition's subtitles: the media/ prefix, nothing else.
    const rest = s3.filter((s) => !transcripts.includes(s));
    expect(rest.map((s) => JSON.stringify(s.Resource))).toEqual([expect.stringContaining('/media/*')]);
    expect(
      actions(statements).some((a) => a.startsWith('transcribe:') || a.startsWith('mediaconvert:')),
    ).toBe(false);
  });

  it('routes Transcribe job-state changes of project jobs to transcriptionStatus, with the DLQ', () => {
    media.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.transcribe'],
        'detail-type': ['Transcribe Job State Change'],
        detail: {
          TranscriptionJobName: [{ prefix: 'tubes.' }],
          TranscriptionJobStatus: ['COMPLETED', 'FAILED'],
        },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('TranscriptionStatus'), 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(stage.media.deadLetterQueue), 'Arn'] } },
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 8 }),
        }),
      ],
    });
  });

  it('keeps the DLQ encrypted and TLS-only', () => {
    media.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    media.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
  });

  it('alarms in the monitoring stack when the DLQ holds a message', () => {
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('lets each upload URL handler sign PUTs under its own prefix only', () => {
    const handlers = stage.api.routes.handlers;
    for (const [id, prefix] of [
      ['getS3UploadSignedUrl', '/uploads/*'],
      ['getGenericS3UploadSignedUrl', '/generic/*'],
      ['renderVideo', '/renders/*'],
    ] as const) {
      // Route handlers live in the api stack's nested route stacks.
      const statements = statementsOfFunction(handlers.get(id));
      const put = statements.filter((s) => actions([s]).includes('s3:PutObject'));
      expect(put).toHaveLength(1);
      expect(JSON.stringify(put[0]?.Resource)).toContain(prefix);
    }
    // The thumbnail command: its frame requests (frames/), reading the caller's image (generic/) and
    // writing the copy beside the video's media (media/), nothing else.
    const thumbnail = statementsOfFunction(handlers.get('videoThumbnailCommand')).filter((s) =>
      actions([s]).some((a) => a.startsWith('s3:')),
    );
    const resourcesOf = (action: string) =>
      thumbnail.filter((s) => actions([s]).includes(action)).map((s) => JSON.stringify(s.Resource));
    expect(actions(thumbnail).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    const puts = resourcesOf('s3:PutObject').join();
    expect(puts).toContain('/frames/*');
    expect(puts).toContain('/media/*');
    expect(puts).not.toContain('/generic/*');
    expect(resourcesOf('s3:GetObject')).toEqual([expect.stringContaining('/generic/*')]);
    const status = stage.api.routes.handlers.get('transcodingStatus');
    expect(actions(statementsOfFunction(status)).some((a) => a.startsWith('s3:'))).toBe(false);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding for the stage', () => {
    const findings = report.pluginReports.flatMap((p) =>
      p.violations.flatMap((v) =>
        (v.violatingConstructs ?? []).map((c) => `${v.ruleName} at ${c.constructPath}`),
      ),
    );
    expect(findings).toEqual([]);
    expect(synthError).toBeUndefined();
  });
});
