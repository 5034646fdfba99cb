/**
 * The local Step Functions service through the real @aws-sdk/client-sfn: the JSON 1.0 protocol and SigV4,
 * Step Functions' errors, an execution's life (history, pagination, stop), the task-token life cycle
 * (success, failure into a Catch, heartbeats, TimeoutSeconds vs HeartbeatSeconds and States.TaskFailed,
 * tokens used twice), and replay after a restart over the same directory (no call made twice, a waiting
 * step still waiting on its token). The functions are fakes that count their calls (the integration test
 * runs real handlers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateActivityCommand,
  DescribeExecutionCommand,
  GetExecutionHistoryCommand,
  ListExecutionsCommand,
  ListStateMachinesCommand,
  SFNClient,
  SendTaskFailureCommand,
  SendTaskHeartbeatCommand,
  SendTaskSuccessCommand,
  StartExecutionCommand,
  StopExecutionCommand,
  type HistoryEvent,
} from '@aws-sdk/client-sfn';
import { afterEach, describe, expect, it } from 'vitest';
import type { Workflow } from '../../../workflows/index.js';
import { startStepFunctions, type StepFunctionsLocal } from './api.js';
import { validExecutionName } from './engine.js';
import { newTaskToken } from './tokens.js';

const region = 'us-east-1';
const credentials = { accessKeyId: 'unit', secretAccessKey: 'unit-secret' };
const FIXTURES = 'infra/local/emulators/stepfunctions/fixtures';
const fn = (entry: string) => ({ entry, description: entry });

const STEPS: Workflow = {
  name: 'unit-steps',
  description: 'unit test machine',
  definitionFile: `${FIXTURES}/steps.asl.json`,
  functions: {
    FirstFunctionArn: fn('fake/first'),
    AskFunctionArn: fn('fake/ask'),
    LastFunctionArn: fn('fake/last'),
  },
  arnVariable: 'UNIT_STEPS_STATE_MACHINE_ARN',
};
const DEADLINES: Workflow = {
  name: 'unit-deadlines',
  description: 'unit test machine',
  definitionFile: `${FIXTURES}/deadlines.asl.json`,
  functions: { HoldFunctionArn: fn('fake/hold') },
  arnVariable: 'UNIT_DEADLINES_STATE_MACHINE_ARN',
};
/** The steps machine's input (Ask's parameters read $.who). */
const WHO = JSON.stringify({ who: 'reviewer' });
const STEPS_ARN = `arn:aws:states:${region}:000000000000:stateMachine:unit-steps`;
const DEADLINES_ARN = `arn:aws:states:${region}:000000000000:stateMachine:unit-deadlines`;

/** Fake functions: each call counted, the tokens kept (as a task item would hold them). */
class Functions {
  calls: Record<string, unknown[]> = {};
  tokens: string[] = [];
  lastFailures = 0;
  invoke = async (entry: string, event: unknown): Promise<unknown> => {
    const name = entry.replace('fake/', '');
    (this.calls[name] ??= []).push(event);
    const payload = event as { token?: string; who?: string };
    if (payload.token) this.tokens.push(payload.token);
    if (name === 'first') return { firstAt: 'first' };
    if (name === 'ask') return { asked: payload.who };
    if (name === 'last') {
      if (this.lastFailures > 0) {
        this.lastFailures -= 1;
        throw Object.assign(new Error('try again'), { name: 'Flaky' });
      }
      return { done: true, input: event };
    }
    return {};
  };
  count = (name: string) => this.calls[name]?.length ?? 0;
}

const running: StepFunctionsLocal[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function service(functions: Functions, stateDirectory: string | null = null, port = 0) {
  const local = await startStepFunctions({
    port,
    workflows: [STEPS, DEADLINES],
    invoke: functions.invoke,
    stateDirectory,
    credentials,
    region,
  });
  running.push(local);
  return { local, client: new SFNClient({ endpoint: local.endpoint, region, credentials }) };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { name: string; message: string; $metadata?: { httpStatusCode?: number } }) => ({
      name: error.name,
      message: error.message,
      status: error.$metadata?.httpStatusCode,
    }),
  );

async function historyOf(client: SFNClient, executionArn: string): Promise<HistoryEvent[]> {
  const events: HistoryEvent[] = [];
  let nextToken: string | undefined;
  do {
    const page = await client.send(
      new GetExecutionHistoryCommand({ executionArn, nextToken, maxResults: 1000 }),
    );
    events.push(...(page.events ?? []));
    nextToken = page.nextToken;
  } while (nextToken);
  return events;
}

const status = async (client: SFNClient, executionArn: string) =>
  (await client.send(new DescribeExecutionCommand({ executionArn }))).status;

describe('protocol', () => {
  it('refuses unsigned and wrongly signed calls as AWS does', async () => {
    const { local } = await service(new Functions());
    const unsigned = await fetch(local.endpoint, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    const wrong = new SFNClient({
      endpoint: local.endpoint,
      region,
      credentials: { ...credentials, secretAccessKey: 'x' },
    });
    expect(await errorOf(wrong.send(new ListStateMachinesCommand({})))).toMatchObject({
      name: 'InvalidSignatureException',
      status: 403,
    });
  });

  it("answers an operation it does not run with AWS's UnknownOperationException", async () => {
    const { client } = await service(new Functions());
    expect(await errorOf(client.send(new CreateActivityCommand({ name: 'a' })))).toMatchObject({
      name: 'UnknownOperationException',
      status: 400,
      message: 'AWSStepFunctions.CreateActivity is not supported by the local Step Functions',
    });
  });

  it("lists the registry's machines", async () => {
    const { client } = await service(new Functions());
    const { stateMachines } = await client.send(new ListStateMachinesCommand({}));
    expect(stateMachines?.map((m) => m.stateMachineArn)).toEqual([STEPS_ARN, DEADLINES_ARN]);
  });
});

describe('StartExecution', () => {
  it('refuses what Step Functions refuses, with its errors', async () => {
    const { client } = await service(new Functions());
    const start = (input: Record<string, unknown>) =>
      errorOf(client.send(new StartExecutionCommand({ stateMachineArn: STEPS_ARN, ...input })));
    expect(await start({ stateMachineArn: `${STEPS_ARN}-missing` })).toMatchObject({
      name: 'StateMachineDoesNotExist',
      message: `State Machine Does Not Exist: '${STEPS_ARN}-missing'`,
    });
    expect(await start({ stateMachineArn: 'not-an-arn' })).toMatchObject({ name: 'InvalidArn' });
    expect(await start({ name: 'has space' })).toMatchObject({ name: 'InvalidName' });
    expect(await start({ input: '{"unterminated"' })).toMatchObject({ name: 'InvalidExecutionInput' });
    expect(validExecutionName('a'.repeat(80))).toBe(true);
    expect(validExecutionName('a'.repeat(81))).toBe(false);
    expect(validExecutionName('tab\tname')).toBe(false);
    expect(validExecutionName('ok-name_1.2')).toBe(true);
  });

  it('is idempotent for the same name and input while it runs; the name is taken otherwise', async () => {
    const functions = new Functions();
    const { client } = await service(functions);
    const input = JSON.stringify({ who: 'reviewer' });
    const first = await client.send(
      new StartExecutionCommand({ stateMachineArn: STEPS_ARN, name: 'same', input }),
    );
    const again = await client.send(
      new StartExecutionCommand({ stateMachineArn: STEPS_ARN, name: 'same', input }),
    );
    expect(again.executionArn).toBe(first.executionArn);
    expect(again.startDate).toEqual(first.startDate);
    const other = await errorOf(
      client.send(
        new StartExecutionCommand({ stateMachineArn: STEPS_ARN, name: 'same', input: '{"who":"x"}' }),
      ),
    );
    expect(other).toMatchObject({
      name: 'ExecutionAlreadyExists',
      message: `Execution Already Exists: '${first.executionArn}'`,
    });
    await client.send(new StopExecutionCommand({ executionArn: first.executionArn }));
    // Closed: the same name is taken even with the same input.
    expect(
      await errorOf(
        client.send(new StartExecutionCommand({ stateMachineArn: STEPS_ARN, name: 'same', input })),
      ),
    ).toMatchObject({ name: 'ExecutionAlreadyExists' });
    expect(functions.count('first')).toBe(1);
  });
});

describe('an execution with a human step', () => {
  it('waits for its token, goes on with SendTaskSuccess, and refuses the token afterwards', async () => {
    const functions = new Functions();
    functions.lastFailures = 1;
    const { client } = await service(functions);
    const { executionArn } = await client.send(
      new StartExecutionCommand({ stateMachineArn: STEPS_ARN, input: JSON.stringify({ who: 'reviewer' }) }),
    );
    await until(() => functions.tokens.length === 1);
    const [token] = functions.tokens as [string];
    const asked = functions.calls.ask?.[0] as { token: string; execution: string; who: string };
    expect(asked).toEqual({ token, execution: executionArn, who: 'reviewer' });
    await until(async () =>
      (await historyOf(client, executionArn as string)).some((e) => e.type === 'TaskSubmitted'),
    );
    expect(await status(client, executionArn as string)).toBe('RUNNING');

    await client.send(new SendTaskHeartbeatCommand({ taskToken: token }));
    expect(
      await errorOf(client.send(new SendTaskSuccessCommand({ taskToken: token, output: '{"approved"' }))),
    ).toMatchObject({
      name: 'InvalidOutput',
    });
    await client.send(
      new SendTaskSuccessCommand({ taskToken: token, output: JSON.stringify({ approved: true }) }),
    );
    await until(async () => (await status(client, executionArn as string)) !== 'RUNNING');

    const described = await client.send(new DescribeExecutionCommand({ executionArn }));
    expect(described.status).toBe('SUCCEEDED');
    expect(JSON.parse(described.output as string)).toEqual({
      done: true,
      input: { who: 'reviewer', first: { firstAt: 'first' }, answer: { approved: true } },
    });
    // Last failed once with Flaky and was retried.
    expect([functions.count('first'), functions.count('ask'), functions.count('last')]).toEqual([1, 1, 2]);

    expect(
      await errorOf(client.send(new SendTaskSuccessCommand({ taskToken: token, output: '{}' }))),
    ).toMatchObject({
      name: 'TaskTimedOut',
      message: "Task Timed Out: 'Provided task does not exist anymore'",
    });
    expect(
      await errorOf(client.send(new SendTaskFailureCommand({ taskToken: 'not a token' }))),
    ).toMatchObject({
      name: 'InvalidToken',
    });
    const unknown = newTaskToken({ executionArn: executionArn as string, callId: 'Ask|nothing#1' });
    expect(await errorOf(client.send(new SendTaskHeartbeatCommand({ taskToken: unknown })))).toMatchObject({
      name: 'TaskDoesNotExist',
    });

    const events = await historyOf(client, executionArn as string);
    expect(events.map((e) => e.type)).toEqual([
      'ExecutionStarted',
      'TaskStateEntered',
      'LambdaFunctionScheduled',
      'LambdaFunctionStarted',
      'LambdaFunctionSucceeded',
      'TaskStateExited',
      'WaitStateEntered',
      'WaitStateExited',
      'TaskStateEntered',
      'TaskScheduled',
      'TaskStarted',
      'TaskSubmitted',
      'TaskSucceeded',
      'TaskStateExited',
      'TaskStateEntered',
      'TaskScheduled',
      'TaskStarted',
      'TaskFailed',
      'TaskScheduled',
      'TaskStarted',
      'TaskSucceeded',
      'TaskStateExited',
      'ExecutionSucceeded',
    ]);
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    const scheduled = events.find((e) => e.taskScheduledEventDetails?.resource === 'invoke.waitForTaskToken');
    expect(JSON.parse(scheduled?.taskScheduledEventDetails?.parameters as string)).toMatchObject({
      Payload: { token, who: 'reviewer' },
    });
    const failed = events.find((e) => e.type === 'TaskFailed')?.taskFailedEventDetails;
    expect(failed?.error).toBe('Flaky');
    expect(JSON.parse(failed?.cause as string)).toMatchObject({
      errorType: 'Flaky',
      errorMessage: 'try again',
    });
    // The retry waited its IntervalSeconds (1 s) after the failure.
    const retried = events.filter((e) => e.type === 'TaskScheduled').at(-1) as HistoryEvent;
    const failedAt = events.find((e) => e.type === 'TaskFailed')?.timestamp as Date;
    expect((retried.timestamp as Date).getTime() - failedAt.getTime()).toBeGreaterThanOrEqual(950);

    // Pages of 4, forwards and backwards, add up to the whole history; without data, no input.
    const pages: HistoryEvent[] = [];
    let nextToken: string | undefined;
    do {
      const page = await client.send(
        new GetExecutionHistoryCommand({ executionArn, maxResults: 4, reverseOrder: true, nextToken }),
      );
      expect(page.events?.length).toBeLessThanOrEqual(4);
      pages.push(...(page.events ?? []));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(pages.map((e) => e.id)).toEqual(events.map((e) => e.id).reverse());
    const bare = await client.send(
      new GetExecutionHistoryCommand({ executionArn, includeExecutionData: false }),
    );
    expect(bare.events?.[0]?.executionStartedEventDetails?.input).toBeUndefined();
    expect(
      await errorOf(client.send(new GetExecutionHistoryCommand({ executionArn, nextToken: 'bogus' }))),
    ).toMatchObject({ name: 'InvalidToken' });
  });

  it('fails into the Catch with SendTaskFailure', async () => {
    const functions = new Functions();
    const { client } = await service(functions);
    const { executionArn } = await client.send(
      new StartExecutionCommand({ stateMachineArn: STEPS_ARN, input: WHO }),
    );
    await until(() => functions.tokens.length === 1);
    await client.send(
      new SendTaskFailureCommand({ taskToken: functions.tokens[0], error: 'Rejected', cause: 'not yet' }),
    );
    await until(async () => (await status(client, executionArn as string)) !== 'RUNNING');
    const described = await client.send(new DescribeExecutionCommand({ executionArn }));
    expect(described).toMatchObject({
      status: 'FAILED',
      error: 'Rejected',
      cause: 'The reviewer rejected it.',
    });
    const types = (await historyOf(client, executionArn as string)).map((e) => e.type);
    expect(types.slice(-5)).toEqual([
      'TaskSubmitted',
      'TaskFailed',
      'TaskStateExited',
      'FailStateEntered',
      'ExecutionFailed',
    ]);
    expect(functions.count('last')).toBe(0);
  });

  it('fails with States.Runtime when a path names nothing in the input (no function called for it)', async () => {
    const functions = new Functions();
    const { client } = await service(functions);
    const { executionArn } = await client.send(new StartExecutionCommand({ stateMachineArn: STEPS_ARN }));
    await until(async () => (await status(client, executionArn as string)) !== 'RUNNING');
    const described = await client.send(new DescribeExecutionCommand({ executionArn }));
    expect(described).toMatchObject({ status: 'FAILED', error: 'States.Runtime' });
    expect(described.cause).toContain('$.who');
    expect(functions.count('ask')).toBe(0);
  });

  it('stops: ABORTED with its error and cause, its token no longer answered', async () => {
    const functions = new Functions();
    const { client } = await service(functions);
    const { executionArn } = await client.send(
      new StartExecutionCommand({ stateMachineArn: STEPS_ARN, name: 'to-stop', input: WHO }),
    );
    await until(() => functions.tokens.length === 1);
    const { stopDate } = await client.send(
      new StopExecutionCommand({ executionArn, error: 'Cancelled', cause: 'by a test' }),
    );
    expect(stopDate).toBeInstanceOf(Date);
    expect(await client.send(new DescribeExecutionCommand({ executionArn }))).toMatchObject({
      status: 'ABORTED',
      error: 'Cancelled',
      cause: 'by a test',
    });
    const events = await historyOf(client, executionArn as string);
    expect(events.at(-1)).toMatchObject({
      type: 'ExecutionAborted',
      executionAbortedEventDetails: { error: 'Cancelled', cause: 'by a test' },
    });
    expect(
      await errorOf(
        client.send(new SendTaskSuccessCommand({ taskToken: functions.tokens[0], output: '{}' })),
      ),
    ).toMatchObject({
      name: 'TaskTimedOut',
    });
    const aborted = await client.send(
      new ListExecutionsCommand({ stateMachineArn: STEPS_ARN, statusFilter: 'ABORTED' }),
    );
    expect(aborted.executions?.map((e) => e.name)).toEqual(['to-stop']);
    // Stopping it again changes nothing.
    const again = await client.send(new StopExecutionCommand({ executionArn }));
    expect(again.stopDate).toEqual(stopDate);
    expect(
      await errorOf(client.send(new DescribeExecutionCommand({ executionArn: `${executionArn}x` }))),
    ).toMatchObject({
      name: 'ExecutionDoesNotExist',
    });
  });

  it('times a step out: HeartbeatSeconds is a States.TaskFailed, TimeoutSeconds is not', async () => {
    const functions = new Functions();
    const { client } = await service(functions);
    const { executionArn } = await client.send(new StartExecutionCommand({ stateMachineArn: DEADLINES_ARN }));
    await until(() => functions.tokens.length === 1);
    // Heartbeats keep the step alive past its HeartbeatSeconds…
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await client.send(new SendTaskHeartbeatCommand({ taskToken: functions.tokens[0] }));
    }
    expect(functions.tokens).toHaveLength(1);
    // …until they stop; then Slow waits longer than its TimeoutSeconds.
    await until(async () => (await status(client, executionArn as string)) !== 'RUNNING', 8000);
    const described = await client.send(new DescribeExecutionCommand({ executionArn }));
    expect(described.status).toBe('SUCCEEDED');
    expect(JSON.parse(described.output as string)).toMatchObject({
      heartbeatCaught: { Error: 'States.HeartbeatTimeout' },
      timeoutCaught: { Error: 'States.Timeout' },
    });
    const timedOut = (await historyOf(client, executionArn as string)).filter(
      (e) => e.type === 'TaskTimedOut',
    );
    expect(timedOut.map((e) => e.taskTimedOutEventDetails?.error)).toEqual([
      'States.HeartbeatTimeout',
      'States.Timeout',
    ]);
    const [beatStart, beatEnd] = [
      (await historyOf(client, executionArn as string)).find((e) => e.type === 'TaskScheduled')
        ?.timestamp as Date,
      timedOut[0]?.timestamp as Date,
    ];
    expect(beatEnd.getTime() - beatStart.getTime()).toBeGreaterThanOrEqual(2400);
  });
});

describe('restart', () => {
  it('replays a waiting execution over the same directory: same token, no call made twice', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tubes-sfn-unit-'));
    dirs.push(dir);
    const before = new Functions();
    const first = await service(before, dir);
    const { executionArn } = await first.client.send(
      new StartExecutionCommand({ stateMachineArn: STEPS_ARN, name: 'survives', input: '{"who":"r"}' }),
    );
    await until(async () =>
      (await historyOf(first.client, executionArn as string)).some((e) => e.type === 'TaskSubmitted'),
    );
    const eventsBefore = await historyOf(first.client, executionArn as string);
    await first.local.stop();
    running.splice(running.indexOf(first.local), 1);

    const after = new Functions();
    const second = await service(after, dir);
    expect(await second.local.resume()).toBe(1);
    expect(await status(second.client, executionArn as string)).toBe('RUNNING');
    await client2Settled(second.client, executionArn as string, eventsBefore.length);
    await second.client.send(
      new SendTaskSuccessCommand({ taskToken: before.tokens[0], output: '{"approved":true}' }),
    );
    await until(async () => (await status(second.client, executionArn as string)) !== 'RUNNING');

    expect(await status(second.client, executionArn as string)).toBe('SUCCEEDED');
    // First and Ask ran before the restart only; Last after it only.
    expect([before.count('first'), before.count('ask'), before.count('last')]).toEqual([1, 1, 0]);
    expect([after.count('first'), after.count('ask'), after.count('last')]).toEqual([0, 0, 1]);
    const events = await historyOf(second.client, executionArn as string);
    expect(events.slice(0, eventsBefore.length).map((e) => e.type)).toEqual(eventsBefore.map((e) => e.type));
    expect(events.map((e) => e.type).filter((t) => t === 'TaskStateEntered')).toHaveLength(3);
    expect(events.map((e) => e.type).filter((t) => t === 'WaitStateExited')).toHaveLength(1);
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events.at(-1)?.type).toBe('ExecutionSucceeded');
  });

  it('resumes an interrupted Wait and continues to the human step once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tubes-sfn-unit-'));
    dirs.push(dir);
    const before = new Functions();
    const first = await service(before, dir);
    const { executionArn } = await first.client.send(
      new StartExecutionCommand({ stateMachineArn: STEPS_ARN, input: WHO }),
    );
    await until(async () =>
      (await historyOf(first.client, executionArn as string)).some((e) => e.type === 'WaitStateEntered'),
    );
    await first.local.stop();
    running.splice(running.indexOf(first.local), 1);
    expect(before.count('ask')).toBe(0);

    const after = new Functions();
    const second = await service(after, dir);
    await second.local.resume();
    await until(() => after.tokens.length === 1);
    expect([after.count('first'), after.count('ask')]).toEqual([0, 1]);
    const events = await historyOf(second.client, executionArn as string);
    expect(events.filter((e) => e.type === 'WaitStateEntered')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'WaitStateExited')).toHaveLength(1);
    await second.client.send(new StopExecutionCommand({ executionArn }));
  });
});

/** Waits until a replay has caught up (no new event appears for a moment). */
async function client2Settled(client: SFNClient, executionArn: string, atLeast: number): Promise<void> {
  let last = -1;
  await until(async () => {
    const count = (await historyOf(client, executionArn)).length;
    const settled = count === last && count >= atLeast;
    last = count;
    return settled;
  });
}
