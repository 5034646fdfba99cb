/**
 * The local scheduler: EventBridge Scheduler's part the platform uses (infra/stacks/schedules-stack.ts).
 * Every schedule of infra/config/schedules.ts fires its function in the platform's Lambda runtime at the
 * same daily UTC time, with the same input (its name and due time) as in the cloud; a failed invocation is
 * retried twice, as the cloud's retry policy does. Its state (each schedule's last run) is kept in the data
 * directory. It listens on 127.0.0.1 only:
 *   GET  /health                   → 200 when it runs
 *   GET  /schedules                → every schedule: cron, next due time, last run
 *   POST /schedules/{name}/run     → fires it now, or as if due at `?at=<ISO time>` (tests' fake clock;
 *                                    an operator's "run it now"); answers the
 *                                    function's result, or 502 with its error
 * The clock and the timers are injectable, so tests drive the schedule with a fake clock.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { cronExpressionOf, nextRunOf, scheduleInput, type DailySchedule } from '../../../config/schedules.js';
import { listenOnLoopback } from '../listen.js';

/** What the scheduler needs of the Lambda runtime. */
export type Invoke = (entry: string, event: unknown) => Promise<unknown>;

export interface ScheduleRun {
  scheduledTime: string;
  finishedAt: string;
  outcome: 'ok' | 'failed';
  attempts: number;
  error?: string;
}

export interface SchedulerOptions {
  port: number;
  schedules: readonly DailySchedule[];
  invoke: Invoke;
  /** Where the last runs are kept (a JSON file in it); null keeps them in memory (ephemeral platforms). */
  stateDirectory: string | null;
  now?: () => Date;
  setTimer?: (run: () => void, ms: number) => { cancel(): void };
  /** Attempts per firing (the cloud's target: 1 + 2 retries). */
  attempts?: number;
  log?: (line: string) => void;
}

export interface LocalScheduler {
  url: string;
  /** Fires a schedule now; resolves with its run. */
  run(name: string, scheduledTime?: Date): Promise<ScheduleRun & { result?: unknown }>;
  /** The next due time of each schedule. */
  nextRuns(): Record<string, string>;
  lastRuns(): Record<string, ScheduleRun>;
  stop(): Promise<void>;
}

/** setTimeout caps delays at 2^31-1 ms (~24.8 days); a day's wait fits, longer ones re-arm. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const defaultTimer = (run: () => void, ms: number) => {
  const handle = setTimeout(run, ms);
  handle.unref();
  return { cancel: () => clearTimeout(handle) };
};

export async function startScheduler(options: SchedulerOptions): Promise<LocalScheduler> {
  const now = options.now ?? (() => new Date());
  const setTimer = options.setTimer ?? defaultTimer;
  const attempts = options.attempts ?? 3;
  const log = options.log ?? (() => undefined);
  const stateFile = options.stateDirectory ? path.join(options.stateDirectory, 'scheduler.json') : null;
  const byName = new Map(options.schedules.map((s) => [s.name, s]));
  const last: Record<string, ScheduleRun> =
    stateFile && existsSync(stateFile)
      ? (JSON.parse(readFileSync(stateFile, 'utf8')) as Record<string, ScheduleRun>)
      : {};
  const timers = new Map<string, { cancel(): void }>();
  const next = new Map<string, Date>();
  let stopped = false;

  const save = () => {
    if (!stateFile) return;
    mkdirSync(path.dirname(stateFile), { recursive: true });
    writeFileSync(stateFile, JSON.stringify(last, null, 2));
  };

  async function fire(schedule: DailySchedule, due: Date): Promise<ScheduleRun & { result?: unknown }> {
    const scheduledTime = due.toISOString();
    let error = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const result = await options.invoke(schedule.entry, scheduleInput(schedule, scheduledTime));
        const run: ScheduleRun = {
          scheduledTime,
          finishedAt: now().toISOString(),
          outcome: 'ok',
          attempts: attempt,
        };
        last[schedule.name] = run;
        save();
        log(`scheduler: ${schedule.name} ran (${scheduledTime})`);
        return { ...run, result };
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        log(`scheduler: ${schedule.name} attempt ${attempt} failed: ${error}`);
      }
    }
    const run: ScheduleRun = {
      scheduledTime,
      finishedAt: now().toISOString(),
      outcome: 'failed',
      attempts,
      error,
    };
    last[schedule.name] = run;
    save();
    return run;
  }

  function arm(schedule: DailySchedule): void {
    if (stopped) return;
    const due = nextRunOf(schedule, now());
    next.set(schedule.name, due);
    const wait = Math.max(0, due.getTime() - now().getTime());
    timers.set(
      schedule.name,
      setTimer(
        () => {
          // A long wait re-arms until the due time is reached, then fires and arms the next day.
          if (wait > MAX_TIMER_MS || now().getTime() < due.getTime()) return arm(schedule);
          void fire(schedule, due).finally(() => arm(schedule));
        },
        Math.min(wait, MAX_TIMER_MS),
      ),
    );
  }

  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://scheduler.local');
    if (req.method === 'GET' && url.pathname === '/health') return answer(200, { status: 'up' });
    if (req.method === 'GET' && url.pathname === '/schedules') {
      return answer(
        200,
        options.schedules.map((s) => ({
          name: s.name,
          expression: cronExpressionOf(s),
          timezone: 'Etc/UTC',
          next: next.get(s.name)?.toISOString() ?? null,
          last: last[s.name] ?? null,
        })),
      );
    }
    const match = /^\/schedules\/([^/]+)\/run$/.exec(url.pathname);
    if (match && req.method === 'POST') {
      const schedule = byName.get(decodeURIComponent(match[1] ?? ''));
      if (!schedule) return answer(404, { message: `No schedule ${match[1] ?? ''}` });
      // `?at=<ISO time>`: fired as if due then (a test's fake clock); else now.
      const at = url.searchParams.get('at');
      const when = at ? new Date(at) : now();
      if (Number.isNaN(when.getTime())) return answer(400, { message: `at=${at} is not an ISO time` });
      void fire(schedule, when).then((run) => answer(run.outcome === 'ok' ? 200 : 502, run));
      return;
    }
    answer(404, { message: `No route for ${req.method ?? ''} ${url.pathname}` });
  });
  const port = await listenOnLoopback(server, options.port);
  for (const schedule of options.schedules) arm(schedule);

  return {
    url: `http://localhost:${port}`,
    async run(name, scheduledTime) {
      const schedule = byName.get(name);
      if (!schedule) throw new Error(`No schedule ${name}`);
      return fire(schedule, scheduledTime ?? now());
    },
    nextRuns: () => Object.fromEntries([...next].map(([name, due]) => [name, due.toISOString()])),
    lastRuns: () => ({ ...last }),
    async stop() {
      stopped = true;
      for (const timer of timers.values()) timer.cancel();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
