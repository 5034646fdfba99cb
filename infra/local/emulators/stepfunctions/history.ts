/**
 * An execution's history as GetExecutionHistory answers it: AWS's event types and their details. The
 * interpreter's own event log (aws-local-stepfunctions: StateEntered, StateExited, MapIteration…) becomes
 * `<Type>StateEntered`/`Exited`, Map and Parallel events; the Task states' events (TaskScheduled, Started,
 * Submitted, Succeeded, Failed, TimedOut, or LambdaFunction… for a Resource that is a function ARN) come
 * from the service, which runs the tasks itself.
 */
import type { TaskResourceKind } from '../../../workflows/asl-rules.js';

export interface HistoryEvent {
  /** Epoch milliseconds (the API answers seconds). */
  timestamp: number;
  type: string;
  id: number;
  previousEventId: number;
  /** `<camelCaseType>EventDetails` → its fields. */
  details?: Record<string, unknown>;
  /**
   * For events that come from the interpreter's log: what identifies them, so that replaying an execution
   * after a restart does not record them twice.
   */
  signature?: string;
}

export type NewEvent = Omit<HistoryEvent, 'id' | 'previousEventId' | 'timestamp'> & { timestamp?: number };

/** Event time in fractional milliseconds (the API's seconds keep the fraction; benchmarks read steps below 1 ms). */
export const eventClock = () => performance.timeOrigin + performance.now();

/** Step Functions' quota: the event that would pass it fails the execution. */
export const MAX_HISTORY_EVENTS = 25_000;

/** The interpreter's event log entries the service reads (aws-local-stepfunctions EventLog). */
export interface InterpreterEvent {
  type: string;
  timestamp: number;
  state?: { name: string; type: string; input?: unknown; output?: unknown };
  parentState?: { name: string; type: string };
  index?: number;
}

const json = (value: unknown) => JSON.stringify(value ?? null);
const dataDetails = (field: 'input' | 'output', value: unknown) => ({
  [field]: json(value),
  [`${field}Details`]: { truncated: false },
});

/**
 * The AWS events of one interpreter event (stamped when recorded, on the service's clock). `caught` holds
 * the Map/Parallel states whose failure a Catch took (their exit is no success).
 */
export function eventsOfInterpreter(event: InterpreterEvent, caught: Set<string>): NewEvent[] {
  const state = event.state;
  const iteration = (type: string): NewEvent[] => [
    {
      type,
      details: { name: event.parentState?.name, index: event.index },
    },
  ];
  switch (event.type) {
    case 'StateEntered': {
      if (!state) return [];
      const entered: NewEvent = {
        type: `${state.type}StateEntered`,
        details: { name: state.name, ...dataDetails('input', state.input) },
      };
      if (state.type === 'Parallel') return [entered, { type: 'ParallelStateStarted' }];
      return [entered];
    }
    case 'StateExited': {
      if (!state) return [];
      const exited: NewEvent = {
        type: `${state.type}StateExited`,
        details: { name: state.name, ...dataDetails('output', state.output) },
      };
      if ((state.type === 'Map' || state.type === 'Parallel') && !caught.delete(state.name)) {
        return [{ type: `${state.type}StateSucceeded` }, exited];
      }
      return [exited];
    }
    case 'StateFailed':
      return state && (state.type === 'Map' || state.type === 'Parallel')
        ? [{ type: `${state.type}StateFailed` }]
        : [];
    case 'StateCaught':
      if (state) caught.add(state.name);
      return [];
    case 'MapIterationStarted':
    case 'MapIterationSucceeded':
    case 'MapIterationFailed':
      return iteration(event.type);
    default:
      // ExecutionStarted/Succeeded/Failed/Aborted are the service's; StateRetried and branch events have
      // no event of their own in AWS's history (the next TaskScheduled shows a retry).
      return [];
  }
}

/** What a Task state's events say about its resource. */
export interface TaskEventResource {
  kind: TaskResourceKind;
  /** The function ARN (a Resource that is a function ARN). */
  functionArn?: string;
  region: string;
}

const taskResource = (r: TaskEventResource) => ({
  resourceType: 'lambda',
  resource: r.kind === 'lambda-invoke-callback' ? 'invoke.waitForTaskToken' : 'invoke',
});

/** TaskScheduled + TaskStarted (LambdaFunctionScheduled + LambdaFunctionStarted for a function ARN). */
export function scheduledEvents(
  r: TaskEventResource,
  parameters: unknown,
  limits: { timeoutSeconds?: number; heartbeatSeconds?: number },
): NewEvent[] {
  const timeouts = {
    ...(limits.timeoutSeconds ? { timeoutInSeconds: limits.timeoutSeconds } : {}),
    ...(limits.heartbeatSeconds ? { heartbeatInSeconds: limits.heartbeatSeconds } : {}),
  };
  if (r.kind === 'lambda-function') {
    return [
      {
        type: 'LambdaFunctionScheduled',
        details: { resource: r.functionArn, ...dataDetails('input', parameters), ...timeouts },
      },
      { type: 'LambdaFunctionStarted' },
    ];
  }
  return [
    {
      type: 'TaskScheduled',
      details: { ...taskResource(r), region: r.region, parameters: json(parameters), ...timeouts },
    },
    { type: 'TaskStarted', details: taskResource(r) },
  ];
}

/** A callback task's function returned: the task now waits for its token. */
export function submittedEvent(r: TaskEventResource, output: unknown): NewEvent {
  return { type: 'TaskSubmitted', details: { ...taskResource(r), ...dataDetails('output', output) } };
}

export type TaskOutcome = { output: unknown } | { error: string; cause?: string };

/** TaskSucceeded / TaskFailed / TaskTimedOut (or the LambdaFunction… events). */
export function outcomeEvent(r: TaskEventResource, outcome: TaskOutcome): NewEvent {
  const lambda = r.kind === 'lambda-function';
  if ('output' in outcome) {
    return {
      type: lambda ? 'LambdaFunctionSucceeded' : 'TaskSucceeded',
      details: { ...(lambda ? {} : taskResource(r)), ...dataDetails('output', outcome.output) },
    };
  }
  const timedOut = outcome.error === 'States.Timeout' || outcome.error === 'States.HeartbeatTimeout';
  const type = lambda
    ? timedOut
      ? 'LambdaFunctionTimedOut'
      : 'LambdaFunctionFailed'
    : timedOut
      ? 'TaskTimedOut'
      : 'TaskFailed';
  return {
    type,
    details: {
      ...(lambda ? {} : taskResource(r)),
      error: outcome.error,
      ...(outcome.cause !== undefined ? { cause: outcome.cause } : {}),
    },
  };
}

/** `TaskStateEntered` → `taskStateEnteredEventDetails` (AWS's member name for the type's details). */
export const detailsMember = (type: string): string => {
  // A few types name their details after a shorter event: AWS's API shapes.
  const shared: Record<string, string> = {
    StateEntered: 'stateEnteredEventDetails',
    StateExited: 'stateExitedEventDetails',
  };
  const suffix = /State(Entered|Exited)$/.exec(type);
  if (suffix) return shared[`State${suffix[1]}`] as string;
  return `${type.charAt(0).toLowerCase()}${type.slice(1)}EventDetails`;
};

/** Details members that carry execution data (left out when includeExecutionData is false). */
const DATA_FIELDS = ['input', 'inputDetails', 'output', 'outputDetails', 'parameters'];

/** The event as the API answers it. */
export function publicEvent(event: HistoryEvent, includeExecutionData: boolean): Record<string, unknown> {
  const details = event.details
    ? Object.fromEntries(
        Object.entries(event.details).filter(
          ([key, value]) => value !== undefined && (includeExecutionData || !DATA_FIELDS.includes(key)),
        ),
      )
    : undefined;
  return {
    timestamp: event.timestamp / 1000,
    type: event.type,
    id: event.id,
    previousEventId: event.previousEventId,
    ...(details && Object.keys(details).length > 0 ? { [detailsMember(event.type)]: details } : {}),
  };
}
