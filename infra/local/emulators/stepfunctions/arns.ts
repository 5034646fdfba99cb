/** The local ARNs of the service's machines, executions and functions (the platform's region and account). */
import type { Workflow } from '../../../workflows/index.js';

export interface LocalArns {
  region: string;
  account: string;
}

export const stateMachineArn = (arns: LocalArns, name: string) =>
  `arn:aws:states:${arns.region}:${arns.account}:stateMachine:${name}`;

export const executionArn = (arns: LocalArns, machine: string, name: string) =>
  `arn:aws:states:${arns.region}:${arns.account}:execution:${machine}:${name}`;

/** The local ARN of a placeholder's function: `PrepareFunctionArn` of `approval-test` → `…:function:tubes-approval-test-Prepare`. */
export const localFunctionArn = (arns: LocalArns, workflow: Workflow, placeholder: string) =>
  `arn:aws:lambda:${arns.region}:${arns.account}:function:tubes-${workflow.name}-${placeholder.replace(/(Function)?Arn$/, '')}`;
