/**
 * createPool {name}, updatePool {poolId, name}, deletePool {poolId}; createLane {name, poolId},
 * updateLane {laneId, name, poolId}, deleteLane {laneId} (issue 15; spec 2 §2 /admin/pools, /admin/lanes).
 * Pool names are unique in the organization, lane names within their pool (case and spaces aside). A
 * pool with lanes is not deleted: 409 naming them.
 */
import { poolInUseMessage, sameName, TRAINING_REFUSALS } from '#shared/domain/training-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { trainingAdminData } from '../../core/access/training.js';
import { DELETE_ATTEMPTS, ensureWritten, logTraining, type Payload } from './common.js';

export async function createPool(tenant: TenantContext, payload: Payload<'createPool'>) {
  const data = await trainingAdminData(tenant);
  if ((await data.pools()).some((p) => sameName(p.name, payload.name)))
    throw conflict(TRAINING_REFUSALS.poolNameTaken);
  const poolId = await data.createPool(payload.name);
  await logTraining(tenant, 'createPool', {}, { pool: payload.name });
  return { id: poolId };
}

export async function updatePool(tenant: TenantContext, payload: Payload<'updatePool'>) {
  const data = await trainingAdminData(tenant);
  const pools = await data.pools();
  const pool = pools.find((p) => p.poolId === payload.poolId);
  if (!pool) throw notFound(TRAINING_REFUSALS.poolNotFound);
  if (pools.some((p) => p.poolId !== pool.poolId && sameName(p.name, payload.name)))
    throw conflict(TRAINING_REFUSALS.poolNameTaken);
  ensureWritten(await data.renamePool(pool.poolId, payload.name), () =>
    notFound(TRAINING_REFUSALS.poolNotFound),
  );
  await logTraining(tenant, 'updatePool', { pool: pool.name }, { pool: payload.name });
  return { id: pool.poolId };
}

export async function deletePool(tenant: TenantContext, payload: Payload<'deletePool'>) {
  const data = await trainingAdminData(tenant);
  for (let attempt = 0; attempt < DELETE_ATTEMPTS; attempt++) {
    const [pools, lanes] = await Promise.all([data.pools(), data.lanes()]);
    const pool = pools.find((p) => p.poolId === payload.poolId);
    if (!pool) throw notFound(TRAINING_REFUSALS.poolNotFound);
    const inUse = poolInUseMessage(
      lanes
        .filter((l) => l.poolId === pool.poolId)
        .map((l) => l.name)
        .sort((a, b) => a.localeCompare(b, 'en')),
    );
    if (inUse) throw conflict(inUse);
    // Refused only when a lane was placed in the pool since the check (its refVersion moved): again.
    if ((await data.deletePool(pool)).ok) {
      await logTraining(tenant, 'deletePool', { pool: pool.name }, {});
      return { id: pool.poolId };
    }
  }
  throw conflict(TRAINING_REFUSALS.changedMeanwhile);
}

/** A lane's name is taken when another lane of the same pool has it. */
async function laneNameTaken(
  data: Awaited<ReturnType<typeof trainingAdminData>>,
  lane: { laneId?: string; name: string; poolId: string },
): Promise<boolean> {
  return (await data.lanes()).some(
    (l) => l.laneId !== lane.laneId && l.poolId === lane.poolId && sameName(l.name, lane.name),
  );
}

export async function createLane(tenant: TenantContext, payload: Payload<'createLane'>) {
  const data = await trainingAdminData(tenant);
  if (await laneNameTaken(data, payload)) throw conflict(TRAINING_REFUSALS.laneNameTaken);
  const { laneId, result } = await data.createLane(payload);
  ensureWritten(result, () => conflict(TRAINING_REFUSALS.changedMeanwhile));
  await logTraining(tenant, 'createLane', {}, { lane: payload.name, poolId: payload.poolId });
  return { id: laneId };
}

export async function updateLane(tenant: TenantContext, payload: Payload<'updateLane'>) {
  const data = await trainingAdminData(tenant);
  const before = (await data.lanes()).find((l) => l.laneId === payload.laneId);
  if (!before) throw notFound(TRAINING_REFUSALS.laneNotFound);
  if (await laneNameTaken(data, payload)) throw conflict(TRAINING_REFUSALS.laneNameTaken);
  ensureWritten(await data.updateLane(payload.laneId, { name: payload.name, poolId: payload.poolId }), () =>
    notFound(TRAINING_REFUSALS.laneNotFound),
  );
  await logTraining(
    tenant,
    'updateLane',
    { lane: before.name, poolId: before.poolId },
    { lane: payload.name, poolId: payload.poolId },
  );
  return { id: payload.laneId };
}

export async function deleteLane(tenant: TenantContext, payload: Payload<'deleteLane'>) {
  const data = await trainingAdminData(tenant);
  const lane = (await data.lanes()).find((l) => l.laneId === payload.laneId);
  if (!lane) throw notFound(TRAINING_REFUSALS.laneNotFound);
  ensureWritten(await data.deleteLane(lane.laneId), () => notFound(TRAINING_REFUSALS.laneNotFound));
  await logTraining(tenant, 'deleteLane', { lane: lane.name, poolId: lane.poolId }, {});
  return { id: lane.laneId };
}
