/**
 * CDK assertions for the monitoring stack of a synthesized dev stage: the alarms and their topic.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesOf, synthStage, templateOf, type SynthesizedStage } from './support/stage.js';

let synth: SynthesizedStage;
let monitoring: Template;

beforeAll(() => {
  synth = synthStage();
  monitoring = templateOf(synth.stage.monitoring);
});

afterAll(() => synth.cleanup());

describe('monitoring', () => {
  it('alarms on API 5xx and 4xx rates, authorizer errors and throttles and sign-up trigger errors, to an encrypted topic', () => {
    const alarms = Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Alarm'));
    const text = alarms.map((a) => JSON.stringify(a.Properties));
    expect(text.some((t) => t.includes('"5XXError"') && t.includes('"Count"'))).toBe(true);
    expect(text.some((t) => t.includes('"4XXError"') && t.includes('"Count"'))).toBe(true);
    expect(text.some((t) => t.includes('"MetricName":"Errors"') && t.includes('AWS/Lambda'))).toBe(true);
    expect(text.some((t) => t.includes('"MetricName":"Throttles"'))).toBe(true);
    const trigger = alarms.find((a) => String(a.Properties?.AlarmDescription).includes('post-confirmation'));
    expect(trigger?.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Threshold: 0,
    });
    for (const alarm of alarms) expect(alarm.Properties?.AlarmActions).toHaveLength(1);
    monitoring.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });
});
