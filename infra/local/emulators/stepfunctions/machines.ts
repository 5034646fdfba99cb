/**
 * A registry entry (infra/workflows) as the local service runs it: its local ARN, the definition with each
 * `${…FunctionArn}` placeholder replaced by a local function ARN (which leads back to the handler module),
 * and what the service itself enforces for each Task state (its resource kind, TimeoutSeconds,
 * HeartbeatSeconds). The copy handed to the interpreter has its timeouts lifted: the service times tasks
 * and the execution from their recorded start, so a restart neither restarts nor loses a timeout.
 */
import { StateMachine } from 'aws-local-stepfunctions';
import {
  statesOf,
  taskResourceKind,
  unsupportedFeatures,
  type TaskResourceKind,
} from '../../../workflows/asl-rules.js';
import { definitionText, resolvedDefinition, type Workflow } from '../../../workflows/index.js';
import { localFunctionArn, stateMachineArn, type LocalArns } from './arns.js';

/** setTimeout's longest delay (~24.8 days): the interpreter's own task timer never fires before the service's. */
export const INTERPRETER_TIMEOUT_CEILING_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

export interface TaskStateInfo {
  name: string;
  kind: TaskResourceKind;
  /** A Resource that is a function ARN. */
  functionArn?: string;
  timeoutSeconds?: number;
  heartbeatSeconds?: number;
}

export interface LocalMachine {
  workflow: Workflow;
  name: string;
  arn: string;
  /** The definition as DescribeStateMachine shows it (placeholders substituted). */
  definition: Record<string, unknown>;
  /** The interpreter's copy (task and execution timeouts lifted). */
  interpreterDefinition: Record<string, unknown>;
  tasks: Map<string, TaskStateInfo>;
  /** Wait states with a fixed `Seconds` (a wait interrupted by a restart resumes for what is left). */
  waitSeconds: Map<string, number>;
  /** The execution's TimeoutSeconds, if any. */
  timeoutSeconds?: number;
  /** Local function ARN → handler module. */
  functionEntries: Map<string, string>;
  createdAt: number;
}

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

export function localMachine(workflow: Workflow, arns: LocalArns, now = Date.now()): LocalMachine {
  const findings = unsupportedFeatures(JSON.parse(definitionText(workflow)) as Record<string, unknown>);
  if (findings.length > 0) {
    throw new Error(`${workflow.definitionFile} cannot run locally:\n  ${findings.join('\n  ')}`);
  }
  const functionEntries = new Map<string, string>();
  const definition = resolvedDefinition(workflow, (placeholder) => {
    const arn = localFunctionArn(arns, workflow, placeholder);
    functionEntries.set(arn, (workflow.functions[placeholder] as { entry: string }).entry);
    return arn;
  });
  // The interpreter validates it as the cloud would (asl-validator with ARN and path checks).
  new StateMachine(definition as never);

  const interpreterDefinition = structuredClone(definition);
  const { TimeoutSeconds: executionTimeout, ...rest } = interpreterDefinition;
  const tasks = new Map<string, TaskStateInfo>();
  const waitSeconds = new Map<string, number>();
  for (const { name, state } of statesOf(rest)) {
    const editable = state as Record<string, unknown>;
    if (state.Type === 'Wait' && positive(state.Seconds)) waitSeconds.set(name, state.Seconds as number);
    if (state.Type !== 'Task') continue;
    const kind = taskResourceKind(state.Resource) as TaskResourceKind;
    const timeoutSeconds = positive(state.TimeoutSeconds);
    const heartbeatSeconds = positive(state.HeartbeatSeconds);
    tasks.set(name, {
      name,
      kind,
      ...(kind === 'lambda-function' ? { functionArn: state.Resource as string } : {}),
      ...(timeoutSeconds ? { timeoutSeconds } : {}),
      ...(heartbeatSeconds ? { heartbeatSeconds } : {}),
    });
    editable.TimeoutSeconds = INTERPRETER_TIMEOUT_CEILING_SECONDS;
    delete editable.HeartbeatSeconds;
  }
  const timeoutSeconds = positive(executionTimeout);
  return {
    workflow,
    name: workflow.name,
    arn: stateMachineArn(arns, workflow.name),
    definition,
    interpreterDefinition: rest,
    tasks,
    waitSeconds,
    ...(timeoutSeconds ? { timeoutSeconds } : {}),
    functionEntries,
    createdAt: now,
  };
}
