/**
 * Media (design.md §6): the transcoding pipeline around the data stack's buckets.
 *   uploads bucket ObjectCreated (prefix uploads/) → startTranscode → MediaConvert CreateJob
 *   uploads bucket ObjectCreated (prefix renders/, a render request) → startRender → CreateJob (issue 12)
 *   uploads bucket ObjectCreated (prefix quick-guides/, a request for a quick guide's stills) →
 *     startQuickGuideStills → CreateJob (frame captures; issue 12)
 *   EventBridge "MediaConvert Job State Change" → transcodeStatus (renders' and stills' jobs included)
 *   uploads bucket ObjectCreated (prefix frames/, a thumbnail frame request) → startFrameCapture → CreateJob
 *   EventBridge "MediaConvert Job State Change" → transcodeStatus (renders' jobs included)
 *   startTranscode → Transcribe (autoTranscribe); "Transcribe Job State Change" → transcriptionStatus
 * MediaConvert runs as its own role (read originals, write outputs). Failed asynchronous invocations of
 * both functions, and events EventBridge could not deliver, land in one encrypted DLQ (alarmed in the
 * monitoring stack). The local platform wires the same handlers to its emulators (infra/local).
 */
import { Aws, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket, EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { MEDIA_PREFIX, UPLOADS_PREFIX } from '../../functions/core/media/keys.js';
import { RENDER_REQUEST_SUFFIX, RENDERS_PREFIX } from '../../functions/core/media/render-keys.js';
import {
  QUICK_GUIDE_REQUEST_SUFFIX,
  QUICK_GUIDES_PREFIX,
} from '../../functions/core/media/quick-guide-keys.js';
import { FRAME_REQUEST_SUFFIX, FRAMES_PREFIX } from '../../functions/core/media/frame-keys.js';
import { VOICE_OVERS_PREFIX } from '../../functions/core/media/voice-over-keys.js';
import type { StageConfig } from '../config/stages.js';
import { bindTable } from '../constructs/grants.js';
import { grantSubtitleRepackaging, grantUnderPrefix } from '../constructs/prefix-grants.js';
import { TubesFunction } from '../constructs/tubes-function.js';
import { Transcription } from '../constructs/transcription.js';
import { envVars } from '../../functions/core/http/env.js';

/** Why PutObject under quick-guides/ (uploads bucket) has a wildcard. */
const quickGuideRequestKeys =
  'Quick guide request keys are per version and language (quick-guides/<orgId>/<videoId>/<version>/<language>.json): ' +
  'PutObject is limited to the quick-guides/ prefix of the uploads bucket.';

export interface MediaStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly mediaBucket: IBucket;
}

export class MediaStack extends Stack {
  readonly mediaConvertRole: Role;
  readonly startTranscode: TubesFunction;
  readonly transcodeStatus: TubesFunction;
  readonly startRender: TubesFunction;
  readonly startQuickGuideStills: TubesFunction;
  readonly startFrameCapture: TubesFunction;
  readonly deadLetterQueue: Queue;
  readonly jobStateRule: Rule;
  readonly transcription: Transcription;

  constructor(scope: Construct, id: string, props: MediaStackProps) {
    super(scope, id, props);
    const { stage, table, uploadsBucket, mediaBucket } = props;

    this.deadLetterQueue = new Queue(this, 'MediaEventsDlq', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });

    const perUploadKeys =
      'Original keys are per upload (uploads/<orgId>/<videoId>/<version>/<language>/<file>): read access is ' +
      'limited to the uploads/ prefix of the uploads bucket.';
    this.mediaConvertRole = new Role(this, 'MediaConvertRole', {
      assumedBy: new ServicePrincipal('mediaconvert.amazonaws.com'),
      description: `Tubes ${stage.name}: MediaConvert reads originals (uploads/), overlays and voice-overs and writes renditions (media/)`,
    });
    grantUnderPrefix(this.mediaConvertRole, uploadsBucket, UPLOADS_PREFIX, ['s3:GetObject'], perUploadKeys);
    grantUnderPrefix(
      this.mediaConvertRole,
      mediaBucket,
      MEDIA_PREFIX,
      ['s3:PutObject'],
      'Rendition keys are per job (media/<orgId>/<videoId>/<version>/<language>/…, named by MediaConvert): ' +
        'write access is limited to the media/ prefix of the media bucket.',
    );

    // A render's overlays (renders/<orgId>/<videoId>/<renderId>.vtt) are its burn-in caption source.
    grantUnderPrefix(
      this.mediaConvertRole,
      uploadsBucket,
      RENDERS_PREFIX,
      ['s3:GetObject'],
      'Render overlay keys are per render (renders/<orgId>/<videoId>/<renderId>.vtt): read access is limited ' +
        'to the renders/ prefix of the uploads bucket.',
    );

    // A render lists each voice-over (voiceovers/<orgId>/<videoId>/<language>/track.wav) as an audio rendition.
    grantUnderPrefix(
      this.mediaConvertRole,
      uploadsBucket,
      VOICE_OVERS_PREFIX,
      ['s3:GetObject'],
      'Voice-over keys are per video and language (voiceovers/<orgId>/<videoId>/<language>/…): a render reads ' +
        'the tracks of the video it renders, and read access is limited to the voiceovers/ prefix of the uploads bucket.',
    );

    // A thumbnail frame capture reads the version's playable MP4 (media/…/mp4/…), where it was transcoded.
    grantUnderPrefix(
      this.mediaConvertRole,
      mediaBucket,
      MEDIA_PREFIX,
      ['s3:GetObject'],
      'Rendition keys are per video (media/<orgId>/<videoId>/<version>/<language>/…): a thumbnail frame ' +
        "capture reads a version's MP4, and read access is limited to the media/ prefix of the media bucket.",
    );

    const environment = envVars({
      uploadsBucket: uploadsBucket.bucketName,
      mediaBucket: mediaBucket.bucketName,
      mediaConvertRoleArn: this.mediaConvertRole.roleArn,
    });

    this.startTranscode = new TubesFunction(this, 'StartTranscode', {
      entry: 'functions/media/startTranscode.ts',
      serviceName: 'tubes-media-startTranscode',
      description: 'S3 upload (uploads/) → MediaConvert CreateJob; records the job and the video status',
      environment,
      deadLetterQueue: this.deadLetterQueue,
      retryAttempts: 2,
    });
    bindTable(this.startTranscode, table, 'readWrite');
    // HeadObject authorizes as s3:GetObject.
    grantUnderPrefix(this.startTranscode, uploadsBucket, UPLOADS_PREFIX, ['s3:GetObject'], perUploadKeys);
    // Subtitle sidecars (uploads/…/<language>/subtitles/) are listed to add caption renditions.
    this.startTranscode.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [uploadsBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${UPLOADS_PREFIX}*`] } },
      }),
    );
    const jobsArn = `arn:${Aws.PARTITION}:mediaconvert:${Aws.REGION}:${Aws.ACCOUNT_ID}:jobs/*`;
    this.startTranscode.addToRolePolicy(
      new PolicyStatement({
        actions: ['mediaconvert:CreateJob'],
        resources: [
          jobsArn,
          `arn:${Aws.PARTITION}:mediaconvert:${Aws.REGION}:${Aws.ACCOUNT_ID}:queues/Default`,
        ],
      }),
    );
    this.startTranscode.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.mediaConvertRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      }),
    );

    this.startRender = this.createStartRender(environment, props);
    this.startQuickGuideStills = this.createStartQuickGuideStills(environment, props);
    this.startFrameCapture = this.createStartFrameCapture(environment, props);

    // Automatic transcription starts with the upload (startTranscode) and ends in transcriptionStatus.
    this.transcription = new Transcription(this, 'Transcription', {
      table,
      uploadsBucket,
      mediaBucket,
      starter: this.startTranscode,
      environment,
      deadLetterQueue: this.deadLetterQueue,
    });

    this.transcodeStatus = new TubesFunction(this, 'TranscodeStatus', {
      entry: 'functions/media/transcodeStatus.ts',
      serviceName: 'tubes-media-transcodeStatus',
      description: 'MediaConvert job-state events → job record, rendition and video status',
      environment,
      deadLetterQueue: this.deadLetterQueue,
      retryAttempts: 2,
    });
    bindTable(this.transcodeStatus, table, 'readWrite');
    // A completed transcode or render adds the manuscripts' subtitle renditions that have no sidecar.
    grantSubtitleRepackaging(this.transcodeStatus, mediaBucket, MEDIA_PREFIX);
    // A completed stills job asks for the stills of pages marked while it ran (a request object).
    grantUnderPrefix(
      this.transcodeStatus,
      uploadsBucket,
      QUICK_GUIDES_PREFIX,
      ['s3:PutObject'],
      quickGuideRequestKeys,
    );
    const startPolicy = this.startTranscode.role?.node.tryFindChild('DefaultPolicy');
    if (startPolicy) {
      Validations.of(startPolicy).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:mediaconvert:<AWS::Region>:<AWS::AccountId>:jobs/*]',
        reason:
          'CreateJob authorizes on the job ARN, whose id MediaConvert assigns only when it creates the job.',
      });
    }

    // The bucket lives in the data stack; notifying through an imported reference keeps the dependency
    // one-way (media → data). CDK then merges this configuration into the bucket's existing one.
    const uploads = Bucket.fromBucketName(this, 'UploadsRef', uploadsBucket.bucketName);
    uploads.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.startTranscode), {
      prefix: UPLOADS_PREFIX,
    });
    uploads.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.startRender), {
      prefix: RENDERS_PREFIX,
      suffix: RENDER_REQUEST_SUFFIX,
    });
    uploads.addEventNotification(
      EventType.OBJECT_CREATED,
      new LambdaDestination(this.startQuickGuideStills),
      { prefix: QUICK_GUIDES_PREFIX, suffix: QUICK_GUIDE_REQUEST_SUFFIX },
    );
    uploads.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.startFrameCapture), {
      prefix: FRAMES_PREFIX,
      suffix: FRAME_REQUEST_SUFFIX,
    });
    this.acknowledgeNotificationsHandler();

    this.jobStateRule = new Rule(this, 'JobStateRule', {
      description: 'MediaConvert job-state changes of the project jobs → transcodeStatus',
      eventPattern: {
        source: ['aws.mediaconvert'],
        detailType: ['MediaConvert Job State Change'],
        // Only jobs startTranscode created carry the tenant in their user metadata.
        detail: { userMetadata: { orgId: [{ exists: true }] } },
      },
      targets: [
        new LambdaFunction(this.transcodeStatus, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });
  }

  /**
   * startRender (issue 12): reads a render request (renders/…json), writes the render's overlay sidecar
   * (renders/…vtt) and creates its MediaConvert job as the MediaConvert role.
   */
  private createStartRender(environment: Record<string, string>, props: MediaStackProps): TubesFunction {
    const fn = new TubesFunction(this, 'StartRender', {
      entry: 'functions/media/startRender.ts',
      serviceName: 'tubes-media-startRender',
      description: 'Render request (renders/) → overlay sidecar + MediaConvert CreateJob; records the render',
      environment,
      deadLetterQueue: this.deadLetterQueue,
      retryAttempts: 2,
    });
    bindTable(fn, props.table, 'readWrite');
    grantUnderPrefix(
      fn,
      props.uploadsBucket,
      RENDERS_PREFIX,
      ['s3:PutObject'],
      'Render overlay keys are per render (renders/<orgId>/<videoId>/<renderId>.vtt): PutObject is limited to ' +
        'the renders/ prefix of the uploads bucket.',
    );
    this.grantCreateJob(fn);
    return fn;
  }

  /**
   * startFrameCapture (issue 12, a video's thumbnail): reads a frame request's capture from the video
   * item and creates its MediaConvert frame-capture job as the MediaConvert role. No S3 rights: the
   * request's key is all it reads of the object, and MediaConvert reads the MP4.
   */
  private createStartFrameCapture(
    environment: Record<string, string>,
    props: MediaStackProps,
  ): TubesFunction {
    const fn = new TubesFunction(this, 'StartFrameCapture', {
      entry: 'functions/media/startFrameCapture.ts',
      serviceName: 'tubes-media-startFrameCapture',
      description: 'Thumbnail frame request (frames/) → MediaConvert frame-capture CreateJob',
      environment,
      deadLetterQueue: this.deadLetterQueue,
      retryAttempts: 2,
    });
    bindTable(fn, props.table, 'readWrite');
    this.grantCreateJob(fn);
    return fn;
  }

  /** mediaconvert:CreateJob and passing the MediaConvert role (only to MediaConvert). */
  private grantCreateJob(fn: TubesFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['mediaconvert:CreateJob'],
        resources: [
          `arn:${Aws.PARTITION}:mediaconvert:${Aws.REGION}:${Aws.ACCOUNT_ID}:jobs/*`,
          `arn:${Aws.PARTITION}:mediaconvert:${Aws.REGION}:${Aws.ACCOUNT_ID}:queues/Default`,
        ],
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.mediaConvertRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      }),
    );
    const policy = fn.role?.node.tryFindChild('DefaultPolicy');
    if (policy) {
      Validations.of(policy).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:mediaconvert:<AWS::Region>:<AWS::AccountId>:jobs/*]',
        reason:
          'CreateJob authorizes on the job ARN, whose id MediaConvert assigns only when it creates the job.',
      });
    }
  }

  /**
   * startQuickGuideStills (issue 12): a quick guide's request (quick-guides/…json) → the MediaConvert job
   * capturing its missing stills, as the MediaConvert role (which reads the original under uploads/ and
   * writes the stills under media/). It reads and records the guide in the table only: no S3 rights.
   */
  private createStartQuickGuideStills(
    environment: Record<string, string>,
    props: MediaStackProps,
  ): TubesFunction {
    const fn = new TubesFunction(this, 'StartQuickGuideStills', {
      entry: 'functions/media/startQuickGuideStills.ts',
      serviceName: 'tubes-media-startQuickGuideStills',
      description:
        'Quick guide request (quick-guides/) → MediaConvert CreateJob of its stills (frame captures)',
      environment,
      deadLetterQueue: this.deadLetterQueue,
      retryAttempts: 2,
    });
    bindTable(fn, props.table, 'readWrite');
    this.grantCreateJob(fn);
    return fn;
  }

  /** CDK's singleton that applies bucket notifications (PutBucketNotificationConfiguration). */
  private acknowledgeNotificationsHandler(): void {
    const handler = this.node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
    if (!handler) return;
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's bucket-notifications custom resource (AWSLambdaBasicExecutionRole): it runs once per deployment " +
        'to write the notification configuration and is not part of the request path.',
    });
  }
}
