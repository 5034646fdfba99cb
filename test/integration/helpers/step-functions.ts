/**
 * A test file's own local Step Functions service over the registry entries it names (its own Lambda
 * runtime and state directory, as `npm start` brings up), for tests that stop and start it again over the
 * same directory and port: a restart of `npm start` while a token waits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetExecutionHistoryCommand, SFNClient, type HistoryEvent } from '@aws-sdk/client-sfn';
import { createLambdaRuntime } from '../../../infra/local/emulators/lambda/runtime.js';
import {
  startStepFunctions,
  type StepFunctionsLocal,
} from '../../../infra/local/emulators/stepfunctions/api.js';
import { stateMachineArn } from '../../../infra/local/emulators/stepfunctions/arns.js';
import { LOCAL_ACCOUNT_ID, LOCAL_CREDENTIALS, REGION } from '../../../infra/local/platform/config.js';
import { WORKFLOWS, type Workflow } from '../../../infra/workflows/index.js';

export interface OwnStepFunctions {
  /** The running service and a client of it (both new after a restart). */
  readonly service: StepFunctionsLocal;
  readonly client: SFNClient;
  /** Stops the service and starts it again over the same directory and port, with a new runtime. */
  restart(): Promise<void>;
  /** Stops the service and removes its directory. */
  stop(): Promise<void>;
}

export async function ownStepFunctions(workflows: readonly Workflow[]): Promise<OwnStepFunctions> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tubes-sfn-it-'));
  let port = 0;
  let service: StepFunctionsLocal;
  let client: SFNClient;
  const start = async () => {
    const runtime = createLambdaRuntime();
    service = await startStepFunctions({
      port,
      workflows: [...workflows],
      invoke: (entry, event, options) => runtime.invoke(entry, event, options),
      stateDirectory: dir,
      credentials: LOCAL_CREDENTIALS,
      region: REGION,
    });
    port = Number(new URL(service.endpoint).port);
    client = new SFNClient({ endpoint: service.endpoint, region: REGION, credentials: LOCAL_CREDENTIALS });
  };
  await start();
  return {
    get service() {
      return service;
    },
    get client() {
      return client;
    },
    async restart() {
      await service.stop();
      await start();
    },
    async stop() {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One registry machine on a file's own service, wired as the platform wires its functions: the SDK's
 * Step Functions endpoint and the machine's ARN variable point at it until `stop()` puts both back.
 */
export async function ownWorkflow(arnVariable: string): Promise<
  OwnStepFunctions & {
    /** The execution ARN of the run named `name`. */
    executionArn(name: string): string;
    /** The run's history, every event. */
    history(executionArn: string): Promise<HistoryEvent[]>;
  }
> {
  const workflow = WORKFLOWS.find((w) => w.arnVariable === arnVariable);
  if (!workflow) throw new Error(`no machine in the registry for ${arnVariable}`);
  const saved = { endpoint: process.env.AWS_ENDPOINT_URL_SFN, arn: process.env[arnVariable] };
  const own = await ownStepFunctions([workflow]);
  const arn = stateMachineArn({ region: REGION, account: LOCAL_ACCOUNT_ID }, workflow.name);
  process.env.AWS_ENDPOINT_URL_SFN = own.service.endpoint;
  process.env[arnVariable] = arn;
  return {
    get service() {
      return own.service;
    },
    get client() {
      return own.client;
    },
    restart: () => own.restart(),
    async stop() {
      await own.stop();
      process.env.AWS_ENDPOINT_URL_SFN = saved.endpoint;
      if (saved.arn === undefined) delete process.env[arnVariable];
      else process.env[arnVariable] = saved.arn;
    },
    executionArn: (name) => `${arn.replace(':stateMachine:', ':execution:')}:${name}`,
    async history(executionArn) {
      const answer = await own.client.send(
        new GetExecutionHistoryCommand({ executionArn, maxResults: 1000 }),
      );
      return answer.events ?? [];
    },
  };
}
