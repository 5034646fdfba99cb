/**
 * Workflows (design.md §8): one Step Functions state machine per infra/workflows registry entry, each with
 * the functions its Task states call (infra/constructs/workflow-state-machine.ts). The local platform's
 * Step Functions service runs the same definitions with the same handlers.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { WorkflowStateMachine } from '../constructs/workflow-state-machine.js';
import { WORKFLOWS, type Workflow } from '../workflows/index.js';

export interface WorkflowsStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  /** The media bucket (the steps that re-package subtitle renditions). */
  readonly mediaBucket?: IBucket;
  /** The uploads bucket (the steps that make voice-overs and request renders). */
  readonly uploadsBucket?: IBucket;
  /** The machines to deploy (default: the registry's). */
  readonly workflows?: readonly Workflow[];
}

export class WorkflowsStack extends Stack {
  /** The state machines, by workflow name. */
  readonly machines = new Map<string, WorkflowStateMachine>();

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    for (const workflow of props.workflows ?? WORKFLOWS) {
      const machine = new WorkflowStateMachine(this, WorkflowStateMachine.idOf(workflow), {
        workflow,
        stage: props.stage,
        table: props.table,
        ...(props.mediaBucket ? { mediaBucket: props.mediaBucket } : {}),
        ...(props.uploadsBucket ? { uploadsBucket: props.uploadsBucket } : {}),
      });
      this.machines.set(workflow.name, machine);
    }
  }

  /** The machine of a registry entry (throws for an unknown name: a typo must not deploy a grant-less function). */
  machine(name: string): WorkflowStateMachine {
    const machine = this.machines.get(name);
    if (!machine) throw new Error(`no workflow named ${name} in the workflows stack`);
    return machine;
  }
}
