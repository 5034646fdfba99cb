import { recordCall } from './calls.js';

/** Stores the step's task token where the one who decides finds it (a task item, in the product). */
export async function handler(event: { runId: string; taskToken: string }) {
  if (!event.taskToken) throw new Error('no task token in the payload');
  await recordCall(event.runId, 'requestDecision', { taskToken: event.taskToken });
  return { requested: true };
}
