/**
 * Schedules (infra/config/schedules.ts): one function and one EventBridge Scheduler schedule per entry,
 * a daily cron in UTC that invokes the function with the schedule's name and due time. A failed
 * invocation is retried (the scheduled handlers are idempotent) and what still fails lands in an encrypted
 * dead-letter queue. The local platform's scheduler fires the same functions at the same times.
 */
import { Duration, Stack, TimeZone, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { SCHEDULES } from '../config/schedules.js';
import type { StageConfig } from '../config/stages.js';
import { bindTable } from '../constructs/grants.js';
import { grantSendMail, stageMailSender } from '../constructs/mail-sender.js';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { TubesFunction } from '../constructs/tubes-function.js';

export interface SchedulesStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  /** The uploads bucket: a mailing schedule reads uploaded tube logos from it. */
  readonly uploadsBucket: IBucket;
}

/** `generate-recommendations` → `GenerateRecommendations`. */
const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export class SchedulesStack extends Stack {
  /** The scheduled functions, by schedule name. */
  readonly functions = new Map<string, TubesFunction>();
  readonly schedules = new Map<string, Schedule>();
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);
    const { stage, table } = props;

    this.deadLetterQueue = new Queue(this, 'SchedulesDlq', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is the schedules' dead-letter queue (the scheduler target's DeadLetterConfig); a DLQ of a " +
        'DLQ would only move the messages operators must look at further away.',
    });

    for (const definition of SCHEDULES) {
      const id = pascal(definition.name);
      const fn = new TubesFunction(this, id, {
        entry: definition.entry,
        serviceName: `tubes-scheduled-${definition.name}`,
        description: `Tubes ${stage.name}: ${definition.description}`,
      });
      bindTable(fn, table, 'readWrite');
      if (definition.mails) grantSendMail(fn, stageMailSender(stage), props.uploadsBucket);
      const rolesBefore = new Set(this.node.children.map((c) => c.node.id));
      const schedule = new Schedule(this, `${id}Schedule`, {
        description: definition.description,
        schedule: ScheduleExpression.cron({
          minute: String(definition.atUtc.minute),
          hour: String(definition.atUtc.hour),
          timeZone: TimeZone.ETC_UTC,
        }),
        target: new LambdaInvoke(fn, {
          input: ScheduleTargetInput.fromObject({
            schedule: definition.name,
            scheduledTime: ContextAttribute.scheduledTime,
          }),
          retryAttempts: 2,
          maxEventAge: Duration.hours(2),
          deadLetterQueue: this.deadLetterQueue,
        }),
      });
      // The L2 target grants lambda:InvokeFunction on the function and its qualified ARNs, in a role of
      // its own (the one this schedule added).
      const role = this.node.children.find(
        (c) => c.node.id.startsWith('SchedulerRoleForTarget') && !rolesBefore.has(c.node.id),
      );
      if (role) {
        Validations.of(role).acknowledge({
          id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(fn.node.defaultChild as never)}.Arn>:*]`,
          reason:
            'lambda:InvokeFunction on this one scheduled function and its versions/aliases (the qualified ARN ' +
            'form the scheduler target grants), nothing else.',
        });
      }
      this.functions.set(definition.name, fn);
      this.schedules.set(definition.name, schedule);
    }
  }
}
