import { recordCall, type RunEvent } from './calls.js';

/** The error the machine's Retry names. */
class FlakyStepError extends Error {
  override name = 'FlakyStepError';
}

export async function handler(event: RunEvent) {
  const attempts = await recordCall(event.runId, 'flaky');
  if (attempts <= (event.flakyFailures ?? 0)) throw new FlakyStepError(`attempt ${attempts} fails`);
  return { attempts };
}
