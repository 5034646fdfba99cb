/**
 * What the training commands share (issue 15): the payload of a type, the event-log entry on the
 * organization (who changed which training item, before → after), and the refusals of a transaction.
 */
import type { TrainingCommand } from '#shared/api/endpoints/training-admin.js';
import { TRAINING_REFUSALS } from '#shared/domain/training-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { notFound, type HttpError } from '../../core/http/errors.js';
import type { WriteResult } from '../../core/data/training-data.js';
import { logChange } from '../../core/domain/event-log.js';

export type Payload<T extends TrainingCommand['type']> = Extract<TrainingCommand, { type: T }>['payload'];

/** Logs a training change in the organization's event log (/admin/event-log). */
export function logTraining(
  tenant: TenantContext,
  type: TrainingCommand['type'],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<boolean> {
  return logChange(tenant, { type: 'organization', id: tenant.activeOrgId }, `trainingCommand.${type}`, {
    before,
    after,
  });
}

/**
 * Throws for a refused write: the item itself (`target`, the caller's error), else a role, pool or process
 * it names that does not exist in the organization (404, as any id of another organization).
 */
export function ensureWritten(result: WriteResult, target: () => HttpError): void {
  if (result.ok) return;
  if (result.refused.includes('target')) throw target();
  if (result.refused.includes('role')) throw notFound(TRAINING_REFUSALS.roleNotFound);
  if (result.refused.includes('pool')) throw notFound(TRAINING_REFUSALS.poolNotFound);
  throw notFound(TRAINING_REFUSALS.processNotFound);
}

/** How often a delete checks where its item is used and tries again when that changed meanwhile. */
export const DELETE_ATTEMPTS = 3;
