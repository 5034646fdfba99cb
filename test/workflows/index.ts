/**
 * The workflow engine's test machine: a registry entry like infra/workflows' own, whose handlers live
 * under test/workflows/handlers (real Lambda handlers that write to the table, so a test can count every
 * call). The infra tests deploy it with the workflows stack's construct; the integration tests and the
 * benchmark run it on the local Step Functions service. It is never part of a stage.
 */
import type { Workflow } from '../../infra/workflows/index.js';

const handler = (name: string) => `test/workflows/handlers/${name}.ts`;

export const APPROVAL_TEST_WORKFLOW: Workflow = {
  name: 'approval-test',
  description:
    'Test machine: a step, a flaky step with retries, a human decision by task token, a final step',
  definitionFile: 'test/workflows/approval.asl.json',
  functions: {
    PrepareFunctionArn: { entry: handler('prepare'), description: 'Counts its call', table: 'readWrite' },
    FlakyFunctionArn: {
      entry: handler('flaky'),
      description: 'Fails its first `flakyFailures` attempts',
      table: 'readWrite',
    },
    RequestDecisionFunctionArn: {
      entry: handler('requestDecision'),
      description: 'Stores the task token, as a human task would',
      table: 'readWrite',
    },
    FinishFunctionArn: { entry: handler('finish'), description: 'Counts its call', table: 'readWrite' },
    RecordRejectionFunctionArn: {
      entry: handler('recordRejection'),
      description: 'Stores the caught failure',
      table: 'readWrite',
    },
  },
  arnVariable: 'APPROVAL_TEST_STATE_MACHINE_ARN',
};

/** Where a run's handlers record their calls (`runId` is the execution input's). */
export const runKey = (runId: string) => ({ PK: `WORKFLOWTEST#${runId}`, SK: 'CALLS' });
