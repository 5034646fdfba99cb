/**
 * The workflow engine end to end: the engine's test machine (test/workflows: real handlers that count
 * their calls in the platform's table) on a local Step Functions service with the platform's Lambda
 * runtime, driven through @aws-sdk/client-sfn; the human step answered by functions/core/workflows, as
 * /taskCommand answers it (its SDK client reaches the service through AWS_ENDPOINT_URL_SFN). A Task step,
 * a flaky step retried with back-off, a `.waitForTaskToken` decision, a final step; SendTaskFailure into the
 * Catch; a token answered twice; and a restart of the service while the token waits: the execution goes
 * on to its end and no step's handler runs twice. The service is this file's own (so it can be restarted
 * over its directory); the platform's own is checked for its wiring.
 */
import { randomUUID } from 'node:crypto';
import {
  DescribeExecutionCommand,
  GetExecutionHistoryCommand,
  ListStateMachinesCommand,
  SFNClient,
  StartExecutionCommand,
  type HistoryEvent,
} from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeHumanStep, failHumanStep, stepEnded } from '../../functions/core/workflows/human-steps.js';
import { stateMachineArn } from '../../infra/local/emulators/stepfunctions/arns.js';
import { LOCAL_ACCOUNT_ID, LOCAL_CREDENTIALS, REGION } from '../../infra/local/platform/config.js';
import { WORKFLOWS } from '../../infra/workflows/index.js';
import { runRecord } from '../workflows/handlers/calls.js';
import { APPROVAL_TEST_WORKFLOW } from '../workflows/index.js';
import { platform, eventually, ownStepFunctions, type OwnStepFunctions } from './helpers/index.js';

const MACHINE_ARN = stateMachineArn(
  { region: REGION, account: LOCAL_ACCOUNT_ID },
  APPROVAL_TEST_WORKFLOW.name,
);
let sfn: OwnStepFunctions;
const platformEndpoint = process.env.AWS_ENDPOINT_URL_SFN;

beforeAll(async () => {
  sfn = await ownStepFunctions([APPROVAL_TEST_WORKFLOW]);
  // The human-step helpers reach this file's service the way the functions reach the platform's.
  process.env.AWS_ENDPOINT_URL_SFN = sfn.service.endpoint;
});

afterAll(async () => {
  await sfn.stop();
  process.env.AWS_ENDPOINT_URL_SFN = platformEndpoint;
});

const describeExecution = (executionArn: string) =>
  sfn.client.send(new DescribeExecutionCommand({ executionArn }));
const finished = (executionArn: string) =>
  eventually(
    () => describeExecution(executionArn),
    (d) => d.status !== 'RUNNING',
  );
/** The task token the decision step stored, as a task item would hold it. */
const storedToken = async (runId: string) =>
  (await eventually(
    () => runRecord(runId),
    (record) => typeof record?.taskToken === 'string',
  )) as { taskToken: string };

async function history(executionArn: string): Promise<HistoryEvent[]> {
  const { events } = await sfn.client.send(
    new GetExecutionHistoryCommand({ executionArn, maxResults: 1000 }),
  );
  return events ?? [];
}

async function start(runId: string, flakyFailures: number): Promise<string> {
  const { executionArn } = await sfn.client.send(
    new StartExecutionCommand({
      stateMachineArn: MACHINE_ARN,
      name: `run-${runId}`,
      input: JSON.stringify({ runId, flakyFailures }),
    }),
  );
  return executionArn as string;
}

/** How often each step's handler ran (recorded by the handlers themselves in the table). */
async function calls(runId: string) {
  const record = (await runRecord(runId)) ?? {};
  const count = (step: string) => Number(record[step] ?? 0);
  return {
    prepare: count('prepare'),
    flaky: count('flaky'),
    requestDecision: count('requestDecision'),
    finish: count('finish'),
    recordRejection: count('recordRejection'),
  };
}

describe('the test machine on the local Step Functions service', () => {
  it('runs a step, retries the flaky one with back-off, waits for the decision, then finishes', async () => {
    const runId = randomUUID();
    const executionArn = await start(runId, 2);
    const { taskToken } = await storedToken(runId);
    const waiting = await eventually(
      () => history(executionArn),
      (events) => events.some((e) => e.type === 'TaskSubmitted'),
    );
    expect((await describeExecution(executionArn)).status).toBe('RUNNING');
    // The flaky step failed twice; its retries waited 1 s, then 2 s (IntervalSeconds 1, BackoffRate 2).
    const flakyFailures = waiting.filter((e) => e.type === 'TaskFailed');
    expect(flakyFailures.map((e) => e.taskFailedEventDetails?.error)).toEqual([
      'FlakyStepError',
      'FlakyStepError',
    ]);
    const gaps = flakyFailures.map((failure) => {
      const retry = waiting.find(
        (e) => e.type === 'TaskScheduled' && (e.id as number) > (failure.id as number),
      );
      return (retry?.timestamp as Date).getTime() - (failure.timestamp as Date).getTime();
    });
    expect(gaps[0]).toBeGreaterThanOrEqual(950);
    expect(gaps[1]).toBeGreaterThanOrEqual(1950);

    await completeHumanStep(taskToken, { approved: true, by: 'reviewer@acme.test' });
    const done = await finished(executionArn);
    expect(done.status).toBe('SUCCEEDED');
    const output = JSON.parse(done.output as string) as Record<string, unknown>;
    expect(output).toMatchObject({
      runId,
      flaky: { attempts: 3 },
      decision: { approved: true, by: 'reviewer@acme.test' },
    });
    expect(await calls(runId)).toEqual({
      prepare: 1,
      flaky: 3,
      requestDecision: 1,
      finish: 1,
      recordRejection: 0,
    });
    // The final step got the decision.
    expect((await runRecord(runId))?.decision).toEqual({ approved: true, by: 'reviewer@acme.test' });

    const types = (await history(executionArn)).map((e) => e.type);
    expect(types.slice(-9)).toEqual([
      'TaskSubmitted',
      'TaskSucceeded',
      'TaskStateExited',
      'TaskStateEntered',
      'LambdaFunctionScheduled',
      'LambdaFunctionStarted',
      'LambdaFunctionSucceeded',
      'TaskStateExited',
      'ExecutionSucceeded',
    ]);

    // The same token again: Step Functions' TaskTimedOut, which the helper recognises.
    const again = await completeHumanStep(taskToken, { approved: false }).catch((error: unknown) => error);
    expect(again).toMatchObject({ name: 'TaskTimedOut' });
    expect(stepEnded(again)).toBe(true);
  });

  it('fails the decision with SendTaskFailure into the Catch, then the Fail state', async () => {
    const runId = randomUUID();
    const executionArn = await start(runId, 0);
    const { taskToken } = await storedToken(runId);
    await failHumanStep(taskToken, 'Rejected', 'The chapters are missing.');
    const done = await finished(executionArn);
    expect(done).toMatchObject({
      status: 'FAILED',
      error: 'DecisionRejected',
      cause: 'The decision step failed or was rejected.',
    });
    expect(await calls(runId)).toEqual({
      prepare: 1,
      flaky: 1,
      requestDecision: 1,
      finish: 0,
      recordRejection: 1,
    });
    expect((await runRecord(runId))?.failure).toEqual({
      Error: 'Rejected',
      Cause: 'The chapters are missing.',
    });
    const failed = (await history(executionArn)).find((e) => e.type === 'TaskFailed');
    expect(failed?.taskFailedEventDetails).toMatchObject({
      error: 'Rejected',
      cause: 'The chapters are missing.',
    });
    expect(stepEnded(await failHumanStep(taskToken, 'Rejected', 'again').catch((e: unknown) => e))).toBe(
      true,
    );
  });

  it('keeps a waiting execution through a restart of the service: same token, every step run once', async () => {
    const runId = randomUUID();
    const executionArn = await start(runId, 1);
    const { taskToken } = await storedToken(runId);
    const before = await eventually(
      () => history(executionArn),
      (events) => events.some((e) => e.type === 'TaskSubmitted'),
    );

    // Stop the service and start it again over the same directory and port.
    await sfn.restart();
    expect(await sfn.service.resume()).toBeGreaterThanOrEqual(1);
    expect((await describeExecution(executionArn)).status).toBe('RUNNING');
    expect((await history(executionArn)).slice(0, before.length).map((e) => e.type)).toEqual(
      before.map((e) => e.type),
    );

    await completeHumanStep(taskToken, { approved: true });
    const done = await finished(executionArn);
    expect(done.status).toBe('SUCCEEDED');
    // Prepare once, Flaky twice (one failure, one retry), the decision once, Finish once: nothing re-run.
    expect(await calls(runId)).toEqual({
      prepare: 1,
      flaky: 2,
      requestDecision: 1,
      finish: 1,
      recordRejection: 0,
    });
    const events = await history(executionArn);
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect([count('TaskStateEntered'), count('TaskScheduled'), count('LambdaFunctionScheduled')]).toEqual([
      4, 4, 1,
    ]);
    expect(count('ExecutionStarted')).toBe(1);
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
  });
});

describe("the platform's Step Functions", () => {
  it("is the handlers' AWS_ENDPOINT_URL_SFN and runs the registry's machines", async () => {
    const env = platform().env;
    expect(env.AWS_ENDPOINT_URL_SFN).toBe(platformEndpoint);
    const platformClient = new SFNClient({
      endpoint: env.AWS_ENDPOINT_URL_SFN,
      region: REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const { stateMachines } = await platformClient.send(new ListStateMachinesCommand({}));
    expect(stateMachines?.map((m) => m.name)).toEqual(WORKFLOWS.map((w) => w.name));
    for (const workflow of WORKFLOWS) {
      expect(env[workflow.arnVariable]).toBe(
        stateMachineArn({ region: REGION, account: LOCAL_ACCOUNT_ID }, workflow.name),
      );
    }
    const missing = await platformClient
      .send(
        new DescribeExecutionCommand({
          executionArn: `${MACHINE_ARN.replace(':stateMachine:', ':execution:')}:x`,
        }),
      )
      .catch((error: unknown) => error);
    expect(missing).toMatchObject({ name: 'ExecutionDoesNotExist' });
  });
});
