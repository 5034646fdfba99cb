/**
 * One run of an execution on the interpreter (aws-local-stepfunctions), from its first state: a new
 * execution's, or a replay after a restart. Replay is deterministic: the same input through the same
 * definition reaches the same Task calls with the same inputs, and every call the execution already made
 * is answered from its record (run.ts hands each call to the service, which knows them) instead of running
 * its function again; finished Wait states and retry back-offs take no time; the interpreter's events that
 * are already in the history are not recorded twice. The run catches up with where the execution was —
 * typically a human step still waiting for its token — and goes on from there.
 *
 * A call is known by `<state>|<hash of its input>#<occurrence>`, so concurrent branches (Map iterations,
 * Parallel branches) that finish in another order in the replay still find their own records.
 */
import { createHash } from 'node:crypto';
import { ExecutionAbortedError, ExecutionError, StateMachine } from 'aws-local-stepfunctions';
import { eventsOfInterpreter, type InterpreterEvent, type NewEvent, type TaskOutcome } from './history.js';
import { TASK_TOKEN_MARKER, outcomeError } from './interpreter.js';
import type { LocalMachine, TaskStateInfo } from './machines.js';
import type { StoredExecution, WaitVisit } from './store.js';

export type RunResult =
  | { status: 'SUCCEEDED'; output: unknown }
  | { status: 'FAILED'; error?: string; cause?: string }
  /** Stopped from outside (StopExecution, a timeout, the service's shutdown): nothing to record. */
  | { status: 'INTERRUPTED' };

/** What a run needs of the service. */
export interface RunHost {
  appendEvent(execution: StoredExecution, event: NewEvent): void;
  /** A Task call's outcome: replayed from its record, awaited, or run now. */
  runTask(
    execution: StoredExecution,
    task: TaskStateInfo,
    input: unknown,
    callId: string,
  ): Promise<TaskOutcome>;
  saveWait(execution: StoredExecution, wait: WaitVisit): void;
}

export interface Run {
  /** Stops the interpreter (the execution's end, if any, is the caller's to record). */
  interrupt(): void;
  result: Promise<RunResult>;
}

/** The error a call of an interrupted run raises: neither retried nor caught, it unwinds the run. */
class RunInterrupted extends Error {
  readonly isRetryable = false;
  readonly isCatchable = false;
  override name = 'RunInterrupted';
}

/** A Task call's identity but its occurrence: its state and what it was given. */
export const callKey = (state: string, input: unknown) =>
  `${state}|${createHash('sha256').update(JSON.stringify(input)).digest('base64url').slice(0, 16)}`;

const bump = (counts: Map<string, number>, key: string) => {
  const next = (counts.get(key) ?? 0) + 1;
  counts.set(key, next);
  return next;
};

/** The Fail state's default message when it has no Cause (the execution then has no cause either). */
const FAIL_STATE_WITHOUT_CAUSE = 'Execution failed because of a Fail state';

function failure(error: unknown): RunResult {
  if (!(error instanceof Error)) return { status: 'FAILED', error: 'States.Runtime', cause: String(error) };
  return {
    status: 'FAILED',
    ...(error.name && error.name !== 'FailStateError' ? { error: error.name } : {}),
    ...(error.message && error.message !== FAIL_STATE_WITHOUT_CAUSE ? { cause: error.message } : {}),
  };
}

export function startRun(execution: StoredExecution, machine: LocalMachine, host: RunHost): Run {
  let interrupted = false;
  // What the execution recorded before this run: replayed, not repeated.
  const recordedSignatures = new Map<string, number>();
  for (const event of execution.events) if (event.signature) bump(recordedSignatures, event.signature);
  const recordedCalls = new Map<string, number>();
  for (const call of execution.calls.values()) bump(recordedCalls, call.state);
  const replayedCalls = new Map<string, number>();
  const occurrences = new Map<string, number>();
  // History order: a call's events follow its state's entry (or retry) in the interpreter's log.
  const callsStarted = new Map<string, number>();
  const entriesSeen = new Map<string, number>();
  const entryWaiters: { state: string; n: number; resolve: () => void }[] = [];
  const waitAsks = new Map<string, number>();
  const waitsSeen = new Map<string, number>();
  const caught = new Set<string>();

  const entrySeen = (state: string, n: number) =>
    (entriesSeen.get(state) ?? 0) >= n
      ? Promise.resolve()
      : new Promise<void>((resolve) => entryWaiters.push({ state, n, resolve }));

  async function callTask(task: TaskStateInfo, input: unknown): Promise<unknown> {
    if (interrupted) throw new RunInterrupted();
    await entrySeen(task.name, bump(callsStarted, task.name));
    if (interrupted) throw new RunInterrupted();
    const key = callKey(task.name, input);
    const callId = `${key}#${bump(occurrences, key)}`;
    if (execution.calls.has(callId)) bump(replayedCalls, task.name);
    const outcome = await host.runTask(execution, task, input, callId).catch((error: unknown) => {
      throw interrupted ? new RunInterrupted() : error;
    });
    if (interrupted) throw new RunInterrupted();
    if ('output' in outcome) return outcome.output;
    throw await outcomeError(outcome);
  }

  const handlers = Object.fromEntries(
    [...machine.tasks.values()].map((task) => [task.name, (input: unknown) => callTask(task, input)]),
  );
  // Read by the interpreter once per Wait visit: a finished wait takes no time, an interrupted one what is left.
  const waitTimeOverrides = new Proxy(
    {},
    {
      get(_, state) {
        if (typeof state !== 'string') return undefined;
        const visit = execution.waits.get(`${state}#${bump(waitAsks, state)}`);
        if (!visit) return undefined;
        if (visit.done) return 0;
        const seconds = machine.waitSeconds.get(state);
        return seconds === undefined ? undefined : Math.max(0, visit.enteredAt + seconds * 1000 - Date.now());
      },
    },
  );
  // Read when a state fails: while its next attempt is already on record, the back-off is replayed at once.
  const retryIntervalOverrides = new Proxy(
    {},
    {
      get(_, state) {
        if (typeof state !== 'string') return undefined;
        return (replayedCalls.get(state) ?? 0) < (recordedCalls.get(state) ?? 0) ? 0 : undefined;
      },
    },
  );

  const { record } = execution;
  const interpreter = new StateMachine(machine.interpreterDefinition as never, {
    validationOptions: { noValidate: true },
  });
  const running = interpreter.run(JSON.parse(record.input) as never, {
    overrides: { taskResourceLocalHandlers: handlers as never, waitTimeOverrides, retryIntervalOverrides },
    context: {
      Execution: {
        Id: record.executionArn,
        Name: record.name,
        RoleArn: localRoleArn(record.stateMachineArn),
      },
      StateMachine: { Id: record.stateMachineArn, Name: record.machine },
      Task: { Token: TASK_TOKEN_MARKER },
    },
  });

  function trackWaits(event: InterpreterEvent) {
    if (event.state?.type !== 'Wait') return;
    const name = event.state.name;
    if (event.type === 'StateEntered') {
      const key = `${name}#${bump(waitsSeen, name)}`;
      if (!execution.waits.has(key))
        host.saveWait(execution, { key, enteredAt: event.timestamp, done: false });
    } else if (event.type === 'StateExited') {
      const visit = execution.waits.get(`${name}#${waitsSeen.get(name) ?? 0}`);
      if (visit && !visit.done) host.saveWait(execution, { ...visit, done: true });
    }
  }

  const consumed = (async () => {
    for await (const event of running.eventLogs as AsyncIterable<InterpreterEvent>) {
      if ((event.type === 'StateEntered' || event.type === 'StateRetried') && event.state) {
        const seen = bump(entriesSeen, event.state.name);
        for (const waiter of entryWaiters.filter((w) => w.state === event.state?.name && w.n <= seen)) {
          entryWaiters.splice(entryWaiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      trackWaits(event);
      for (const historyEvent of eventsOfInterpreter(event, caught)) {
        const signature = `${historyEvent.type}|${JSON.stringify(historyEvent.details ?? null)}`;
        const recorded = recordedSignatures.get(signature) ?? 0;
        if (recorded > 0) {
          recordedSignatures.set(signature, recorded - 1);
          continue;
        }
        host.appendEvent(execution, { ...historyEvent, signature });
      }
    }
  })();

  const result = running.result.then(
    async (output): Promise<RunResult> => {
      await consumed;
      return interrupted ? { status: 'INTERRUPTED' } : { status: 'SUCCEEDED', output };
    },
    async (error: unknown): Promise<RunResult> => {
      await consumed;
      if (interrupted || error instanceof ExecutionAbortedError) return { status: 'INTERRUPTED' };
      return failure(error instanceof ExecutionError ? error.cause : error);
    },
  );

  return {
    interrupt() {
      if (interrupted) return;
      interrupted = true;
      running.abort();
      for (const waiter of entryWaiters.splice(0)) waiter.resolve();
    },
    result,
  };
}

/** The role the cloud's machine runs with (the local one needs none): what `$$.Execution.RoleArn` shows. */
export function localRoleArn(stateMachineArn: string): string {
  const [, , , region, account] = stateMachineArn.split(':');
  return `arn:aws:iam::${account}:role/tubes-local-states-${region}`;
}
