import { describe, expect, it } from 'vitest';
import {
  SCHEDULES,
  cronExpressionOf,
  nextRunOf,
  scheduleInput,
  type DailySchedule,
} from '../../infra/config/schedules.js';

const at2 = SCHEDULES.find((s) => s.name === 'generate-recommendations') as DailySchedule;

describe('daily schedules', () => {
  it('generates recommendations at 2:00 AM GMT (spec 2 §9)', () => {
    expect(at2.atUtc).toEqual({ hour: 2, minute: 0 });
    expect(cronExpressionOf(at2)).toBe('cron(0 2 * * ? *)');
  });

  it('is next due at 02:00 UTC the same day before it, the next day at or after it', () => {
    expect(nextRunOf(at2, new Date('2026-11-25T01:59:59.999Z')).toISOString()).toBe(
      '2026-11-25T02:00:00.000Z',
    );
    expect(nextRunOf(at2, new Date('2026-11-25T02:00:00.000Z')).toISOString()).toBe(
      '2026-11-26T02:00:00.000Z',
    );
    expect(nextRunOf(at2, new Date('2026-12-31T23:00:00.000Z')).toISOString()).toBe(
      '2027-01-01T02:00:00.000Z',
    );
  });

  it('hands the function its name and due time', () => {
    expect(scheduleInput(at2, '2026-11-25T02:00:00.000Z')).toEqual({
      schedule: 'generate-recommendations',
      scheduledTime: '2026-11-25T02:00:00.000Z',
    });
  });

  it('names every schedule once and points at a scheduled handler', () => {
    expect(new Set(SCHEDULES.map((s) => s.name)).size).toBe(SCHEDULES.length);
    for (const s of SCHEDULES) expect(s.entry).toMatch(/^functions\/scheduled\/\w+\.ts$/);
  });
});
