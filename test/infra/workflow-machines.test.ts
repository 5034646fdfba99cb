/**
 * The registry's machines in the stage as deployed: ask-for-review and production-order, each a Standard
 * state machine with its two step functions (the table, and the realtime push their notifications need);
 * the studio's videoLifecycleCommand may start the review and POST /orderVideo the order (StartExecution
 * on its own machine only, its ARN in the registry's variable); /taskCommand answers every machine's
 * tokens; the whole stage cdk-nag clean (one synthesis for all of it).
 */
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS_URL_ENV } from '../../functions/core/domain/push-endpoints.js';
import type { WorkflowsStack } from '../../infra/stacks/workflows-stack.js';
import {
  ASK_FOR_REVIEW_WORKFLOW,
  PRODUCTION_ORDER_WORKFLOW_ENTRY,
  WORKFLOWS,
} from '../../infra/workflows/index.js';
import {
  actionsOf,
  findings,
  functionEnv,
  resourcesOf,
  statementsOfFunction,
  synthStage,
  type SynthesizedStage,
} from './support/stage.js';
import { bundleLoads } from './support/bundles.js';

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

/** The machines whose ARN a function's `states:` statements name. */
const machinesStartedBy = (id: string) => {
  const handler = synth.stage.api.routes.handlers.get(id);
  return statementsOfFunction(handler)
    .filter((s) => actionsOf(s).includes('states:StartExecution'))
    .map((s) => JSON.stringify(s.Resource));
};

describe('ask-for-review in the stage', () => {
  it('is in the registry and deployed with its step functions, the stage cdk-nag clean', () => {
    expect(WORKFLOWS).toContain(ASK_FOR_REVIEW_WORKFLOW);
    const workflows = synth.stage.workflows as WorkflowsStack;
    const machine = workflows.machine(ASK_FOR_REVIEW_WORKFLOW.name);
    const template = Template.fromStack(workflows);
    expect(Object.keys(resourcesOf(template, 'AWS::StepFunctions::StateMachine'))).toHaveLength(
      WORKFLOWS.length,
    );
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
    expect([...new Set(statesActionsOf('taskCommand'))]).toEqual([
      'states:SendTaskFailure',
      'states:SendTaskHeartbeat',
      'states:SendTaskSuccess',
    ]);
  });
});

describe('production-order in the stage', () => {
  it('is deployed with its step functions, each with the table and the realtime push', () => {
    expect(WORKFLOWS).toContain(PRODUCTION_ORDER_WORKFLOW_ENTRY);
    const workflows = synth.stage.workflows as WorkflowsStack;
    const machine = workflows.machine(PRODUCTION_ORDER_WORKFLOW_ENTRY.name);
    expect([...machine.functions.keys()].sort()).toEqual([
      'FinishOrderFunctionArn',
      'RequestStepFunctionArn',
    ]);
    for (const fn of machine.functions.values()) {
      expect(statementsOfFunction(fn).flatMap(actionsOf)).toContain('dynamodb:PutItem');
      expect(functionEnv(fn)[CONNECTIONS_URL_ENV]).toBeDefined();
    }
  });

  it('lets POST /orderVideo start it (and no other machine); the task actions answer its steps', () => {
    expect(statesActionsOf('orderVideo')).toEqual(['states:StartExecution']);
    const handler = synth.stage.api.routes.handlers.get('orderVideo');
    expect(functionEnv(handler)[PRODUCTION_ORDER_WORKFLOW_ENTRY.arnVariable]).toBeDefined();
    expect(functionEnv(handler)[ASK_FOR_REVIEW_WORKFLOW.arnVariable]).toBeUndefined();
    const started = machinesStartedBy('orderVideo');
    expect(started).toHaveLength(1);
    expect(started[0]).not.toBe(machinesStartedBy('videoLifecycleCommand')[0]);
    // Completing, rejecting and canceling a step answers its token: both machines' grants.
    const answering = statementsOfFunction(synth.stage.api.routes.handlers.get('taskCommand')).filter((s) =>
      actionsOf(s).includes('states:SendTaskSuccess'),
    );
    const answered = answering.flatMap((s) => [s.Resource].flat());
    expect(answered).toHaveLength(WORKFLOWS.length);
  });

  it('lets the generation step presign uploads where getS3UploadSignedUrl does, and nowhere else', () => {
    const putsOf = (id: string) =>
      statementsOfFunction(synth.stage.api.routes.handlers.get(id))
        .filter((s) => actionsOf(s).includes('s3:PutObject'))
        .map((s) => JSON.stringify(s.Resource));
    expect(putsOf('getProductionUploadSignedUrl')).toHaveLength(1);
    expect(putsOf('getProductionUploadSignedUrl')).toEqual(putsOf('getS3UploadSignedUrl'));
  });
});

describe('the machines that e-mail', () => {
  it('give exactly the steps whose bundle includes the mail module the send grant and the sender', async () => {
    const workflows = synth.stage.workflows as WorkflowsStack;
    for (const workflow of WORKFLOWS) {
      const machine = workflows.machine(workflow.name);
      for (const [placeholder, definition] of Object.entries(workflow.functions)) {
        const loadsMail = await bundleLoads(definition.entry, 'functions/core/domain/mail/send.ts');
        expect(definition.mails ?? false, definition.entry).toBe(loadsMail);
        const fn = machine.functions.get(placeholder);
        const sends = statementsOfFunction(fn).filter((s) => actionsOf(s).includes('ses:SendEmail'));
        expect(sends, definition.entry).toHaveLength(loadsMail ? 1 : 0);
        if (loadsMail) expect(functionEnv(fn), definition.entry).toHaveProperty('MAIL_FROM_ADDRESS');
      }
    }
    expect(WORKFLOWS.flatMap((w) => Object.values(w.functions)).filter((f) => f.mails)).toHaveLength(4);
  });
});
