/**
 * Where executions live: one append-only JSON-lines file per execution under `<data dir>/stepfunctions/`
 * (the platform's `.local/`, or an ephemeral platform's temp dir), each line a change — the execution's
 * record, a history event, a Task call (its token, its outcome), a Wait state's visit. Loading folds the
 * lines back, so a restart of `npm start` finds every execution, its history and its waiting tokens. A
 * last line cut short by a crash is skipped. With no directory everything stays in memory.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { HistoryEvent, TaskOutcome } from './history.js';

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

export interface ExecutionRecord {
  executionArn: string;
  stateMachineArn: string;
  /** The state machine's name (the registry's). */
  machine: string;
  name: string;
  /** The input as StartExecution received it (JSON text). */
  input: string;
  /** Epoch milliseconds. */
  startDate: number;
  status: ExecutionStatus;
  stopDate?: number;
  output?: string;
  error?: string;
  cause?: string;
}

/** One run of a Task state (an attempt: a retry is another call). */
export interface TaskCall {
  /** `<state>|<hash of its input>#<occurrence>`: the same call in a restart's replay has the same id. */
  id: string;
  state: string;
  scheduledAt: number;
  timeoutSeconds?: number;
  heartbeatSeconds?: number;
  /** A callback task's token. */
  token?: string;
  lastHeartbeat?: number;
  /** A callback task's function returned: the task waits for its token. */
  submitted?: boolean;
  outcome?: TaskOutcome;
}

/** A Wait state's visit (`<state>#<ordinal>`): a restart skips finished waits and resumes the rest. */
export interface WaitVisit {
  key: string;
  enteredAt: number;
  done: boolean;
}

export interface StoredExecution {
  record: ExecutionRecord;
  events: HistoryEvent[];
  calls: Map<string, TaskCall>;
  waits: Map<string, WaitVisit>;
}

type Line =
  | { t: 'record'; record: ExecutionRecord }
  | { t: 'event'; event: HistoryEvent }
  | { t: 'call'; call: TaskCall }
  | { t: 'wait'; wait: WaitVisit };

export interface ExecutionStore {
  /** Every stored execution, in the order they started. */
  load(): StoredExecution[];
  record(execution: StoredExecution): void;
  event(execution: StoredExecution, event: HistoryEvent): void;
  call(execution: StoredExecution, call: TaskCall): void;
  wait(execution: StoredExecution, wait: WaitVisit): void;
  /** No write after this (a stopped service's late callbacks change nothing on disk). */
  close(): void;
}

function fold(lines: Line[]): StoredExecution | null {
  let execution: StoredExecution | null = null;
  for (const line of lines) {
    if (line.t === 'record') {
      execution ??= { record: line.record, events: [], calls: new Map(), waits: new Map() };
      execution.record = line.record;
    } else if (execution && line.t === 'event') execution.events.push(line.event);
    else if (execution && line.t === 'call') execution.calls.set(line.call.id, line.call);
    else if (execution && line.t === 'wait') execution.waits.set(line.wait.key, line.wait);
  }
  return execution;
}

export function executionStore(directory: string | null): ExecutionStore {
  const dir = directory ? path.join(directory, 'stepfunctions') : null;
  let open = true;
  let made = false;
  const fileOf = (execution: StoredExecution) =>
    path.join(
      dir as string,
      `${createHash('sha256').update(execution.record.executionArn).digest('hex').slice(0, 32)}.jsonl`,
    );
  const write = (execution: StoredExecution, line: Line) => {
    if (!dir || !open) return;
    if (!made) {
      mkdirSync(dir, { recursive: true });
      made = true;
    }
    appendFileSync(fileOf(execution), `${JSON.stringify(line)}\n`);
  };
  return {
    load() {
      if (!dir || !existsSync(dir)) return [];
      const executions: StoredExecution[] = [];
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
        const lines: Line[] = [];
        for (const text of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
          if (!text) continue;
          try {
            lines.push(JSON.parse(text) as Line);
          } catch {
            // A line cut short by a crash: what it said had not happened yet.
          }
        }
        const execution = fold(lines);
        if (execution) executions.push(execution);
      }
      return executions.sort((a, b) => a.record.startDate - b.record.startDate);
    },
    record: (execution) => write(execution, { t: 'record', record: execution.record }),
    event: (execution, event) => write(execution, { t: 'event', event }),
    call: (execution, call) => write(execution, { t: 'call', call }),
    wait: (execution, wait) => write(execution, { t: 'wait', wait }),
    close() {
      open = false;
    },
  };
}
