/**
 * What the service needs of aws-local-stepfunctions beyond its public API (pinned at 3.0.0):
 * - the class of its `States.Timeout` error: a task timed out by the service must be that class, since the
 *   interpreter lets `States.TaskFailed` catch every error but an instance of it (as Step Functions does);
 *   the class is not exported, so it is read once from a task the interpreter itself times out;
 * - a stand-in for `$$.Task.Token`: the interpreter has no task tokens, so the context carries a marker
 *   that the service replaces with the call's own token in the task's parameters.
 */
import { ExecutionError, StateMachine } from 'aws-local-stepfunctions';
import type { TaskOutcome } from './history.js';

/** What `$$.Task.Token` evaluates to inside the interpreter; each call's parameters get its real token. */
export const TASK_TOKEN_MARKER = '#local-task-token#';

type ErrorClass = new () => Error;

async function probeTimeoutErrorClass(): Promise<ErrorClass> {
  const probe = new StateMachine(
    {
      StartAt: 'Probe',
      States: {
        Probe: {
          Type: 'Task',
          Resource: 'arn:aws:lambda:us-east-1:000000000000:function:probe',
          TimeoutSeconds: 0.001,
          End: true,
        },
      },
    },
    { validationOptions: { noValidate: true } },
  );
  const run = probe.run(null, {
    overrides: { taskResourceLocalHandlers: { Probe: () => new Promise(() => undefined) } },
  });
  const error = await run.result.then(
    () => null,
    (e: unknown) => (e instanceof ExecutionError ? (e.cause as Error) : null),
  );
  if (!error || error.name !== 'States.Timeout') {
    throw new Error(
      'aws-local-stepfunctions no longer times out a task with States.Timeout: check its version',
    );
  }
  return error.constructor as ErrorClass;
}

let timeoutErrorClass: Promise<ErrorClass> | undefined;

/** Loads what the service reads of the interpreter (once per process). */
export function interpreterReady(): Promise<ErrorClass> {
  timeoutErrorClass ??= probeTimeoutErrorClass();
  return timeoutErrorClass;
}

/** The error a failed task outcome raises in the interpreter (its name is what Retry and Catch match). */
export async function outcomeError(outcome: Extract<TaskOutcome, { error: string }>): Promise<Error> {
  if (outcome.error === 'States.Timeout') {
    const TimeoutError = await interpreterReady();
    const error = new TimeoutError();
    error.message = outcome.cause ?? '';
    return error;
  }
  const error = new Error(outcome.cause ?? '');
  error.name = outcome.error;
  return error;
}

/** Every occurrence of the marker in the task's parameters replaced by its token. */
export function withTaskToken(value: unknown, token: string): unknown {
  if (typeof value === 'string') return value.split(TASK_TOKEN_MARKER).join(token);
  if (Array.isArray(value)) return value.map((item) => withTaskToken(item, token));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withTaskToken(v, token)]));
  }
  return value;
}
