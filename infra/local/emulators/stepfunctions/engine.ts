/**
 * The local Step Functions service's state: the registry's machines, their executions (kept by
 * ./store.ts), the Task calls and their tokens, and the operations of the API in Step Functions' terms and
 * errors. Executions run on the interpreter (./run.ts); Task states are run here, so the service adds what
 * the interpreter lacks:
 * - `.waitForTaskToken`: the call gets a token (`$$.Task.Token` in its parameters), its function runs, and
 *   the step waits until SendTaskSuccess or SendTaskFailure names the token; TimeoutSeconds and
 *   HeartbeatSeconds (SendTaskHeartbeat resets it) end it with States.Timeout / States.HeartbeatTimeout;
 * - persistence: every call, its token and outcome are recorded before the interpreter sees them, so after a
 *   restart `resume()` replays each running execution to where it was — a waiting step waits on the same
 *   token — and no Task call that finished runs again.
 */
import { randomUUID } from 'node:crypto';
import type { Workflow } from '../../../workflows/index.js';
import {
  MAX_HISTORY_EVENTS,
  eventClock,
  outcomeEvent,
  scheduledEvents,
  submittedEvent,
  type HistoryEvent,
  type NewEvent,
  type TaskEventResource,
  type TaskOutcome,
} from './history.js';
import { interpreterReady, withTaskToken } from './interpreter.js';
import { executionArn, type LocalArns } from './arns.js';
import { localMachine, type LocalMachine, type TaskStateInfo } from './machines.js';
import { localRoleArn, startRun, type Run, type RunResult } from './run.js';
import {
  executionStore,
  type ExecutionRecord,
  type ExecutionStatus,
  type StoredExecution,
  type TaskCall,
} from './store.js';
import { newTaskToken, parseTaskToken } from './tokens.js';

/** An error the API answers with Step Functions' error type. */
export class ApiError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

/** Runs a Task state's function (the platform's Lambda runtime). */
export type Invoke = (entry: string, event: unknown, options: { functionName: string }) => Promise<unknown>;

export interface EngineOptions extends LocalArns {
  workflows: readonly Workflow[];
  invoke: Invoke;
  /** Where executions are kept; null keeps them in memory. */
  stateDirectory: string | null;
  log?: (line: string) => void;
}

/** Step Functions' limit on a state's input and output, and on an execution's input. */
export const MAX_PAYLOAD_BYTES = 262_144;

interface Live extends StoredExecution {
  machine: LocalMachine;
  run?: Run;
  /** Calls the run waits for. */
  waiting: Map<string, { resolve(outcome: TaskOutcome): void; reject(error: Error): void }>;
  timers: Map<string, () => void>;
}

/** setTimeout for any delay (its own limit is ~24.8 days); returns the cancel. */
function after(ms: number, run: () => void): () => void {
  const step = Math.min(Math.max(0, ms), 2 ** 31 - 1);
  let cancel: () => void = () => undefined;
  const handle = setTimeout(() => {
    if (ms > step) cancel = after(ms - step, run);
    else run();
  }, step);
  handle.unref();
  cancel = () => clearTimeout(handle);
  return () => cancel();
}

/**
 * Step Functions' rules for a name: 1–80 characters, no whitespace, brackets, wildcards, the specials
 * " # % \\ ^ | ~ ` $ & , ; : / and no control characters.
 */
export function validExecutionName(name: string): boolean {
  if (name.length < 1 || name.length > 80 || /[\s<>{}[\]?*"#%\\^|~`$&,;:/]/.test(name)) return false;
  return [...name].every((c) => {
    const code = c.codePointAt(0) as number;
    return code >= 0x20 && (code < 0x7f || code > 0x9f);
  });
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null));

/** What a function's failure is to Step Functions: its errorType, and Lambda's error document as cause. */
function lambdaFailure(error: unknown): TaskOutcome {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  // The runtime's refusals (infra/local/emulators/lambda/runtime.ts) as Step Functions reports them.
  const errorType =
    name === 'TimedOut'
      ? 'Sandbox.Timedout'
      : name === 'RequestTooLargeException' || name === 'ResponseSizeTooLarge'
        ? `Lambda.${name}`
        : name;
  const trace =
    error instanceof Error
      ? (error.stack ?? '')
          .split('\n')
          .slice(1)
          .map((l) => l.trim())
      : [];
  return { error: errorType, cause: JSON.stringify({ errorMessage: message, errorType, trace }) };
}

export class StepFunctionsEngine {
  readonly machines = new Map<string, LocalMachine>();
  private readonly executions = new Map<string, Live>();
  private readonly store;
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly options: EngineOptions) {
    for (const workflow of options.workflows) {
      const machine = localMachine(workflow, options);
      this.machines.set(machine.arn, machine);
    }
    this.store = executionStore(options.stateDirectory);
    for (const stored of this.store.load()) {
      const machine = this.machines.get(stored.record.stateMachineArn);
      if (!machine) {
        options.log?.(
          `stepfunctions: ${stored.record.executionArn} belongs to no registered machine: left out`,
        );
        continue;
      }
      this.executions.set(stored.record.executionArn, {
        ...stored,
        machine,
        waiting: new Map(),
        timers: new Map(),
      });
    }
  }

  /** Runs again every execution a previous run of the service left running (after the handlers' environment is set). */
  async resume(): Promise<number> {
    await interpreterReady();
    let resumed = 0;
    for (const execution of this.executions.values()) {
      // Not running, or already being run (resume is called once per start; a second call changes nothing).
      if (execution.record.status !== 'RUNNING' || execution.run) continue;
      this.armExecutionTimeout(execution);
      for (const call of execution.calls.values()) if (!call.outcome) this.armCallTimers(execution, call);
      this.startRun(execution);
      resumed += 1;
    }
    return resumed;
  }

  /** Stops every run without ending its execution (a restart resumes them); waits for running functions. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const execution of this.executions.values()) this.interrupt(execution);
    await Promise.allSettled([...this.inFlight]);
    this.store.close();
  }

  // ---- operations --------------------------------------------------------------------------------------

  async startExecution(machineArn: string, name: string | undefined, input: string | undefined) {
    await interpreterReady();
    const machine = this.machineOf(machineArn);
    const executionName = name ?? randomUUID();
    if (!validExecutionName(executionName)) {
      throw new ApiError('InvalidName', `Invalid Name: '${executionName}'`);
    }
    const text = input ?? '{}';
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
      throw new ApiError(
        'ValidationException',
        `1 validation error detected: Value at 'input' failed to satisfy constraint: Member must have length less than or equal to ${MAX_PAYLOAD_BYTES}`,
      );
    }
    try {
      JSON.parse(text);
    } catch (error) {
      throw new ApiError(
        'InvalidExecutionInput',
        `Invalid State Machine Execution Input: '${(error as Error).message}'`,
      );
    }
    const arn = executionArn(this.options, machine.name, executionName);
    const existing = this.executions.get(arn);
    if (existing) {
      // Same name and input while it runs: the same execution; otherwise the name is taken.
      if (existing.record.status === 'RUNNING' && existing.record.input === text) return existing.record;
      throw new ApiError('ExecutionAlreadyExists', `Execution Already Exists: '${arn}'`);
    }
    const execution: Live = {
      record: {
        executionArn: arn,
        stateMachineArn: machine.arn,
        machine: machine.name,
        name: executionName,
        input: text,
        startDate: eventClock(),
        status: 'RUNNING',
      },
      events: [],
      calls: new Map(),
      waits: new Map(),
      machine,
      waiting: new Map(),
      timers: new Map(),
    };
    this.executions.set(arn, execution);
    this.store.record(execution);
    this.appendEvent(execution, {
      type: 'ExecutionStarted',
      timestamp: execution.record.startDate,
      details: {
        input: text,
        inputDetails: { truncated: false },
        roleArn: localRoleArn(machine.arn),
      },
    });
    this.armExecutionTimeout(execution);
    this.startRun(execution);
    return execution.record;
  }

  describeExecution(arn: string): ExecutionRecord {
    return this.executionOf(arn).record;
  }

  history(arn: string): readonly HistoryEvent[] {
    return this.executionOf(arn).events;
  }

  listExecutions(machineArn: string, status?: ExecutionStatus): ExecutionRecord[] {
    const machine = this.machineOf(machineArn);
    return [...this.executions.values()]
      .map((e) => e.record)
      .filter((r) => r.stateMachineArn === machine.arn && (!status || r.status === status))
      .sort((a, b) => b.startDate - a.startDate);
  }

  async stopExecution(arn: string, error?: string, cause?: string): Promise<ExecutionRecord> {
    const execution = this.executionOf(arn);
    // A closed execution stays as it ended.
    if (execution.record.status === 'RUNNING') {
      await this.end(execution, {
        status: 'ABORTED',
        ...(error !== undefined ? { error } : {}),
        ...(cause !== undefined ? { cause } : {}),
      });
    }
    return execution.record;
  }

  sendTaskSuccess(token: string, output: string): void {
    const { execution, call } = this.openCall(token);
    let value: unknown;
    try {
      value = JSON.parse(output);
    } catch (error) {
      throw new ApiError('InvalidOutput', `Invalid Output: '${(error as Error).message}'`);
    }
    this.complete(execution, call, { output: value });
  }

  sendTaskFailure(token: string, error?: string, cause?: string): void {
    const { execution, call } = this.openCall(token);
    this.complete(execution, call, { error: error ?? '', ...(cause !== undefined ? { cause } : {}) });
  }

  sendTaskHeartbeat(token: string): void {
    const { execution, call } = this.openCall(token);
    call.lastHeartbeat = Date.now();
    this.store.call(execution, call);
    this.armCallTimers(execution, call);
  }

  // ---- executions --------------------------------------------------------------------------------------

  private machineOf(arn: string): LocalMachine {
    if (!/^arn:aws:states:[a-z0-9-]+:\d{12}:stateMachine:[^:]+$/.test(arn)) {
      throw new ApiError('InvalidArn', `Invalid Arn: 'Resource type not valid in this context: ${arn}'`);
    }
    const machine = this.machines.get(arn);
    if (!machine) throw new ApiError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
    return machine;
  }

  private executionOf(arn: string): Live {
    if (!/^arn:aws:states:[a-z0-9-]+:\d{12}:execution:[^:]+:[^:]+$/.test(arn)) {
      throw new ApiError('InvalidArn', `Invalid Arn: 'Resource type not valid in this context: ${arn}'`);
    }
    const execution = this.executions.get(arn);
    if (!execution) throw new ApiError('ExecutionDoesNotExist', `Execution Does Not Exist: '${arn}'`);
    return execution;
  }

  private startRun(execution: Live): void {
    const run = startRun(execution, execution.machine, {
      appendEvent: (e, event) => this.appendEvent(e as Live, event),
      runTask: (e, task, input, callId) => this.runTask(e as Live, task, input, callId),
      saveWait: (e, wait) => {
        e.waits.set(wait.key, wait);
        this.store.wait(e, wait);
      },
    });
    execution.run = run;
    void run.result.then((result) => {
      if (execution.run === run && result.status !== 'INTERRUPTED') return this.end(execution, result);
    });
  }

  /** Stops the interpreter's run; the calls it waits for give up (their records stay). */
  private interrupt(execution: Live): void {
    execution.run?.interrupt();
    for (const cancel of execution.timers.values()) cancel();
    execution.timers.clear();
    for (const waiter of execution.waiting.values()) waiter.reject(new Error('interrupted'));
    execution.waiting.clear();
  }

  private async end(
    execution: Live,
    result:
      | Exclude<RunResult, { status: 'INTERRUPTED' }>
      | { status: 'ABORTED' | 'TIMED_OUT'; error?: string; cause?: string },
  ): Promise<void> {
    if (execution.record.status !== 'RUNNING') return;
    const stopDate = eventClock();
    const { status } = result;
    const error = 'error' in result ? result.error : undefined;
    const cause = 'cause' in result ? result.cause : undefined;
    const output = 'output' in result ? JSON.stringify(result.output ?? null) : undefined;
    // Closed from here: late outcomes and tokens change nothing.
    execution.record = {
      ...execution.record,
      status,
      stopDate,
      ...(output !== undefined ? { output } : {}),
      ...(error !== undefined ? { error } : {}),
      ...(cause !== undefined ? { cause } : {}),
    };
    const run = execution.run;
    this.interrupt(execution);
    // The interpreter's events up to the stop come before the execution's last one.
    if (run && (status === 'ABORTED' || status === 'TIMED_OUT' || status === 'FAILED')) await run.result;
    const failure = { ...(error !== undefined ? { error } : {}), ...(cause !== undefined ? { cause } : {}) };
    const last: Record<string, NewEvent> = {
      SUCCEEDED: {
        type: 'ExecutionSucceeded',
        details: { output, outputDetails: { truncated: false } },
      },
      FAILED: { type: 'ExecutionFailed', details: failure },
      ABORTED: { type: 'ExecutionAborted', details: failure },
      TIMED_OUT: { type: 'ExecutionTimedOut', details: failure },
    };
    this.appendEvent(execution, { ...(last[status] as NewEvent), timestamp: stopDate }, true);
    this.store.record(execution);
    this.options.log?.(
      `stepfunctions: ${execution.record.executionArn} ${status}${error ? ` (${error})` : ''}`,
    );
  }

  private armExecutionTimeout(execution: Live): void {
    const seconds = execution.machine.timeoutSeconds;
    if (!seconds) return;
    const cancel = after(execution.record.startDate + seconds * 1000 - Date.now(), () => {
      void this.end(execution, { status: 'TIMED_OUT', error: 'States.Timeout' });
    });
    execution.timers.set('execution', cancel);
  }

  private appendEvent(execution: Live, event: NewEvent, last = false): void {
    if (!last && execution.events.length >= MAX_HISTORY_EVENTS - 1) {
      void this.end(execution, {
        status: 'FAILED',
        error: 'States.Runtime',
        cause: `The execution reached the maximum number of history events (${MAX_HISTORY_EVENTS}).`,
      });
      return;
    }
    const id = execution.events.length + 1;
    const stored: HistoryEvent = {
      ...event,
      timestamp: event.timestamp ?? eventClock(),
      id,
      previousEventId: id - 1,
    };
    execution.events.push(stored);
    this.store.event(execution, stored);
  }

  // ---- task calls --------------------------------------------------------------------------------------

  private resourceOf(task: TaskStateInfo): TaskEventResource {
    return {
      kind: task.kind,
      region: this.options.region,
      ...(task.functionArn ? { functionArn: task.functionArn } : {}),
    };
  }

  /** A call of the run: its recorded outcome, or its wait, or the call made now. */
  private runTask(
    execution: Live,
    task: TaskStateInfo,
    input: unknown,
    callId: string,
  ): Promise<TaskOutcome> {
    let call = execution.calls.get(callId);
    if (call?.outcome) return Promise.resolve(call.outcome);
    if (!call) {
      call = {
        id: callId,
        state: task.name,
        scheduledAt: Date.now(),
        ...(task.timeoutSeconds ? { timeoutSeconds: task.timeoutSeconds } : {}),
        ...(task.heartbeatSeconds ? { heartbeatSeconds: task.heartbeatSeconds } : {}),
        ...(task.kind === 'lambda-invoke-callback'
          ? { token: newTaskToken({ executionArn: execution.record.executionArn, callId }) }
          : {}),
      };
      execution.calls.set(callId, call);
      this.store.call(execution, call);
      const parameters = call.token ? withTaskToken(input, call.token) : input;
      for (const event of scheduledEvents(this.resourceOf(task), parameters, task))
        this.appendEvent(execution, event);
      this.armCallTimers(execution, call);
      this.invokeFunction(execution, task, call, parameters);
    } else if (!call.submitted) {
      // A restart came while its function ran: it runs again (at least once, as Lambda's own retries).
      const parameters = call.token ? withTaskToken(input, call.token) : input;
      this.invokeFunction(execution, task, call, parameters);
    }
    const open = call;
    return new Promise<TaskOutcome>((resolve, reject) => {
      if (open.outcome) resolve(open.outcome);
      else execution.waiting.set(open.id, { resolve, reject });
    });
  }

  private invokeFunction(execution: Live, task: TaskStateInfo, call: TaskCall, parameters: unknown): void {
    const viaInvoke = task.kind !== 'lambda-function';
    const request = (parameters ?? {}) as { FunctionName?: unknown; Payload?: unknown };
    const arn = viaInvoke ? String(request.FunctionName) : (task.functionArn as string);
    const payload = viaInvoke ? (request.Payload ?? {}) : parameters;
    const entry = execution.machine.functionEntries.get(arn);
    if (!entry) {
      this.complete(execution, call, {
        error: 'Lambda.ResourceNotFoundException',
        cause: `Function not found: ${arn}`,
      });
      return;
    }
    const requestId = randomUUID();
    const functionName = arn.split(':')[6] as string;
    const invocation = this.options.invoke(entry, payload, { functionName }).then(
      (result) => {
        if (call.outcome || execution.record.status !== 'RUNNING') return;
        if (bytes(result) > MAX_PAYLOAD_BYTES) {
          this.complete(execution, call, {
            error: 'States.DataLimitExceeded',
            cause:
              'The state/task returned a result with a size exceeding the maximum number of bytes service limit.',
          });
          return;
        }
        const output = viaInvoke
          ? {
              ExecutedVersion: '$LATEST',
              Payload: result ?? null,
              SdkHttpMetadata: { HttpStatusCode: 200 },
              SdkResponseMetadata: { RequestId: requestId },
              StatusCode: 200,
            }
          : (result ?? null);
        if (task.kind !== 'lambda-invoke-callback') {
          this.complete(execution, call, { output });
          return;
        }
        call.submitted = true;
        this.store.call(execution, call);
        this.appendEvent(execution, submittedEvent(this.resourceOf(task), output));
      },
      (error: unknown) => this.complete(execution, call, lambdaFailure(error)),
    );
    this.inFlight.add(invocation);
    void invocation.finally(() => this.inFlight.delete(invocation));
  }

  /** The call's outcome, once: recorded, its event appended, the run told. */
  private complete(execution: Live, call: TaskCall, outcome: TaskOutcome): void {
    if (call.outcome || execution.record.status !== 'RUNNING') return;
    call.outcome = outcome;
    this.store.call(execution, call);
    for (const key of [`${call.id}:timeout`, `${call.id}:heartbeat`]) {
      execution.timers.get(key)?.();
      execution.timers.delete(key);
    }
    const task = execution.machine.tasks.get(call.state) as TaskStateInfo;
    this.appendEvent(execution, outcomeEvent(this.resourceOf(task), outcome));
    execution.waiting.get(call.id)?.resolve(outcome);
    execution.waiting.delete(call.id);
  }

  /** TimeoutSeconds from the call's start, HeartbeatSeconds from its last heartbeat: across restarts. */
  private armCallTimers(execution: Live, call: TaskCall): void {
    if (this.stopped) return;
    const arm = (kind: 'timeout' | 'heartbeat', dueAt: number, error: string) => {
      const key = `${call.id}:${kind}`;
      execution.timers.get(key)?.();
      execution.timers.set(
        key,
        after(dueAt - Date.now(), () => this.complete(execution, call, { error })),
      );
    };
    if (call.timeoutSeconds) arm('timeout', call.scheduledAt + call.timeoutSeconds * 1000, 'States.Timeout');
    if (call.heartbeatSeconds) {
      arm(
        'heartbeat',
        (call.lastHeartbeat ?? call.scheduledAt) + call.heartbeatSeconds * 1000,
        'States.HeartbeatTimeout',
      );
    }
  }

  /** The open call a task token names, or Step Functions' error for it. */
  private openCall(token: string): { execution: Live; call: TaskCall } {
    const ref = parseTaskToken(token);
    if (!ref) throw new ApiError('InvalidToken', "Invalid Token: 'Invalid token'");
    const execution = this.executions.get(ref.executionArn);
    const call = execution?.calls.get(ref.callId);
    if (!execution || !call || call.token !== token) {
      throw new ApiError(
        'TaskDoesNotExist',
        'Task Does Not Exist: the task token names no task of this service',
      );
    }
    if (call.outcome || execution.record.status !== 'RUNNING') {
      throw new ApiError('TaskTimedOut', "Task Timed Out: 'Provided task does not exist anymore'");
    }
    return { execution, call };
  }
}
