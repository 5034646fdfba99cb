/**
 * State-machine step latency on the local Step Functions service (issue 13 benchmark): a 5-step machine
 * (five lambda:invoke Task states in a row, a handler that adds one) run N times one after the other
 * through @aws-sdk/client-sfn, with the platform's Lambda runtime and persistence on (every event and call
 * appended to the execution's file, as `npm start` does). Printed: p50/p99 of the whole execution (from
 * StartExecution sent to SUCCEEDED seen, and ExecutionStarted → ExecutionSucceeded in its history), of a
 * step (TaskStateEntered → TaskStateExited), of the function call inside it (TaskScheduled →
 * TaskSucceeded) and of the engine's own part of a step (step − call), the history read from the service
 * in-process (its timestamps keep fractions of a millisecond; the API's Dates round them to milliseconds).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { createLambdaRuntime } from '../../infra/local/emulators/lambda/runtime.js';
import { startStepFunctions } from '../../infra/local/emulators/stepfunctions/api.js';
import { stateMachineArn } from '../../infra/local/emulators/stepfunctions/arns.js';
import type { HistoryEvent } from '../../infra/local/emulators/stepfunctions/history.js';
import type { Workflow } from '../../infra/workflows/index.js';
import { formatTable, percentile } from './stats.js';

const RUNS = Number(process.env.BENCH_SFN_RUNS ?? 200);
const WARM_UP = 10;
const region = 'us-east-1';
const account = '000000000000';
const credentials = { accessKeyId: 'bench', secretAccessKey: 'bench' };

const FIVE_STEPS: Workflow = {
  name: 'bench-five-steps',
  description: 'Benchmark: five Lambda steps in a row',
  definitionFile: 'test/bench/workflow/five-steps.asl.json',
  functions: { StepFunctionArn: { entry: 'test/bench/workflow/step.ts', description: 'adds one' } },
  arnVariable: 'BENCH_FIVE_STEPS_STATE_MACHINE_ARN',
};

const ms = (event: HistoryEvent | undefined) => event?.timestamp ?? Number.NaN;

export async function stepFunctionsLatency(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tubes-bench-sfn-'));
  const runtime = createLambdaRuntime();
  const service = await startStepFunctions({
    port: 0,
    workflows: [FIVE_STEPS],
    invoke: (entry, event, options) => runtime.invoke(entry, event, options),
    stateDirectory: dir,
    credentials,
    region,
    account,
  });
  const client = new SFNClient({ endpoint: service.endpoint, region, credentials });
  const machineArn = stateMachineArn({ region, account }, FIVE_STEPS.name);
  const whole: number[] = [];
  const wholeHistory: number[] = [];
  const steps: number[] = [];
  const calls: number[] = [];
  const engine: number[] = [];
  const startUp: number[] = [];
  const between: number[] = [];
  const ending: number[] = [];
  try {
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const t0 = performance.now();
      const { executionArn } = await client.send(
        new StartExecutionCommand({ stateMachineArn: machineArn, input: JSON.stringify({ n: 0 }) }),
      );
      // In-process status check (no HTTP), every turn of the event loop.
      while (service.engine.describeExecution(executionArn as string).status === 'RUNNING') {
        await new Promise((resolve) => setImmediate(resolve));
      }
      const t1 = performance.now();
      const record = service.engine.describeExecution(executionArn as string);
      if (record.status !== 'SUCCEEDED' || record.output !== '{"n":5}') {
        throw new Error(
          `the bench machine ended ${record.status}: ${record.error ?? ''} ${record.cause ?? ''}`,
        );
      }
      if (i < WARM_UP) continue;
      whole.push(t1 - t0);
      const events = service.engine.history(executionArn as string);
      wholeHistory.push(ms(events.at(-1)) - ms(events[0]));
      ending.push(ms(events.at(-1)) - ms(events.findLast((x) => x.type === 'TaskStateExited')));
      startUp.push(ms(events.find((x) => x.type === 'TaskStateEntered')) - ms(events[0]));
      for (let e = 1; e < events.length; e++) {
        if (events[e]?.type === 'TaskStateEntered' && events[e - 1]?.type === 'TaskStateExited') {
          between.push(ms(events[e]) - ms(events[e - 1]));
        }
      }
      for (let e = 0; e < events.length; e++) {
        if (events[e]?.type !== 'TaskStateEntered') continue;
        const exit = events.slice(e).find((x) => x.type === 'TaskStateExited');
        const scheduled = events.slice(e).find((x) => x.type === 'TaskScheduled');
        const succeeded = events.slice(e).find((x) => x.type === 'TaskSucceeded');
        const step = ms(exit) - ms(events[e]);
        const call = ms(succeeded) - ms(scheduled);
        steps.push(step);
        calls.push(call);
        engine.push(step - call);
      }
    }
  } finally {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const row = (name: string, values: number[], unit = 'ms') => [
    name,
    `${percentile(values, 50).toFixed(1)} ${unit}`,
    `${percentile(values, 99).toFixed(1)} ${unit}`,
    `${Math.max(...values).toFixed(1)} ${unit}`,
  ];
  console.log(
    `\nStep Functions locally: a 5-step machine (lambda:invoke ×5), ${RUNS} executions one after another ` +
      `(after ${WARM_UP} warm-up), persistence on`,
  );
  console.log(
    formatTable(
      ['measure', 'p50', 'p99', 'max'],
      [
        row('whole execution (StartExecution → SUCCEEDED seen)', whole),
        row('whole execution (history: started → succeeded)', wholeHistory),
        row('one step (TaskStateEntered → TaskStateExited)', steps),
        row('  its function call (TaskScheduled → TaskSucceeded)', calls),
        row("  the engine's part (step − call)", engine),
        row('first step entered after the start (ExecutionStarted → TaskStateEntered)', startUp),
        row('between two steps (TaskStateExited → TaskStateEntered)', between),
        row('end (last TaskStateExited → ExecutionSucceeded)', ending),
      ],
    ),
  );
}
