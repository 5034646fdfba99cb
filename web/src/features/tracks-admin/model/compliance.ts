/**
 * The compliance of a mandatory playlist's assignees (issue 15, /track/users/{trackId}): each one's
 * status from what they watched and their deadline, the order admins chase them in (overdue first), and
 * the CSV export.
 */
import type { TrackAssignee } from '#shared/api';
import { listCollator, type ListSpec } from '#shared/domain/list-page';
import { csvLine, csvText } from '../../../lib/csv';
import { LOCAL_LIST_DEFAULT_PAGE_SIZE } from '../../../lib/list-paging';

export type ComplianceStatus = 'completed' | 'overdue' | 'inProgress' | 'notStarted';

export function complianceStatus(a: Pick<TrackAssignee, 'watched' | 'videos' | 'overdue'>): ComplianceStatus {
  if (a.videos > 0 && a.watched >= a.videos) return 'completed';
  if (a.overdue) return 'overdue';
  return a.watched > 0 ? 'inProgress' : 'notStarted';
}

const STATUS_RANK: Record<ComplianceStatus, number> = {
  overdue: 0,
  notStarted: 1,
  inProgress: 2,
  completed: 3,
};

/** Overdue first, then those who have not started, in progress, completed; by name within each. */
export function byCompliance<T extends TrackAssignee>(assignees: readonly T[]): T[] {
  return [...assignees].sort(
    (a, b) =>
      STATUS_RANK[complianceStatus(a)] - STATUS_RANK[complianceStatus(b)] || a.name.localeCompare(b.name),
  );
}

const byName = (a: TrackAssignee, b: TrackAssignee) =>
  listCollator.compare(a.name, b.name) || listCollator.compare(a.email, b.email);

/** The assignees' table: searchable by name and e-mail, sorted by status (overdue first) unless chosen. */
export const ASSIGNEE_LIST: ListSpec<TrackAssignee, 'name' | 'email' | 'progress' | 'due' | 'status'> = {
  text: (a) => `${a.name} ${a.email}`,
  compare: {
    name: byName,
    email: (a, b) => listCollator.compare(a.email, b.email),
    progress: (a, b) => a.watched / (a.videos || 1) - b.watched / (b.videos || 1) || byName(a, b),
    // Undated last.
    due: (a, b) => (a.dueDate ?? '\uffff').localeCompare(b.dueDate ?? '\uffff') || byName(a, b),
    status: (a, b) => STATUS_RANK[complianceStatus(a)] - STATUS_RANK[complianceStatus(b)] || byName(a, b),
  },
  defaultSort: 'status',
  defaultPageSize: LOCAL_LIST_DEFAULT_PAGE_SIZE,
};

export const COMPLIANCE_CSV_HEADER = [
  'email',
  'name',
  'status',
  'videos watched',
  'videos',
  'due date (UTC)',
];

export function complianceCsv(assignees: readonly TrackAssignee[]): string {
  return csvText([
    COMPLIANCE_CSV_HEADER.join(','),
    ...byCompliance(assignees).map((a) =>
      csvLine([a.email, a.name, complianceStatus(a), a.watched, a.videos, a.dueDate?.slice(0, 10) ?? '']),
    ),
  ]);
}

/** `playlist-compliance-<name>.csv`, the name reduced to what file systems take. */
export function complianceFileName(trackName: string): string {
  const slug = trackName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `playlist-compliance${slug ? `-${slug}` : ''}.csv`;
}
