import { recordCall, type RunEvent } from './calls.js';

export async function handler(event: RunEvent & { failure?: { Error?: string; Cause?: string } }) {
  await recordCall(event.runId, 'recordRejection', { failure: event.failure ?? null });
  return { recorded: true };
}
