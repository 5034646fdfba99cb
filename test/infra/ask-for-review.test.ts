/**
 * The ask-for-review machine in the stage as deployed (the registry's default): a Standard state machine
 * with its two step functions (the table, and the realtime push their notifications need); the studio's
 * videoLifecycleCommand may start it (StartExecution on it only, its ARN in the registry's variable);
 * /taskCommand answers its tokens; the whole stage cdk-nag clean.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS_URL_ENV } from '../../functions/core/domain/push-endpoints.js';
import type { WorkflowsStack } from '../../infra/stacks/workflows-stack.js';
import { ASK_FOR_REVIEW_WORKFLOW, WORKFLOWS } from '../../infra/workflows/index.js';
import {
  actionsOf,
  findings,
  functionEnv,
  resourcesOf,
  statementsOfFunction,
  synthStage,
  type SynthesizedStage,
} from './support/stage.js';

let synth: SynthesizedStage;
beforeAll(() => {
  synth = synthStage();
});
afterAll(() => synth.cleanup());

const statesActionsOf = (id: string) => {
  const handler = synth.stage.api.routes.handlers.get(id);
  expect(handler, id).toBeDefined();
  return statementsOfFunction(handler)
    .flatMap(actionsOf)
    .filter((a) => a.startsWith('states:'))
    .sort();
};

describe('ask-for-review in the stage', () => {
  it('is in the registry and deployed with its step functions, the stage cdk-nag clean', () => {
    expect(WORKFLOWS).toContain(ASK_FOR_REVIEW_WORKFLOW);
    const workflows = synth.stage.workflows as WorkflowsStack;
    const machine = workflows.machine(ASK_FOR_REVIEW_WORKFLOW.name);
    const template = Template.fromStack(workflows);
    expect(Object.keys(resourcesOf(template, 'AWS::StepFunctions::StateMachine'))).toHaveLength(1);
    expect([...machine.functions.keys()].sort()).toEqual([
      'FinishReviewFunctionArn',
      'RequestReviewFunctionArn',
    ]);
    for (const fn of machine.functions.values()) {
      const actions = statementsOfFunction(fn).flatMap(actionsOf);
      expect(actions).toContain('dynamodb:PutItem');
      // The reviewer's notification is pushed over the realtime API (its managed push policy).
      expect(functionEnv(fn)[CONNECTIONS_URL_ENV]).toBeDefined();
    }
    expect(findings(synth.report)).toEqual([]);
    expect(synth.synthError).toBeUndefined();
  });

  it('lets videoLifecycleCommand start it, and the task actions answer its steps', () => {
    expect(statesActionsOf('videoLifecycleCommand')).toEqual(['states:StartExecution']);
    const handler = synth.stage.api.routes.handlers.get('videoLifecycleCommand');
    expect(functionEnv(handler)[ASK_FOR_REVIEW_WORKFLOW.arnVariable]).toBeDefined();
    expect(statesActionsOf('taskCommand')).toEqual([
      'states:SendTaskFailure',
      'states:SendTaskHeartbeat',
      'states:SendTaskSuccess',
    ]);
  });
});
