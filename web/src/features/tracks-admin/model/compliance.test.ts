import { describe, expect, it } from 'vitest';
import { byCompliance, complianceCsv, complianceFileName, complianceStatus } from './compliance';

const assignee = (name: string, watched: number, overdue = false, dueDate: string | null = null) => ({
  userId: name,
  email: `${name.toLowerCase()}@acme.test`,
  name,
  watched,
  videos: 3,
  dueDate,
  overdue,
});

describe("a mandatory playlist's compliance", () => {
  it('is completed when every video is watched, even after the due date', () => {
    expect(complianceStatus(assignee('A', 3, true))).toBe('completed');
    expect(complianceStatus(assignee('B', 1, true))).toBe('overdue');
    expect(complianceStatus(assignee('C', 1))).toBe('inProgress');
    expect(complianceStatus(assignee('D', 0))).toBe('notStarted');
    expect(complianceStatus({ watched: 0, videos: 0, overdue: false })).toBe('notStarted');
  });

  it('lists the overdue first and exports what admins chase, formulas defused', () => {
    const list = [
      assignee('Zoe', 3),
      assignee('=Eve', 0, false, '2026-12-10T23:59:59.999Z'),
      assignee('Bob', 1, true),
    ];
    expect(byCompliance(list).map((a) => a.name)).toEqual(['Bob', '=Eve', 'Zoe']);
    expect(complianceCsv(list).split('\r\n')).toEqual([
      'email,name,status,videos watched,videos,due date (UTC)',
      'bob@acme.test,Bob,overdue,1,3,',
      "=eve@acme.test,'=Eve,notStarted,0,3,2026-12-10".replace('=eve', "'=eve"),
      'zoe@acme.test,Zoe,completed,3,3,',
      '',
    ]);
    expect(complianceFileName('Fire safety: part 1')).toBe('playlist-compliance-fire-safety-part-1.csv');
  });
});
