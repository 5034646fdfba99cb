import { describe, expect, it } from 'vitest';
import type { TrainingRecordTask } from '#shared/api';
import { trainingRecordCsv, trainingRecordFileName } from './training-record';

const task = (over: Partial<TrainingRecordTask>): TrainingRecordTask => ({
  taskId: 't',
  videoId: 'v',
  humanId: 'h',
  title: 'Fire safety',
  source: 'Mandatory playlist: Safety',
  category: 'mandatory',
  state: 'open',
  dueDate: null,
  completedAt: null,
  assignedAt: '2026-12-01T08:00:00.000Z',
  ...over,
});

describe("a user's training record as CSV (issue 15)", () => {
  it('writes one line per task in the given order, the due day as a day, formulas defused', () => {
    const csv = trainingRecordCsv([
      task({ state: 'overdue', dueDate: '2026-12-02T23:59:59.999Z' }),
      task({
        title: '=HYPERLINK("x")',
        state: 'completed',
        completedAt: '2026-12-03T09:00:00.000Z',
        category: 'recommended',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'video,assigned by,category,status,due date (UTC),completed at,assigned at',
      'Fire safety,Mandatory playlist: Safety,mandatory,overdue,2026-12-02,,2026-12-01T08:00:00.000Z',
      `"'=HYPERLINK(""x"")",Mandatory playlist: Safety,recommended,completed,,2026-12-03T09:00:00.000Z,2026-12-01T08:00:00.000Z`,
      '',
    ]);
  });

  it("names the file after the user's e-mail", () => {
    expect(trainingRecordFileName('Ann.Lee@acme.test')).toBe('training-record-ann.lee@acme.test.csv');
  });
});
