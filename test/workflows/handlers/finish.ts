import { recordCall, type RunEvent } from './calls.js';

export async function handler(event: RunEvent & { decision?: unknown }) {
  await recordCall(event.runId, 'finish', { decision: event.decision ?? null });
  return { finishedAt: new Date().toISOString() };
}
