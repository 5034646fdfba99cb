/**
 * CDK assertions for the schedules stack: one EventBridge Scheduler schedule per infra/config/schedules.ts
 * entry (the spec 2 §9 recommendations at 2:00 AM GMT), invoking its function with its name and due time,
 * with retries and a dead-letter queue; least privilege for the scheduler's role; cdk-nag clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '../../infra/config/schedules.js';
import {
  actionsOf,
  findings,
  resourcesOf,
  statementsOf,
  synthStage,
  templateOf,
  type SynthesizedStage,
} from './support/stage.js';

let synth: SynthesizedStage;

beforeAll(() => {
  synth = synthStage();
});
afterAll(() => synth.cleanup());

describe('schedules stack', () => {
  it('schedules generate-recommendations daily at 02:00 UTC with its input, retries and a DLQ', () => {
    const { schedules } = synth.stage;
    const template = templateOf(schedules);
    const found = Object.values(resourcesOf(template, 'AWS::Scheduler::Schedule'));
    expect(found).toHaveLength(SCHEDULES.length);
    const props = found[0]?.Properties as {
      ScheduleExpression: string;
      ScheduleExpressionTimezone: string;
      State: string;
      Target: {
        Input: string;
        RetryPolicy: { MaximumRetryAttempts: number };
        DeadLetterConfig: { Arn: unknown };
        Arn: unknown;
      };
    };
    expect(props.ScheduleExpression).toBe('cron(0 2 * * ? *)');
    expect(props.ScheduleExpressionTimezone).toBe('Etc/UTC');
    expect(props.State).toBe('ENABLED');
    expect(JSON.parse(props.Target.Input)).toEqual({
      schedule: 'generate-recommendations',
      scheduledTime: '<aws.scheduler.scheduled-time>',
    });
    expect(props.Target.RetryPolicy.MaximumRetryAttempts).toBe(2);
    expect(JSON.stringify(props.Target.DeadLetterConfig.Arn)).toContain(
      schedules.getLogicalId(schedules.deadLetterQueue.node.defaultChild as never),
    );
    const fn = schedules.functions.get('generate-recommendations');
    expect(JSON.stringify(props.Target.Arn)).toContain(
      schedules.getLogicalId(fn?.node.defaultChild as never),
    );
  });

  it("lets the scheduler's role invoke the scheduled functions only", () => {
    const template = templateOf(synth.stage.schedules);
    const invokes = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .flatMap(statementsOf)
      .filter((s) => actionsOf(s).includes('lambda:InvokeFunction'));
    expect(invokes.length).toBeGreaterThan(0);
    const fnIds = [...synth.stage.schedules.functions.values()].map((fn) =>
      synth.stage.schedules.getLogicalId(fn.node.defaultChild as never),
    );
    expect(fnIds).toHaveLength(2);
    for (const statement of invokes) {
      expect(actionsOf(statement)).toEqual(['lambda:InvokeFunction']);
      // One scheduled function and its qualified form (versions, aliases): never another function or `*`.
      const resources = [statement.Resource].flat().map((r) => JSON.stringify(r));
      const named = fnIds.filter((id) => resources.every((r) => r.includes(id)));
      expect(named, JSON.stringify(resources)).toHaveLength(1);
    }
  });

  it('gives the scheduled function the table and the push endpoint', () => {
    const fn = synth.stage.schedules.functions.get('generate-recommendations');
    const env = JSON.stringify(
      Object.values(resourcesOf(templateOf(synth.stage.schedules), 'AWS::Lambda::Function')).map(
        (f) => f.Properties?.Environment,
      ),
    );
    expect(fn).toBeDefined();
    expect(env).toContain('TABLE_NAME');
    expect(env).toContain('CONNECTIONS_URL');
  });

  it('reports no unacknowledged cdk-nag finding', () => {
    expect(findings(synth.report).filter((f) => f.includes('/Schedules/'))).toEqual([]);
    expect(synth.synthError).toBeUndefined();
  });
});
