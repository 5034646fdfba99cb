/**
 * Local AWS Step Functions (design.md §1, §8): the AWS JSON 1.0 API the SDK speaks (`X-Amz-Target:
 * AWSStepFunctions.<Operation>`, SigV4-signed for service `states`: unsigned or wrongly signed calls are
 * refused as AWS refuses them), answering from a table of operations:
 *   StartExecution, DescribeExecution, GetExecutionHistory, ListExecutions, StopExecution,
 *   SendTaskSuccess, SendTaskFailure, SendTaskHeartbeat, DescribeStateMachine, ListStateMachines
 * Anything else answers UnknownOperationException. The machines are the registry's (infra/workflows), run
 * by ./engine.ts on aws-local-stepfunctions with the same Lambda handlers. Listens on 127.0.0.1 only.
 */
import { AwsApiError, serveAwsJsonApi } from '../aws-json-api.js';
import type { SigV4Credentials } from '../sigv4.js';
import { ApiError, StepFunctionsEngine, type EngineOptions, MAX_PAYLOAD_BYTES } from './engine.js';
import { publicEvent } from './history.js';
import { localRoleArn } from './run.js';
import type { ExecutionRecord, ExecutionStatus } from './store.js';
import { pageOffset, pageToken } from './tokens.js';

/** Requests are small JSON documents (outputs and inputs up to 256 KB); a larger body is refused unread. */
const MAX_REQUEST_BYTES = 1024 * 1024;
const TARGET_PREFIX = 'AWSStepFunctions.';
const STATUSES: readonly ExecutionStatus[] = ['RUNNING', 'SUCCEEDED', 'FAILED', 'TIMED_OUT', 'ABORTED'];

export interface StepFunctionsLocalOptions extends Omit<EngineOptions, 'account'> {
  port: number;
  credentials: SigV4Credentials;
  account?: string;
}

export interface StepFunctionsLocal {
  endpoint: string;
  engine: StepFunctionsEngine;
  /** Runs again the executions a previous run of the service left running; resolves with how many. */
  resume(): Promise<number>;
  stop(): Promise<void>;
}

type Input = Record<string, unknown>;
type Operation = (input: Input) => unknown;

const seconds = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1000);

function validation(field: string, value: unknown, constraint: string): ApiError {
  return new ApiError(
    'ValidationException',
    `1 validation error detected: Value ${value === undefined ? 'null' : `'${String(value)}'`} at '${field}' failed to satisfy constraint: ${constraint}`,
  );
}

/** A required string of at most `max` characters. */
function text(input: Input, field: string, max: number, required: true): string;
function text(input: Input, field: string, max: number, required?: false): string | undefined;
function text(input: Input, field: string, max: number, required = false): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) {
    if (required) throw validation(field, undefined, 'Member must not be null');
    return undefined;
  }
  if (typeof value !== 'string') throw new ApiError('SerializationException', `${field} must be a string`);
  if (value.length > max) {
    throw validation(
      field,
      value.length > 40 ? `${value.slice(0, 40)}…` : value,
      `Member must have length less than or equal to ${max}`,
    );
  }
  return value;
}

/** maxResults (0 or absent: the default page of 100; at most 1000) and where the page starts. */
function page(input: Input, list: string): { size: number; offset: number } {
  const max = input.maxResults;
  if (max !== undefined && (!Number.isInteger(max) || (max as number) < 0 || (max as number) > 1000)) {
    throw validation('maxResults', max, 'Member must have value less than or equal to 1000');
  }
  const token = text(input, 'nextToken', 1024);
  const offset = token === undefined ? 0 : pageOffset(token, list);
  if (offset === null) throw new ApiError('InvalidToken', `Invalid Token: '${token}'`);
  return { size: (max as number) || 100, offset };
}

function executionSummary(record: ExecutionRecord) {
  return {
    executionArn: record.executionArn,
    stateMachineArn: record.stateMachineArn,
    name: record.name,
    status: record.status,
    startDate: seconds(record.startDate),
    ...(record.stopDate !== undefined ? { stopDate: seconds(record.stopDate) } : {}),
  };
}

function operations(engine: StepFunctionsEngine): Record<string, Operation> {
  return {
    async StartExecution(input) {
      const record = await engine.startExecution(
        text(input, 'stateMachineArn', 2048, true),
        text(input, 'name', 80),
        text(input, 'input', MAX_PAYLOAD_BYTES),
      );
      return { executionArn: record.executionArn, startDate: seconds(record.startDate) };
    },
    DescribeExecution(input) {
      const record = engine.describeExecution(text(input, 'executionArn', 2048, true));
      return {
        ...executionSummary(record),
        input: record.input,
        inputDetails: { included: true },
        ...(record.output !== undefined ? { output: record.output, outputDetails: { included: true } } : {}),
        ...(record.error !== undefined ? { error: record.error } : {}),
        ...(record.cause !== undefined ? { cause: record.cause } : {}),
      };
    },
    GetExecutionHistory(input) {
      const arn = text(input, 'executionArn', 2048, true);
      const events = engine.history(arn);
      const reverse = input.reverseOrder === true;
      const { size, offset } = page(input, `history:${arn}:${reverse}`);
      const ordered = reverse ? [...events].reverse() : events;
      const slice = ordered.slice(offset, offset + size);
      const includeData = input.includeExecutionData !== false;
      return {
        events: slice.map((event) => publicEvent(event, includeData)),
        ...(offset + size < ordered.length
          ? { nextToken: pageToken(`history:${arn}:${reverse}`, offset + size) }
          : {}),
      };
    },
    ListExecutions(input) {
      const machineArn = text(input, 'stateMachineArn', 2048, true);
      const status = input.statusFilter;
      if (status !== undefined && !STATUSES.includes(status as ExecutionStatus)) {
        throw validation(
          'statusFilter',
          status,
          `Member must satisfy enum value set: [${STATUSES.join(', ')}]`,
        );
      }
      const list = `executions:${machineArn}:${String(status ?? '')}`;
      const { size, offset } = page(input, list);
      const records = engine.listExecutions(machineArn, status as ExecutionStatus | undefined);
      return {
        executions: records.slice(offset, offset + size).map(executionSummary),
        ...(offset + size < records.length ? { nextToken: pageToken(list, offset + size) } : {}),
      };
    },
    async StopExecution(input) {
      const record = await engine.stopExecution(
        text(input, 'executionArn', 2048, true),
        text(input, 'error', 256),
        text(input, 'cause', 32768),
      );
      return { stopDate: seconds(record.stopDate) };
    },
    SendTaskSuccess(input) {
      engine.sendTaskSuccess(
        text(input, 'taskToken', 2048, true),
        text(input, 'output', MAX_PAYLOAD_BYTES, true),
      );
      return {};
    },
    SendTaskFailure(input) {
      engine.sendTaskFailure(
        text(input, 'taskToken', 2048, true),
        text(input, 'error', 256),
        text(input, 'cause', 32768),
      );
      return {};
    },
    SendTaskHeartbeat(input) {
      engine.sendTaskHeartbeat(text(input, 'taskToken', 2048, true));
      return {};
    },
    DescribeStateMachine(input) {
      const arn = text(input, 'stateMachineArn', 2048, true);
      const machine = engine.machines.get(arn);
      if (!machine) throw new ApiError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
      return {
        stateMachineArn: machine.arn,
        name: machine.name,
        status: 'ACTIVE',
        definition: JSON.stringify(machine.definition),
        roleArn: localRoleArn(machine.arn),
        type: 'STANDARD',
        creationDate: seconds(machine.createdAt),
        description: machine.workflow.description,
      };
    },
    ListStateMachines() {
      return {
        stateMachines: [...engine.machines.values()].map((m) => ({
          stateMachineArn: m.arn,
          name: m.name,
          type: 'STANDARD',
          creationDate: seconds(m.createdAt),
        })),
      };
    },
  };
}

export async function startStepFunctions(options: StepFunctionsLocalOptions): Promise<StepFunctionsLocal> {
  const engine = new StepFunctionsEngine({ ...options, account: options.account ?? '000000000000' });
  // The engine's refusals are the service's 400 answers.
  const operationTable = Object.fromEntries(
    Object.entries(operations(engine)).map(([name, operation]) => [
      name,
      async (input: Input) => {
        try {
          return await operation(input);
        } catch (error) {
          if (error instanceof ApiError) throw new AwsApiError(400, error.errorType, error.message);
          throw error;
        }
      },
    ]),
  );
  const { server, port } = await serveAwsJsonApi({
    name: 'the local Step Functions',
    port: options.port,
    signing: { credentials: options.credentials, region: options.region, service: 'states' },
    targetPrefix: TARGET_PREFIX,
    jsonVersion: '1.0',
    maxRequestBytes: MAX_REQUEST_BYTES,
    operations: operationTable,
  });

  return {
    endpoint: `http://localhost:${port}`,
    engine,
    resume: () => engine.resume(),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await engine.stop();
    },
  };
}
