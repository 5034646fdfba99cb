/**
 * A user's training record (issue 15, /admin/users/{userId}/training) as a CSV file: one line per
 * watch-video task in the record's order (overdue first), cells a spreadsheet would run defused.
 */
import type { TrainingRecordTask } from '#shared/api';
import { csvLine, csvText } from '../../../lib/csv';

export const TRAINING_RECORD_CSV_HEADER = [
  'video',
  'assigned by',
  'category',
  'status',
  'due date (UTC)',
  'completed at',
  'assigned at',
];

export function trainingRecordCsv(tasks: readonly TrainingRecordTask[]): string {
  return csvText([
    TRAINING_RECORD_CSV_HEADER.join(','),
    ...tasks.map((task) =>
      csvLine([
        task.title,
        task.source,
        task.category,
        task.state,
        task.dueDate?.slice(0, 10) ?? '',
        task.completedAt ?? '',
        task.assignedAt,
      ]),
    ),
  ]);
}

/** `training-record-<e-mail>.csv`, reduced to what file systems take. */
export function trainingRecordFileName(email: string): string {
  const slug = email.toLowerCase().replace(/[^a-z0-9@._-]+/g, '-');
  return `training-record${slug ? `-${slug}` : ''}.csv`;
}
