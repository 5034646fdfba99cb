/**
 * The approved-task ledger of ONE organization (access pattern 161): its rows, newest approval first, a
 * page at a time. The rows are written by the task change that completes a billable task, in the same
 * transaction (task-data.ts `change`, pattern 160).
 */
import type { TaskSubtype } from '#shared/domain/task-subtypes.js';
import { getEntities } from './entities/index.js';

export interface ApprovedTaskRow {
  taskId: string;
  subtype: TaskSubtype;
  taskTitle: string;
  channelId: string;
  approvedAt: string;
  takenAt: string | null;
  approverId: string;
  approverEmail: string;
  /** Priced by the finance issue: null until then. */
  amount: number | null;
  units: number | null;
}

type RowItem = ReturnType<ReturnType<typeof getEntities>['approvedTask']['format']>;

function toRow(item: RowItem): ApprovedTaskRow {
  return {
    taskId: item.taskId,
    subtype: item.subtype,
    taskTitle: item.taskTitle ?? '',
    channelId: item.channelId ?? '',
    approvedAt: item.approvedAt,
    takenAt: item.takenAt ?? null,
    approverId: item.approverId,
    approverEmail: item.approverEmail,
    amount: item.amount ?? null,
    units: item.units ?? null,
  };
}

export function approvedTaskLedgerData(orgId: string) {
  if (!orgId) throw new Error('approvedTaskLedgerData needs an organization id');
  const e = getEntities();
  return {
    /** One page of the rows, newest approval first; the cursor continues it (null: no more). */
    async rows(page: { limit: number; cursor?: string | null | undefined }) {
      const { data, cursor } = await e.approvedTask.query
        .byOrg({ orgId })
        .go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
      return { items: data.map(toRow), cursor };
    },

    /** The row of one task, if it has one. */
    async row(taskId: string): Promise<ApprovedTaskRow | null> {
      const item = (await e.approvedTask.get({ orgId, taskId }).go({ consistent: true })).data;
      return item ? toRow(item) : null;
    },
  };
}
