/**
 * createProcess, updateProcess, deleteProcess, reorderProcesses (issue 15; spec 2 §2 "processes can be
 * re-ordered by drag", §3 "Process: name, optional introduction video ID", §5 "Process introduction video
 * ID is optional and not validated"). A process may name one of the organization's playlists (the videos
 * it teaches). Names are unique in the organization; a process a plan uses is not deleted (409).
 */
import {
  processInUseMessage,
  reorderRefusal,
  sameName,
  TRAINING_REFUSALS,
} from '#shared/domain/training-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { badRequest, conflict, notFound } from '../../core/http/errors.js';
import { trainingAdminData } from '../../core/access/training.js';
import type { TrainingData } from '../../core/data/training-data.js';
import { DELETE_ATTEMPTS, ensureWritten, logTraining, type Payload } from './common.js';

async function ensureTrack(data: TrainingData, trackId: string | null): Promise<void> {
  if (trackId && !(await data.trackExists(trackId))) throw notFound(TRAINING_REFUSALS.trackNotFound);
}

export async function createProcess(tenant: TenantContext, payload: Payload<'createProcess'>) {
  const data = await trainingAdminData(tenant);
  const processes = await data.processes();
  if (processes.some((p) => sameName(p.name, payload.name)))
    throw conflict(TRAINING_REFUSALS.processNameTaken);
  await ensureTrack(data, payload.trackId);
  const position = processes.reduce((last, p) => Math.max(last, p.position + 1), 0);
  const processId = await data.createProcess({
    name: payload.name,
    introductionVideoId: payload.introductionVideoId,
    trackId: payload.trackId,
    position,
  });
  await logTraining(tenant, 'createProcess', {}, { process: payload.name });
  return { id: processId };
}

export async function updateProcess(tenant: TenantContext, payload: Payload<'updateProcess'>) {
  const data = await trainingAdminData(tenant);
  const processes = await data.processes();
  const process = processes.find((p) => p.processId === payload.processId);
  if (!process) throw notFound(TRAINING_REFUSALS.processNotFound);
  if (processes.some((p) => p.processId !== process.processId && sameName(p.name, payload.name)))
    throw conflict(TRAINING_REFUSALS.processNameTaken);
  // A playlist kept as it was is not checked again (it may have been archived since).
  if (payload.trackId !== process.trackId) await ensureTrack(data, payload.trackId);
  const fields = {
    name: payload.name,
    introductionVideoId: payload.introductionVideoId,
    trackId: payload.trackId,
  };
  ensureWritten(await data.updateProcess(process.processId, fields), () =>
    notFound(TRAINING_REFUSALS.processNotFound),
  );
  await logTraining(
    tenant,
    'updateProcess',
    { process: process.name, introductionVideoId: process.introductionVideoId, trackId: process.trackId },
    { process: fields.name, introductionVideoId: fields.introductionVideoId, trackId: fields.trackId },
  );
  return { id: process.processId };
}

export async function deleteProcess(tenant: TenantContext, payload: Payload<'deleteProcess'>) {
  const data = await trainingAdminData(tenant);
  for (let attempt = 0; attempt < DELETE_ATTEMPTS; attempt++) {
    const [processes, plans] = await Promise.all([data.processes(), data.plans()]);
    const process = processes.find((p) => p.processId === payload.processId);
    if (!process) throw notFound(TRAINING_REFUSALS.processNotFound);
    const inUse = processInUseMessage(
      plans.filter((p) => p.processIds.includes(process.processId)).map((p) => p.name),
    );
    if (inUse) throw conflict(inUse);
    const result = await data.deleteProcess(process);
    if (result.ok) {
      await logTraining(tenant, 'deleteProcess', { process: process.name }, {});
      return { id: process.processId };
    }
  }
  throw conflict(TRAINING_REFUSALS.changedMeanwhile);
}

export async function reorderProcesses(tenant: TenantContext, payload: Payload<'reorderProcesses'>) {
  const data = await trainingAdminData(tenant);
  const processes = await data.processes();
  const refusal = reorderRefusal(
    payload.processIds,
    processes.map((p) => p.processId),
  );
  if (refusal === TRAINING_REFUSALS.processesChanged) throw conflict(refusal);
  if (refusal)
    throw badRequest('Invalid request body', [{ path: 'body.payload.processIds', message: refusal }]);
  const at = new Map(processes.map((p) => [p.processId, p.position]));
  const moves = payload.processIds
    .map((processId, position) => ({ processId, position }))
    .filter((m) => at.get(m.processId) !== m.position);
  ensureWritten(await data.setPositions(moves), () => conflict(TRAINING_REFUSALS.processesChanged));
  if (moves.length > 0) {
    const name = new Map(processes.map((p) => [p.processId, p.name]));
    await logTraining(
      tenant,
      'reorderProcesses',
      { processes: processes.map((p) => p.name) },
      { processes: payload.processIds.map((id) => name.get(id)) },
    );
  }
  return { id: tenant.activeOrgId };
}
