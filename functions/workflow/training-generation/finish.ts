/**
 * The training-generation machine's last step: the run is ready (with the tasks created) or failed (with
 * why), and the requester hears it in their own organization, by notification and e-mail (spec 2 §4
 * "Training generation: submitted, then the requester is notified by e-mail when ready for review").
 * Run again, it writes the same end and tells them again: a retry of this step is rare and harmless.
 */
import { trainingGenerationData } from '../../core/data/training-generation-data.js';
import { mailUsers } from '../../core/domain/mail/send.js';
import { notificationTitles, notifyUsers } from '../../core/domain/notifications.js';
import { logger } from '../../core/http/logger.js';
import type { GenerationRef } from './generation.js';

type FinishEvent = GenerationRef &
  (
    | { outcome: 'ready'; created: readonly { created: number }[] | null }
    | { outcome: 'failed'; failure?: { Error?: string; Cause?: string } }
  );

/** The failure's own message when the cause is a Lambda error's JSON, else its name. */
function failureMessage(failure: { Error?: string; Cause?: string } | undefined): string {
  try {
    const cause = JSON.parse(failure?.Cause ?? '{}') as { errorMessage?: string };
    if (cause.errorMessage) return cause.errorMessage;
  } catch {
    // Not JSON: the error's name says enough.
  }
  return failure?.Error ?? 'The generation failed';
}

export async function handler(event: FinishEvent): Promise<{ status: 'ready' | 'failed' }> {
  const runs = trainingGenerationData(event.orgId);
  const run = await runs.generation(event.generationId);
  if (!run) throw new Error(`training generation ${event.generationId} not found`);
  const ready = event.outcome === 'ready';
  const tasksCreated = ready ? (event.created ?? []).reduce((sum, batch) => sum + batch.created, 0) : 0;
  await runs.finished(
    event.generationId,
    ready ? { status: 'ready', tasksCreated } : { status: 'failed', error: failureMessage(event.failure) },
  );
  const requester = [run.requesterId];
  await Promise.all([
    notifyUsers(run.requesterOrgId, requester, {
      type: 'operational',
      reason: ready ? 'trainingGenerated' : 'trainingGenerationFailed',
      titles: ready
        ? notificationTitles.trainingGenerated(run.planName, run.tasksToGenerate ?? 0)
        : notificationTitles.trainingGenerationFailed(run.planName),
    }).catch((error: unknown) =>
      logger.warn('training generation notification failed', { error: (error as Error).message }),
    ),
    mailUsers(run.requesterOrgId, requester, {
      kind: 'trainingGenerated',
      planName: run.planName,
      organization: event.orgId,
      generationId: event.generationId,
      users: run.users ?? 0,
      videos: (run.videos ?? []).length,
      tasks: run.tasksToGenerate ?? 0,
      failed: !ready,
    }),
  ]);
  return { status: ready ? 'ready' : 'failed' };
}
