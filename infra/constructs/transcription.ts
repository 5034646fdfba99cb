/**
 * Automatic transcription (issue 12, spec 1 §7 autoTranscribe) beside the transcode:
 *   startTranscode → Amazon Transcribe StartTranscriptionJob (job names `tubes.<orgId>.<videoId>.…`),
 *     the media read from uploads/ and the transcript written to transcripts/ with the caller's rights
 *     (Transcribe acts as its caller for both);
 *   EventBridge "Transcribe Job State Change" of those jobs → transcriptionStatus → manuscript,
 *     description, search index.
 * Failed deliveries land in the media stack's DLQ. The local platform wires the same handler to its
 * Transcribe emulator (infra/local/emulators/transcribe).
 */
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { MEDIA_PREFIX, TRANSCRIPTS_PREFIX } from '../../functions/core/media/keys.js';
import { bindTable } from './grants.js';
import { grantSubtitleRepackaging, grantUnderPrefix } from './prefix-grants.js';
import { TubesFunction } from './tubes-function.js';

/** Every job the project starts is named with this prefix (functions/media/transcription.ts). */
export const TRANSCRIPTION_JOB_PREFIX = 'tubes.';

export interface TranscriptionProps {
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  /** Transcribed chapters become the rendition's subtitles (media/). */
  readonly mediaBucket: IBucket;
  /** The function that starts the jobs (with the upload). */
  readonly starter: TubesFunction;
  readonly environment: Record<string, string>;
  readonly deadLetterQueue: IQueue;
}

export class Transcription extends Construct {
  readonly status: TubesFunction;
  readonly jobStateRule: Rule;

  constructor(scope: Construct, id: string, props: TranscriptionProps) {
    super(scope, id);
    const { table, uploadsBucket, starter } = props;
    const perJobTranscripts =
      'Transcript keys are per job (transcripts/<orgId>/<videoId>/<version>/<language>/<job>.json): access is ' +
      'limited to the transcripts/ prefix of the uploads bucket.';

    const jobsArn = `arn:${Aws.PARTITION}:transcribe:${Aws.REGION}:${Aws.ACCOUNT_ID}:transcription-job/${TRANSCRIPTION_JOB_PREFIX}*`;
    starter.addToRolePolicy(
      new PolicyStatement({ actions: ['transcribe:StartTranscriptionJob'], resources: [jobsArn] }),
    );
    // Transcribe writes the transcript file with its caller's rights.
    grantUnderPrefix(starter, uploadsBucket, TRANSCRIPTS_PREFIX, ['s3:PutObject'], perJobTranscripts);
    const starterPolicy = starter.role?.node.tryFindChild('DefaultPolicy');
    if (starterPolicy) {
      Validations.of(starterPolicy).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:transcribe:<AWS::Region>:<AWS::AccountId>:transcription-job/${TRANSCRIPTION_JOB_PREFIX}*]`,
        reason:
          'Job names are per upload (tubes.<orgId>.<videoId>.<version>.<language>.<random>): StartTranscriptionJob ' +
          'is limited to the names of this project.',
      });
    }

    this.status = new TubesFunction(this, 'TranscriptionStatus', {
      entry: 'functions/media/transcriptionStatus.ts',
      serviceName: 'tubes-media-transcriptionStatus',
      description:
        'Transcribe job-state events → transcription record, manuscript chapters, description, search',
      environment: props.environment,
      deadLetterQueue: props.deadLetterQueue,
      retryAttempts: 2,
    });
    bindTable(this.status, table, 'readWrite');
    grantUnderPrefix(this.status, uploadsBucket, TRANSCRIPTS_PREFIX, ['s3:GetObject'], perJobTranscripts);
    grantSubtitleRepackaging(this.status, props.mediaBucket, MEDIA_PREFIX);

    this.jobStateRule = new Rule(this, 'JobStateRule', {
      description: 'Transcribe job-state changes of the project jobs → transcriptionStatus',
      eventPattern: {
        source: ['aws.transcribe'],
        detailType: ['Transcribe Job State Change'],
        detail: {
          TranscriptionJobName: [{ prefix: TRANSCRIPTION_JOB_PREFIX }],
          TranscriptionJobStatus: ['COMPLETED', 'FAILED'],
        },
      },
      targets: [
        new LambdaFunction(this.status, {
          deadLetterQueue: props.deadLetterQueue,
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });
  }
}
