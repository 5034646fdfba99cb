import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DailySchedule } from '../../../config/schedules.js';
import { startScheduler, type LocalScheduler } from './scheduler.js';

const nightly: DailySchedule = {
  name: 'nightly',
  entry: 'functions/scheduled/nightly.ts',
  atUtc: { hour: 2, minute: 0 },
  description: 'test',
};

/** A fake clock whose timers run when the test advances it. */
function fakeClock(start: string) {
  let time = new Date(start).getTime();
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  return {
    now: () => new Date(time),
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: time + ms, run, cancelled: false };
      timers.push(timer);
      return { cancel: () => (timer.cancelled = true) };
    },
    async advanceTo(iso: string) {
      time = new Date(iso).getTime();
      for (const timer of timers.splice(0)) {
        if (timer.cancelled) continue;
        if (timer.at <= time) timer.run();
        else timers.push(timer);
      }
      // Let the fired invocation (a promise chain) settle.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    },
    pending: () => timers.filter((t) => !t.cancelled).map((t) => new Date(t.at).toISOString()),
  };
}

let scheduler: LocalScheduler | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('local scheduler', () => {
  it('fires at the daily UTC time with the name and due time, then arms the next day', async () => {
    const clock = fakeClock('2026-11-25T01:30:00.000Z');
    const calls: { entry: string; event: unknown }[] = [];
    scheduler = await startScheduler({
      port: 0,
      schedules: [nightly],
      invoke: async (entry, event) => {
        calls.push({ entry, event });
        return { done: true };
      },
      stateDirectory: null,
      now: clock.now,
      setTimer: clock.setTimer,
    });
    expect(scheduler.nextRuns()).toEqual({ nightly: '2026-11-25T02:00:00.000Z' });
    await clock.advanceTo('2026-11-25T01:59:59.000Z');
    expect(calls).toEqual([]);
    await clock.advanceTo('2026-11-25T02:00:00.000Z');
    expect(calls).toEqual([
      {
        entry: 'functions/scheduled/nightly.ts',
        event: { schedule: 'nightly', scheduledTime: '2026-11-25T02:00:00.000Z' },
      },
    ]);
    expect(scheduler.nextRuns()).toEqual({ nightly: '2026-11-26T02:00:00.000Z' });
    expect(scheduler.lastRuns().nightly).toMatchObject({ outcome: 'ok', attempts: 1 });
  });

  it('retries a failing invocation twice, records the failure and keeps its schedule', async () => {
    const clock = fakeClock('2026-11-25T01:59:00.000Z');
    let attempts = 0;
    scheduler = await startScheduler({
      port: 0,
      schedules: [nightly],
      invoke: async () => {
        attempts += 1;
        throw new Error('table unavailable');
      },
      stateDirectory: null,
      now: clock.now,
      setTimer: clock.setTimer,
    });
    await clock.advanceTo('2026-11-25T02:00:00.000Z');
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(attempts).toBe(3);
    expect(scheduler.lastRuns().nightly).toMatchObject({ outcome: 'failed', error: 'table unavailable' });
    expect(clock.pending()).toEqual(['2026-11-26T02:00:00.000Z']);
  });

  it('runs a schedule on request over HTTP (127.0.0.1), lists them, and keeps the last runs on disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tubes-scheduler-'));
    dirs.push(dir);
    scheduler = await startScheduler({
      port: 0,
      schedules: [nightly],
      invoke: async () => ({ recommended: 3 }),
      stateDirectory: dir,
    });
    const base = scheduler.url.replace('localhost', '127.0.0.1');
    const ran = await fetch(`${base}/schedules/nightly/run`, { method: 'POST' });
    expect(ran.status).toBe(200);
    expect(await ran.json()).toMatchObject({ outcome: 'ok', result: { recommended: 3 } });
    expect((await fetch(`${base}/schedules/unknown/run`, { method: 'POST' })).status).toBe(404);
    const listed = (await (await fetch(`${base}/schedules`)).json()) as {
      name: string;
      expression: string;
    }[];
    expect(listed).toMatchObject([
      { name: 'nightly', expression: 'cron(0 2 * * ? *)', last: { outcome: 'ok' } },
    ]);
    const saved = JSON.parse(readFileSync(path.join(dir, 'scheduler.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(saved.nightly).toMatchObject({ outcome: 'ok' });
    await scheduler.stop();
    // A restart reads the last runs back.
    scheduler = await startScheduler({
      port: 0,
      schedules: [nightly],
      invoke: async () => null,
      stateDirectory: dir,
    });
    expect(scheduler.lastRuns().nightly).toMatchObject({ outcome: 'ok' });
  });
});
