/**
 * Answering a state machine's human step (a `.waitForTaskToken` task): the token the step handed to its
 * function (stored with the task it created) goes back to Step Functions with the person's decision. The
 * client is loaded on first use; AWS_ENDPOINT_URL_SFN moves it (the local Step Functions of `npm start`).
 * A token whose step has ended (answered before, timed out, execution stopped) is Step Functions'
 * TaskTimedOut: `stepEnded` tells it apart, so a double click is not a server error.
 */
import { lazy } from '../http/lazy.js';

export const stepFunctions = lazy(async () => {
  const sdk = await import('@aws-sdk/client-sfn');
  return { client: new sdk.SFNClient({}), sdk };
});

/** The step goes on with `output` (what the state machine receives as the task's result). */
export async function completeHumanStep(taskToken: string, output: unknown): Promise<void> {
  const { client, sdk } = await stepFunctions();
  await client.send(new sdk.SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output ?? null) }));
}

/** The step fails with `error` (what the state machine's Retry and Catch match) and `cause`. */
export async function failHumanStep(taskToken: string, error: string, cause: string): Promise<void> {
  const { client, sdk } = await stepFunctions();
  await client.send(new sdk.SendTaskFailureCommand({ taskToken, error, cause }));
}

/** Step Functions' answer for a token whose step is over (or that names no step). */
export function stepEnded(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TaskTimedOut' || name === 'TaskDoesNotExist';
}

/** The rejection's reason from the task action's decision (the Catch's Cause), '' when it has none. */
export function feedbackText(feedback: string): string {
  if (!feedback) return '';
  try {
    const decision = JSON.parse(feedback) as { comment?: unknown; by?: { email?: unknown } };
    const comment = typeof decision.comment === 'string' ? decision.comment : '';
    const by = typeof decision.by?.email === 'string' ? decision.by.email : '';
    return comment ? (by ? `${by}: ${comment}` : comment) : '';
  } catch {
    return '';
  }
}
