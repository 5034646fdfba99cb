/**
 * Starting a state machine's execution: the machine's ARN comes from its registry entry's variable (the
 * CDK's grantStartExecution sets it; the local platform sets the local ARN), the client from
 * ./human-steps.ts (AWS_ENDPOINT_URL_SFN moves it to the local Step Functions of `npm start`).
 */
import { stepFunctions } from './human-steps.js';

/** Starts an execution named `name` (unique per machine: a retried start cannot run it twice). */
export async function startExecution(arnVariable: string, name: string, input: unknown): Promise<string> {
  const stateMachineArn = process.env[arnVariable];
  if (!stateMachineArn) throw new Error(`${arnVariable} is not set`);
  const { client, sdk } = await stepFunctions();
  const result = await client.send(
    new sdk.StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }),
  );
  return result.executionArn ?? '';
}
