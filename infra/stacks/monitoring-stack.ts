/**
 * Monitoring: alarms for the REST API (5xx rate, 4xx rate incl. throttling) and the authorizer
 * (errors, throttles), published to an encrypted SNS topic.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  TreatMissingData,
  type IAlarm,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';

export interface MonitoringStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly api: RestApi;
  readonly authorizerFunction: IFunction;
  /** The post-confirmation trigger of the tenant pools: when it fails, confirmations fail. */
  readonly signUpTrigger: IFunction;
  /** Failed upload/job-state events of the media pipeline: any message means a video is stuck. */
  readonly mediaDeadLetterQueue?: IQueue;
}

export class MonitoringStack extends Stack {
  readonly alarmTopic: Topic;
  readonly alarms: IAlarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage, api, authorizerFunction, signUpTrigger, mediaDeadLetterQueue } = props;

    // CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, hence a customer key.
    const key = new Key(this, 'AlarmTopicKey', {
      description: `Tubes ${stage.name} alarm topic`,
      enableKeyRotation: true,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: `Tubes ${stage.name} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (stage.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(stage.alarmEmail));
    const action = new SnsAction(this.alarmTopic);

    const period = Duration.minutes(5);
    const rate = (id: string, errors: 'metricServerError' | 'metricClientError', label: string) =>
      new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: api[errors]({ period, statistic: 'Sum' }),
          requests: api.metricCount({ period, statistic: 'Sum' }),
        },
        label,
        period,
      }).createAlarm(this, id, {
        alarmDescription: `${label} of ${api.restApiName} above threshold`,
        threshold: errors === 'metricServerError' ? 1 : 10,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });

    this.alarms.push(
      // Any sustained server error rate means a handler is failing.
      rate('Api5xxRate', 'metricServerError', 'API 5xx rate (%)'),
      // 4xx includes 429 throttling and 401/403 from the authorizer: a surge means limits or a broken client.
      rate('Api4xxRate', 'metricClientError', 'API 4xx rate incl. throttling (%)'),
      new Alarm(this, 'AuthorizerErrors', {
        alarmDescription: 'The REST authorizer is failing (every protected route answers 500)',
        metric: authorizerFunction.metricErrors({ period, statistic: 'Sum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      new Alarm(this, 'AuthorizerThrottles', {
        alarmDescription: 'The REST authorizer is throttled (concurrency exhausted)',
        metric: authorizerFunction.metricThrottles({ period, statistic: 'Sum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      new Alarm(this, 'SignUpTriggerErrors', {
        alarmDescription:
          'The post-confirmation trigger is failing: new users cannot confirm their registration',
        metric: signUpTrigger.metricErrors({ period, statistic: 'Sum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
    if (mediaDeadLetterQueue) {
      this.alarms.push(
        new Alarm(this, 'MediaEventsDlqDepth', {
          alarmDescription:
            'Media pipeline events failed (upload → transcode or job-state → status): videos may be stuck',
          metric: mediaDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
            period,
            statistic: 'Maximum',
          }),
          threshold: 0,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    for (const alarm of this.alarms) {
      if (alarm instanceof Alarm) {
        alarm.addAlarmAction(action);
        alarm.addOkAction(action);
      }
    }
  }
}
