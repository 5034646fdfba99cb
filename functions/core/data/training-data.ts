/**
 * The training admin sections of ONE organization (issue 15; access patterns 190–199): application roles,
 * applications, processes, training plans and users' application roles, all in the partition
 * `{orgId}#TRAINING`. Bound to the orgId it was created with, taken from the verified tenant.
 *
 * A write that names roles or processes checks in the same transaction that each exists and bumps its
 * `refVersion`; a delete of a role or process checks where it is used, then deletes only if `refVersion`
 * is still what it read. So nothing names a deleted role or process, and nothing is half-written.
 */
import { randomBytes } from 'node:crypto';
import { appIdKey } from '#shared/domain/training-admin.js';
import { getEntities } from './entities/index.js';
import { createWriteTransaction, type TransactItem } from './table/entity.js';

const TRANSACTION_LIMIT = 100;

export interface StoredRole {
  roleId: string;
  name: string;
  createdAt: string;
  refVersion: number | undefined;
}

export interface StoredApplication {
  appId: string;
  name: string;
  roleIds: string[];
  createdAt: string;
}

export interface StoredProcess {
  processId: string;
  name: string;
  introductionVideoId: string;
  trackId: string | null;
  position: number;
  createdAt: string;
  refVersion: number | undefined;
}

export interface StoredPlan {
  planId: string;
  name: string;
  processIds: string[];
  includeParentVideos: boolean;
  roleIds: string[];
  createdAt: string;
}

export interface StoredUserRoles {
  userId: string;
  roleIds: string[];
  updatedAt: string;
}

export interface StoredPool {
  poolId: string;
  name: string;
  createdAt: string;
  refVersion: number | undefined;
}

export interface StoredLane {
  laneId: string;
  name: string;
  poolId: string;
  createdAt: string;
}

/** What a transaction's refusal was about: the item written, or a role, process or pool it names. */
export type TrainingRefusal = 'target' | 'role' | 'process' | 'pool';

export type WriteResult = { ok: true } | { ok: false; refused: TrainingRefusal[] };

const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;
const unique = (ids: readonly string[]) => [...new Set(ids)];

/** What a delete's condition uses of ElectroDB's where operations (methods: its generic ones fit). */
interface WhereOperations {
  exists(attribute: unknown): string;
  notExists(attribute: unknown): string;
  eq(attribute: unknown, value: number): string;
}

/**
 * The condition of a delete checked for use first: the item exists and nothing named it since the check
 * (its `refVersion` is still the one read; none read: never named).
 */
const unchangedSince =
  (version: number | undefined) =>
  (attributes: { orgId: unknown; refVersion: unknown }, op: WhereOperations): string =>
    version === undefined
      ? `${op.exists(attributes.orgId)} AND ${op.notExists(attributes.refVersion)}`
      : op.eq(attributes.refVersion, version);

export function trainingData(orgId: string) {
  if (!orgId) throw new Error('trainingData needs an organization id');
  const e = getEntities();
  const entities = {
    applicationRole: e.applicationRole,
    trainingApplication: e.trainingApplication,
    trainingProcess: e.trainingProcess,
    trainingPlan: e.trainingPlan,
    userApplicationRoles: e.userApplicationRoles,
    trainingPool: e.trainingPool,
    trainingLane: e.trainingLane,
  };
  type Labelled = { label: TrainingRefusal; item: TransactItem };

  /** The item's write plus, for each role and process it names, a check-and-bump of that one. */
  const references = (roleIds: readonly string[], processIds: readonly string[] = []): Labelled[] => [
    ...unique(roleIds).map((roleId) => ({
      label: 'role' as const,
      item: e.applicationRole.patch({ orgId, roleId }).add({ refVersion: 1 }).commit(),
    })),
    ...unique(processIds).map((processId) => ({
      label: 'process' as const,
      item: e.trainingProcess.patch({ orgId, processId }).add({ refVersion: 1 }).commit(),
    })),
  ];

  /** A lane's pool, checked and bumped in the lane's transaction. */
  const poolReference = (poolId: string): Labelled => ({
    label: 'pool',
    item: e.trainingPool.patch({ orgId, poolId }).add({ refVersion: 1 }).commit(),
  });

  async function write(items: readonly Labelled[]): Promise<WriteResult> {
    if (items.length > TRANSACTION_LIMIT) throw new Error(`training write of ${items.length} items`);
    const result = await createWriteTransaction(entities, () => items.map((i) => i.item)).go();
    if (!result.canceled) return { ok: true };
    const refused = items
      .filter((_, index) => result.data[index]?.code === 'ConditionalCheckFailed')
      .map((i) => i.label);
    if (refused.length === 0) throw new Error(`training write canceled: ${JSON.stringify(result.data)}`);
    return { ok: false, refused: unique(refused) as TrainingRefusal[] };
  }

  return {
    /* ---- reads (patterns 190, 192, 194, 196, 198: one query each, the whole list) ---- */

    async roles(): Promise<StoredRole[]> {
      const { data } = await e.applicationRole.query.byId({ orgId }).go({ pages: 'all' });
      return data.map((r) => ({
        roleId: r.roleId,
        name: r.name,
        createdAt: r.createdAt ?? '',
        refVersion: r.refVersion,
      }));
    },
    async applications(): Promise<StoredApplication[]> {
      const { data } = await e.trainingApplication.query.byId({ orgId }).go({ pages: 'all' });
      return data.map((a) => ({
        appId: a.appId,
        name: a.name,
        roleIds: a.roleIds ?? [],
        createdAt: a.createdAt ?? '',
      }));
    },
    /** In their order (position, then creation). */
    async processes(): Promise<StoredProcess[]> {
      const { data } = await e.trainingProcess.query.byId({ orgId }).go({ pages: 'all' });
      return data
        .map((p) => ({
          processId: p.processId,
          name: p.name,
          introductionVideoId: p.introductionVideoId ?? '',
          trackId: p.trackId ?? null,
          position: p.position,
          createdAt: p.createdAt ?? '',
          refVersion: p.refVersion,
        }))
        .sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt));
    },
    async plans(): Promise<StoredPlan[]> {
      const { data } = await e.trainingPlan.query.byId({ orgId }).go({ pages: 'all' });
      return data.map((p) => ({
        planId: p.planId,
        name: p.name,
        processIds: p.processIds ?? [],
        includeParentVideos: p.includeParentVideos ?? false,
        roleIds: p.roleIds ?? [],
        createdAt: p.createdAt ?? '',
      }));
    },
    async userRoles(): Promise<StoredUserRoles[]> {
      const { data } = await e.userApplicationRoles.query.byId({ orgId }).go({ pages: 'all' });
      return data.map((u) => ({ userId: u.userId, roleIds: u.roleIds ?? [], updatedAt: u.updatedAt ?? '' }));
    },
    async pools(): Promise<StoredPool[]> {
      const { data } = await e.trainingPool.query.byId({ orgId }).go({ pages: 'all' });
      return data.map((p) => ({
        poolId: p.poolId,
        name: p.name,
        createdAt: p.createdAt ?? '',
        refVersion: p.refVersion,
      }));
    },
    async lanes(): Promise<StoredLane[]> {
      const { data } = await e.trainingLane.query.byId({ orgId }).go({ pages: 'all' });
      return data.map((l) => ({
        laneId: l.laneId,
        name: l.name,
        poolId: l.poolId,
        createdAt: l.createdAt ?? '',
      }));
    },
    /** The organization's tracks (pattern 25) a process can name, active ones only. */
    async tracks(): Promise<{ trackId: string; name: string }[]> {
      const { data } = await e.track.query.byOrg({ orgId }).go({ pages: 'all' });
      return data.filter((t) => t.status === 'active').map((t) => ({ trackId: t.trackId, name: t.name }));
    },
    /** The profiles of users (pattern 5, batch gets): name and e-mail for the list. */
    async profiles(
      userIds: readonly string[],
    ): Promise<Map<string, { email: string; firstName: string; lastName: string; status: string }>> {
      if (userIds.length === 0) return new Map();
      const { data } = await e.user.get(unique(userIds).map((userId) => ({ orgId, userId }))).go();
      return new Map(
        data.map((u) => [
          u.userId,
          {
            email: u.email,
            firstName: u.firstName ?? '',
            lastName: u.lastName ?? '',
            status: u.status ?? 'active',
          },
        ]),
      );
    },
    async trackExists(trackId: string): Promise<boolean> {
      const { data } = await e.track.get({ orgId, trackId }).go();
      return data !== null && data.status === 'active';
    },

    /* ---- application roles (patterns 190, 191) ---- */

    async createRole(name: string): Promise<string> {
      const roleId = newId('role');
      await e.applicationRole.create({ orgId, roleId, name }).go();
      return roleId;
    },
    async renameRole(roleId: string, name: string): Promise<WriteResult> {
      return write([
        { label: 'target', item: e.applicationRole.patch({ orgId, roleId }).set({ name }).commit() },
      ]);
    },
    /** Deletes the role only while `refVersion` is what the caller's usage check read. */
    async deleteRole(role: Pick<StoredRole, 'roleId' | 'refVersion'>): Promise<WriteResult> {
      const version = role.refVersion;
      return write([
        {
          label: 'target',
          item: e.applicationRole
            .delete({ orgId, roleId: role.roleId })
            .where(unchangedSince(version))
            .commit(),
        },
      ]);
    },

    /* ---- applications (patterns 192, 193) ---- */

    /** A new application; refused ('target') when one has its Application ID. */
    async createApplication(app: { appId: string; name: string; roleIds: string[] }): Promise<WriteResult> {
      return write([
        {
          label: 'target',
          item: e.trainingApplication.create({ orgId, appKey: appIdKey(app.appId), ...app }).commit(),
        },
        ...references(app.roleIds),
      ]);
    },
    /**
     * Changes an application; a new Application ID moves it (the old key deleted, the new one created,
     * refused when taken). 'target' refused: the original is gone or the new ID is taken.
     */
    async updateApplication(
      original: StoredApplication,
      app: { appId: string; name: string; roleIds: string[] },
    ): Promise<WriteResult> {
      const from = appIdKey(original.appId);
      const to = appIdKey(app.appId);
      const change: Labelled[] =
        from === to
          ? [
              {
                label: 'target',
                item: e.trainingApplication.patch({ orgId, appKey: from }).set(app).commit(),
              },
            ]
          : [
              {
                label: 'target',
                item: e.trainingApplication
                  .delete({ orgId, appKey: from })
                  .where((a, op) => op.exists(a.orgId))
                  .commit(),
              },
              {
                label: 'target',
                item: e.trainingApplication
                  .create({ orgId, appKey: to, ...app, createdAt: original.createdAt })
                  .commit(),
              },
            ];
      return write([...change, ...references(app.roleIds)]);
    },
    async application(appId: string): Promise<StoredApplication | null> {
      const { data } = await e.trainingApplication.get({ orgId, appKey: appIdKey(appId) }).go();
      if (!data) return null;
      return {
        appId: data.appId,
        name: data.name,
        roleIds: data.roleIds ?? [],
        createdAt: data.createdAt ?? '',
      };
    },
    async deleteApplication(appId: string): Promise<WriteResult> {
      return write([
        {
          label: 'target',
          item: e.trainingApplication
            .delete({ orgId, appKey: appIdKey(appId) })
            .where((a, op) => op.exists(a.orgId))
            .commit(),
        },
      ]);
    },

    /* ---- processes (patterns 194, 195) ---- */

    async createProcess(process: {
      name: string;
      introductionVideoId: string;
      trackId: string | null;
      position: number;
    }): Promise<string> {
      const processId = newId('process');
      const { trackId, ...rest } = process;
      await e.trainingProcess.create({ orgId, processId, ...rest, ...(trackId ? { trackId } : {}) }).go();
      return processId;
    },
    async updateProcess(
      processId: string,
      process: { name: string; introductionVideoId: string; trackId: string | null },
    ): Promise<WriteResult> {
      const { trackId, ...rest } = process;
      const patch = e.trainingProcess.patch({ orgId, processId }).set(trackId ? { ...rest, trackId } : rest);
      if (!trackId) patch.remove(['trackId']);
      return write([{ label: 'target', item: patch.commit() }]);
    },
    /** Deletes the process only while `refVersion` is what the caller's usage check read. */
    async deleteProcess(process: Pick<StoredProcess, 'processId' | 'refVersion'>): Promise<WriteResult> {
      const version = process.refVersion;
      return write([
        {
          label: 'target',
          item: e.trainingProcess
            .delete({ orgId, processId: process.processId })
            .where(unchangedSince(version))
            .commit(),
        },
      ]);
    },
    /**
     * Writes the processes' positions (only those that move), each conditional on the process existing;
     * in transactions of 100 (an organization with more than 100 processes is re-ordered in parts).
     */
    async setPositions(moves: readonly { processId: string; position: number }[]): Promise<WriteResult> {
      for (let start = 0; start < moves.length; start += TRANSACTION_LIMIT) {
        const chunk = moves.slice(start, start + TRANSACTION_LIMIT);
        const result = await write(
          chunk.map((m) => ({
            label: 'target' as const,
            item: e.trainingProcess
              .patch({ orgId, processId: m.processId })
              .set({ position: m.position })
              .commit(),
          })),
        );
        if (!result.ok) return result;
      }
      return { ok: true };
    },

    /* ---- training plans (patterns 196, 197) ---- */

    async createPlan(
      plan: Omit<StoredPlan, 'planId' | 'createdAt'>,
      createdById: string,
    ): Promise<{ planId: string; result: WriteResult }> {
      const planId = newId('plan');
      const result = await write([
        { label: 'target', item: e.trainingPlan.create({ orgId, planId, ...plan, createdById }).commit() },
        ...references(plan.roleIds, plan.processIds),
      ]);
      return { planId, result };
    },
    async updatePlan(planId: string, plan: Omit<StoredPlan, 'planId' | 'createdAt'>): Promise<WriteResult> {
      return write([
        { label: 'target', item: e.trainingPlan.patch({ orgId, planId }).set(plan).commit() },
        ...references(plan.roleIds, plan.processIds),
      ]);
    },
    async deletePlan(planId: string): Promise<WriteResult> {
      return write([
        {
          label: 'target',
          item: e.trainingPlan
            .delete({ orgId, planId })
            .where((a, op) => op.exists(a.orgId))
            .commit(),
        },
      ]);
    },

    /* ---- users' application roles (patterns 198, 199) ---- */

    async setUserRoles(userId: string, roleIds: string[]): Promise<WriteResult> {
      return write([
        { label: 'target', item: e.userApplicationRoles.put({ orgId, userId, roleIds }).commit() },
        ...references(roleIds),
      ]);
    },
    async removeUserRoles(userId: string): Promise<WriteResult> {
      return write([
        {
          label: 'target',
          item: e.userApplicationRoles
            .delete({ orgId, userId })
            .where((a, op) => op.exists(a.orgId))
            .commit(),
        },
      ]);
    },

    /* ---- pools (patterns 205, 206) and lanes (207, 208) ---- */

    async createPool(name: string): Promise<string> {
      const poolId = newId('pool');
      await e.trainingPool.create({ orgId, poolId, name }).go();
      return poolId;
    },
    async renamePool(poolId: string, name: string): Promise<WriteResult> {
      return write([
        { label: 'target', item: e.trainingPool.patch({ orgId, poolId }).set({ name }).commit() },
      ]);
    },
    /** Deletes the pool only while `refVersion` is what the caller's usage check read (no lane added since). */
    async deletePool(pool: Pick<StoredPool, 'poolId' | 'refVersion'>): Promise<WriteResult> {
      const version = pool.refVersion;
      return write([
        {
          label: 'target',
          item: e.trainingPool.delete({ orgId, poolId: pool.poolId }).where(unchangedSince(version)).commit(),
        },
      ]);
    },
    /** A new lane in an existing pool (refused 'pool' otherwise). */
    async createLane(lane: {
      name: string;
      poolId: string;
    }): Promise<{ laneId: string; result: WriteResult }> {
      const laneId = newId('lane');
      const result = await write([
        { label: 'target', item: e.trainingLane.create({ orgId, laneId, ...lane }).commit() },
        poolReference(lane.poolId),
      ]);
      return { laneId, result };
    },
    async updateLane(laneId: string, lane: { name: string; poolId: string }): Promise<WriteResult> {
      return write([
        { label: 'target', item: e.trainingLane.patch({ orgId, laneId }).set(lane).commit() },
        poolReference(lane.poolId),
      ]);
    },
    async deleteLane(laneId: string): Promise<WriteResult> {
      return write([
        {
          label: 'target',
          item: e.trainingLane
            .delete({ orgId, laneId })
            .where((a, op) => op.exists(a.orgId))
            .commit(),
        },
      ]);
    },
  };
}

export type TrainingData = ReturnType<typeof trainingData>;
