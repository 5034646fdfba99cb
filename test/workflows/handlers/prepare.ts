import { recordCall, type RunEvent } from './calls.js';

export async function handler(event: RunEvent) {
  await recordCall(event.runId, 'prepare');
  return { preparedAt: new Date().toISOString() };
}
