/**
 * Tasks of ONE organization (access patterns 50–52, 56–59): by id, by assignee, by requester, by
 * organization, by channel, newest first; their comments; and the conditional writes the task actions
 * make (a status change lands only while the task still has the status and assignee that were read, so
 * of two clicks at once exactly one wins).
 */
import { createHash, randomUUID } from 'node:crypto';
import { TASK_STATUSES, type TaskStatus } from '#shared/domain/task-statuses.js';
import {
  TASK_CATEGORIES,
  TASK_TYPES,
  defaultTaskType,
  isTaskSubtype,
  type TaskCategory,
  type TaskSubtype,
  type TaskType,
} from '#shared/domain/task-subtypes.js';
import { getEntities } from './entities/index.js';
import { conditionally } from './errors.js';
import { createWriteTransaction, type TransactItem } from './table/entity.js';
import { timeOrderedId } from './ids.js';

/** A task as the server's code sees it (older items normalized: see the entity). */
export interface Task {
  orgId: string;
  taskId: string;
  subtype: TaskSubtype;
  type: TaskType;
  category?: TaskCategory | undefined;
  status: TaskStatus;
  taskTitle: string;
  comment: string;
  ticketReferenceUrl: string;
  ticketId: string;
  channelId?: string | undefined;
  videoId?: string | undefined;
  videoVersion?: number | undefined;
  dueDate?: string | undefined;
  assigneeId?: string | undefined;
  assigneeEmail: string;
  candidates: string[];
  requesterId: string;
  requesterEmail: string;
  requesterName: string;
  requesterOrgId: string;
  workflow?: string | undefined;
  /** Server-only: the token of the state-machine step waiting on this task. */
  taskToken?: string | undefined;
  workflowRef?: string | undefined;
  /** A production order's step: the kind of video ordered. */
  orderedVideoType?: string | undefined;
  statusChangedAt?: string | undefined;
  /** When it was last taken (absent on tasks never taken, and on those taken before issue 13's ledger). */
  takenAt?: string | undefined;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface NewTask {
  /** A given id (a workflow's task, created again by a retried step, keeps its id); else a new one. */
  taskId?: string;
  subtype: TaskSubtype;
  type?: TaskType;
  category?: TaskCategory;
  status?: TaskStatus;
  taskTitle: string;
  comment?: string;
  ticketReferenceUrl?: string;
  ticketId?: string;
  channelId?: string;
  videoId?: string;
  videoVersion?: number;
  dueDate?: string;
  assignee?: { userId: string; email: string } | undefined;
  /** An assignee known only by e-mail (no user of the organization has it yet). */
  assigneeEmail?: string;
  candidates?: string[];
  requester: { userId: string; email: string; name: string; orgId: string };
  workflow?: { name: string; taskToken: string; ref: string };
  orderedVideoType?: string;
}

export interface TaskListFilter {
  statuses?: readonly TaskStatus[] | undefined;
  type?: TaskType | undefined;
  channelId?: string | undefined;
  subtype?: TaskSubtype | undefined;
}

export interface TaskChange {
  status: TaskStatus;
  /** A new assignee, or null: nobody holds it (the task is offered to its candidates). */
  assignee?: { userId: string; email: string } | null;
  by: string;
  /** Drops the step's token (the step was answered). */
  clearToken?: boolean;
  /** The take action: stamps `takenAt`. */
  taken?: boolean;
  /**
   * The approved-task ledger row, in the same transaction as the change: `approve` writes the task's row
   * (a billable task completed), `withdraw` deletes it (a completion undone).
   */
  ledger?: { approve: { task: Task; approverId: string; approverEmail: string } } | { withdraw: true };
}

type TaskItem = ReturnType<ReturnType<typeof getEntities>['task']['format']>;

/** A deterministic task id for `parts` (a retried workflow step finds the task it made before). */
export function derivedTaskId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A stored task as the model says (items written before issue 13 included). */
export function toTask(item: TaskItem): Task {
  const legacySubtype = item.kind && isTaskSubtype(item.kind) ? item.kind : 'support-ticket';
  const subtype = item.subtype ?? legacySubtype;
  const storedCategory = item.category ?? '';
  const type =
    item.type ??
    ((TASK_TYPES as readonly string[]).includes(storedCategory)
      ? (storedCategory as TaskType)
      : defaultTaskType(subtype));
  // Before issue 13 `ownerId` named the assignee of a task filed on behalf of an organization.
  const legacyAssignee =
    item.ownerId && item.ownerId !== item.createdBy && !item.ownerId.startsWith('email:')
      ? item.ownerId
      : undefined;
  return {
    orgId: item.orgId,
    taskId: item.taskId,
    subtype,
    type,
    category: (TASK_CATEGORIES as readonly string[]).includes(storedCategory)
      ? (storedCategory as TaskCategory)
      : undefined,
    status: item.status,
    taskTitle: item.taskTitle,
    comment: item.comment ?? '',
    ticketReferenceUrl: item.ticketReferenceUrl ?? '',
    ticketId: item.ticketId ?? '',
    channelId: item.channelId || undefined,
    videoId: item.videoId,
    videoVersion: item.videoVersion,
    dueDate: item.dueDate,
    assigneeId: item.assigneeId ?? legacyAssignee,
    assigneeEmail: item.assigneeEmail ?? '',
    candidates: item.candidates ?? [],
    requesterId: item.createdBy,
    requesterEmail: item.createdByEmail,
    requesterName: item.createdByName ?? '',
    requesterOrgId: item.createdByOrgId,
    workflow: item.workflow,
    taskToken: item.taskToken,
    workflowRef: item.workflowRef,
    orderedVideoType: item.orderedVideoType,
    statusChangedAt: item.statusChangedAt,
    takenAt: item.takenAt,
    commentCount: item.commentCount ?? 0,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt ?? item.createdAt,
  };
}

const newestFirst = (a: Task, b: Task) =>
  b.createdAt.localeCompare(a.createdAt) || b.taskId.localeCompare(a.taskId);

/** The merged list's cursor: where each of its streams stopped (`end`: nothing more there). */
type MergedCursor = Record<string, string | 'end' | null>;

function decodeMergedCursor(cursor: string | null | undefined, streams: readonly string[]): MergedCursor {
  if (!cursor) return Object.fromEntries(streams.map((s) => [s, null]));
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      streams.every((s) => {
        const v = (parsed as Record<string, unknown>)[s];
        return v === null || typeof v === 'string';
      })
    ) {
      return parsed as MergedCursor;
    }
  } catch {
    // Fall through: not a cursor this list gave out.
  }
  throw new Error('Invalid cursor');
}

export function taskData(orgId: string) {
  if (!orgId) throw new Error('taskData needs an organization id');
  const e = getEntities();

  /** Status, type, channel and subtype filters as a FilterExpression. */
  const filtered = <Q extends { where: (c: never) => Q }>(query: Q, filter: TaskListFilter): Q => {
    const statuses = filter.statuses?.filter((s) => (TASK_STATUSES as readonly string[]).includes(s)) ?? [];
    if (statuses.length === 0 && !filter.type && !filter.channelId && !filter.subtype) return query;
    return (
      query.where as (
        c: (
          a: Record<'status' | 'type' | 'channelId' | 'subtype', { attribute: string }>,
          op: { eq: (a: { attribute: string }, v: unknown) => string },
        ) => string,
      ) => Q
    )((a, { eq }) =>
      [
        statuses.length > 0 ? `(${statuses.map((s) => eq(a.status, s)).join(' OR ')})` : '',
        filter.type ? eq(a.type, filter.type) : '',
        filter.channelId ? eq(a.channelId, filter.channelId) : '',
        filter.subtype ? eq(a.subtype, filter.subtype) : '',
      ]
        .filter(Boolean)
        .join(' AND '),
    );
  };

  /**
   * The status change and the ledger row in ONE transaction (pattern 160): both or neither. The row is a
   * put of the task's own key, so however often a completion is retried there is one row per task.
   * False when the task's condition refused it, or a concurrent transaction on the task won.
   */
  async function changeWithLedger(
    taskId: string,
    statusWrite: TransactItem,
    ledger: NonNullable<TaskChange['ledger']>,
    at: string,
  ): Promise<boolean> {
    let ledgerWrite: TransactItem;
    if ('withdraw' in ledger) {
      ledgerWrite = e.approvedTask.delete({ orgId, taskId }).commit();
    } else {
      // The task as read for the change: the status condition guarantees it is still that task.
      const { task } = ledger.approve;
      ledgerWrite = e.approvedTask
        .put({
          orgId,
          taskId,
          subtype: task.subtype,
          taskTitle: task.taskTitle,
          channelId: task.channelId ?? '',
          approvedAt: at,
          ...(task.takenAt ? { takenAt: task.takenAt } : {}),
          approverId: ledger.approve.approverId,
          approverEmail: ledger.approve.approverEmail,
        })
        .commit();
    }
    const result = await createWriteTransaction({}, () => [statusWrite, ledgerWrite]).go();
    if (!result.canceled) return true;
    const refused = result.data.some(
      (reason) => reason.code === 'ConditionalCheckFailed' || reason.code === 'TransactionConflict',
    );
    if (refused) return false;
    throw new Error(`task change transaction canceled: ${JSON.stringify(result.data)}`);
  }

  return {
    orgId,
    async createTask(input: NewTask): Promise<{ taskId: string; createdAt: string }> {
      const taskId = input.taskId ?? randomUUID();
      const createdAt = new Date().toISOString();
      await e.task
        .create({
          orgId,
          taskId,
          createdAt,
          subtype: input.subtype,
          type: input.type ?? defaultTaskType(input.subtype),
          ...(input.category ? { category: input.category } : {}),
          status: input.status ?? 'notStarted',
          taskTitle: input.taskTitle,
          comment: input.comment ?? '',
          ticketReferenceUrl: input.ticketReferenceUrl ?? '',
          ticketId: input.ticketId ?? '',
          ...(input.channelId ? { channelId: input.channelId } : {}),
          ...(input.videoId ? { videoId: input.videoId } : {}),
          ...(input.videoVersion !== undefined ? { videoVersion: input.videoVersion } : {}),
          ...(input.dueDate ? { dueDate: input.dueDate } : {}),
          ...(input.assignee
            ? { assigneeId: input.assignee.userId, assigneeEmail: input.assignee.email }
            : { assigneeEmail: input.assigneeEmail ?? '' }),
          candidates: input.candidates ?? [],
          createdBy: input.requester.userId,
          createdByEmail: input.requester.email,
          createdByName: input.requester.name,
          createdByOrgId: input.requester.orgId,
          ...(input.workflow
            ? {
                workflow: input.workflow.name,
                taskToken: input.workflow.taskToken,
                workflowRef: input.workflow.ref,
              }
            : {}),
          ...(input.orderedVideoType ? { orderedVideoType: input.orderedVideoType } : {}),
          statusChangedAt: createdAt,
          statusChangedBy: input.requester.userId,
          commentCount: 0,
        })
        .go();
      return { taskId, createdAt };
    },

    async task(taskId: string): Promise<Task | null> {
      const item = (await e.task.get({ orgId, taskId }).go({ consistent: true })).data;
      return item ? toTask(item) : null;
    },

    /**
     * A workflow step that runs again (a retry after a Lambda error) hands its task a new token: only
     * while the task is still open (an answered step's task keeps what it had).
     */
    renewToken(taskId: string, taskToken: string, openStatuses: readonly TaskStatus[]) {
      return conditionally(() =>
        e.task
          .patch({ orgId, taskId })
          .set({ taskToken })
          .where(({ status }, { eq }) => `(${openStatuses.map((s) => eq(status, s)).join(' OR ')})`)
          .go(),
      );
    },

    /**
     * The task's status (and assignee) change, only while it still has the status and assignee that
     * were read (`from`): false when another change landed first.
     */
    change(
      taskId: string,
      from: { status: TaskStatus; assigneeId?: string | undefined; createdAt: string },
      to: TaskChange,
    ): Promise<boolean> {
      const at = new Date().toISOString();
      const statusWrite = () => {
        const op = e.task
          .patch({ orgId, taskId })
          .set({ status: to.status, statusChangedAt: at, statusChangedBy: to.by });
        if (to.taken) op.set({ takenAt: at });
        if (to.assignee) {
          op.set({ assigneeId: to.assignee.userId, assigneeEmail: to.assignee.email });
          // The assignee index's sort key is the creation time: a task taken or reassigned enters it whole.
          op.ifNotExists({ createdAt: from.createdAt });
        }
        const removed: ('assigneeId' | 'assigneeEmail' | 'taskToken' | 'ownerId')[] = [];
        if (to.assignee === null) removed.push('assigneeId', 'assigneeEmail');
        if (to.assignee !== undefined) removed.push('ownerId');
        if (to.clearToken) removed.push('taskToken');
        if (removed.length > 0) op.remove(removed);
        return op.where(({ status, assigneeId }, { eq, notExists }) =>
          [
            eq(status, from.status),
            from.assigneeId ? eq(assigneeId, from.assigneeId) : notExists(assigneeId),
          ].join(' AND '),
        );
      };
      if (!to.ledger) return conditionally(() => statusWrite().go());
      return changeWithLedger(taskId, statusWrite().commit(), to.ledger, at);
    },

    /** Appends a comment (child item) and counts it on the task; the task must exist. */
    async addComment(
      taskId: string,
      comment: { authorId: string; authorEmail: string; authorName: string; text: string; action?: string },
    ): Promise<{ commentId: string; createdAt: string }> {
      const now = Date.now();
      const commentId = timeOrderedId(now);
      const createdAt = new Date(now).toISOString();
      await e.taskComment.create({ orgId, taskId, commentId, createdAt, ...comment }).go();
      await e.task.patch({ orgId, taskId }).add({ commentCount: 1 }).go();
      return { commentId, createdAt };
    },

    /** A task's comments, oldest first. */
    async comments(taskId: string) {
      return (await e.taskComment.query.byTask({ orgId, taskId }).go({ pages: 'all' })).data;
    },

    /**
     * A user's tasks (assigned to them or requested by them), newest first, one page: the two indexes
     * merged, each task once. The cursor says where each of them stopped.
     */
    async tasksOfUser(
      userId: string,
      page: { limit: number; cursor?: string | null | undefined; filter?: TaskListFilter },
    ): Promise<{ items: Task[]; cursor: string | null }> {
      const streams = {
        assigned: () => e.task.query.byAssignee({ orgId, assigneeId: userId }),
        requested: () => e.task.query.byRequester({ orgId, createdBy: userId }),
      };
      const names = Object.keys(streams) as (keyof typeof streams)[];
      const position = decodeMergedCursor(page.cursor, names);
      const fetched = await Promise.all(
        names.map(async (name) => {
          if (position[name] === 'end') return { name, items: [] as Task[], more: false };
          const query = filtered(streams[name](), page.filter ?? {});
          const { data, cursor } = await query.go({
            order: 'desc',
            limit: page.limit,
            cursor: position[name] ?? null,
          });
          return { name, items: data.map(toTask), more: cursor !== null };
        }),
      );
      const merged = new Map<string, Task>();
      for (const { items } of fetched) for (const t of items) merged.set(t.taskId, t);
      const taken = [...merged.values()].sort(newestFirst).slice(0, page.limit);
      const takenIds = new Set(taken.map((t) => t.taskId));
      const next: MergedCursor = {};
      for (const { name, items, more } of fetched) {
        const consumed = items.filter((t) => takenIds.has(t.taskId));
        const last = consumed.at(-1);
        if (position[name] === 'end' || (!more && consumed.length === items.length)) next[name] = 'end';
        else next[name] = last ? streams[name]().cursorAt(rawKeys(last)) : (position[name] ?? null);
      }
      const done = names.every((n) => next[n] === 'end');
      return {
        items: taken,
        cursor: done ? null : Buffer.from(JSON.stringify(next)).toString('base64url'),
      };
    },

    /** The organization's tasks, newest first, one page (pattern 52). */
    async tasksOfOrganization(page: { limit: number; cursor?: string | null; filter?: TaskListFilter }) {
      const { data, cursor } = await filtered(e.task.query.byOrg({ orgId }), page.filter ?? {}).go({
        order: 'desc',
        limit: page.limit,
        cursor: page.cursor ?? null,
      });
      return { items: data.map(toTask), cursor };
    },

    /** Every task of the organization, newest first (the admin list searches and sorts them all). */
    async allTasksOfOrganization(filter: TaskListFilter = {}) {
      const { data } = await filtered(e.task.query.byOrg({ orgId }), filter).go({
        order: 'desc',
        pages: 'all',
      });
      return data.map(toTask);
    },

    /** Every task of a channel, newest first (pattern 59). */
    async tasksOfChannel(channelId: string, filter: TaskListFilter = {}) {
      const { data } = await filtered(e.task.query.byChannel({ orgId, channelId }), filter).go({
        order: 'desc',
        pages: 'all',
      });
      return data.map(toTask);
    },

    /** Tasks by id (pattern 50, batched): those that exist. */
    async tasks(taskIds: readonly string[]): Promise<Task[]> {
      if (taskIds.length === 0) return [];
      const { data } = await e.task.get(taskIds.map((taskId) => ({ orgId, taskId }))).go();
      return data.map(toTask);
    },
  };
}

/** The attributes a task's index keys are made of (for a cursor after it). */
function rawKeys(t: Task): Record<string, unknown> {
  return {
    orgId: t.orgId,
    taskId: t.taskId,
    createdAt: t.createdAt,
    assigneeId: t.assigneeId,
    createdBy: t.requesterId,
  };
}
