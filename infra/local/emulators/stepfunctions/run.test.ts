/**
 * The replay of ./run.ts on its own: a run over an execution's records answers every recorded call from
 * its record, skips a finished Wait and a recorded retry's back-off (both 60 s here: the test would time
 * out if either were waited again), resumes an interrupted Wait for what is left of it, and records no
 * event the history already has.
 */
import { describe, expect, it } from 'vitest';
import type { Workflow } from '../../../workflows/index.js';
import { eventsOfInterpreter, type NewEvent, type TaskOutcome } from './history.js';
import { interpreterReady } from './interpreter.js';
import { localMachine } from './machines.js';
import { callKey, startRun, type RunHost } from './run.js';
import type { StoredExecution, WaitVisit } from './store.js';

const REPLAY: Workflow = {
  name: 'unit-replay',
  description: 'unit test machine',
  definitionFile: 'infra/local/emulators/stepfunctions/fixtures/replay.asl.json',
  functions: { WorkFunctionArn: { entry: 'fake/work', description: 'work' } },
  arnVariable: 'UNIT_REPLAY_STATE_MACHINE_ARN',
};
const machine = localMachine(REPLAY, { region: 'us-east-1', account: '000000000000' });
const INPUT = { order: 7 };

function execution(waits: WaitVisit[], outcomes: TaskOutcome[]): StoredExecution {
  const key = callKey('Work', INPUT);
  return {
    record: {
      executionArn: `${machine.arn.replace(':stateMachine:', ':execution:')}:e`,
      stateMachineArn: machine.arn,
      machine: machine.name,
      name: 'e',
      input: JSON.stringify(INPUT),
      startDate: Date.now() - 120_000,
      status: 'RUNNING',
    },
    events: [],
    calls: new Map(
      outcomes.map((outcome, i) => [
        `${key}#${i + 1}`,
        { id: `${key}#${i + 1}`, state: 'Work', scheduledAt: Date.now() - 61_000, outcome },
      ]),
    ),
    waits: new Map(waits.map((w) => [w.key, w])),
  };
}

function host(stored: StoredExecution) {
  const asked: string[] = [];
  const appended: NewEvent[] = [];
  const saved: WaitVisit[] = [];
  const runHost: RunHost = {
    appendEvent: (_, event) => appended.push(event),
    runTask: async (_, __, ___, callId) => {
      asked.push(callId);
      const outcome = stored.calls.get(callId)?.outcome;
      if (!outcome) throw new Error(`${callId} is not on record: the replay would run it again`);
      return outcome;
    },
    saveWait: (e, wait) => {
      e.waits.set(wait.key, wait);
      saved.push(wait);
    },
  };
  return { runHost, asked, appended, saved };
}

describe('replay', () => {
  it('answers recorded calls, skips a finished wait and a recorded back-off', async () => {
    await interpreterReady();
    const stored = execution(
      [{ key: 'Pause#1', enteredAt: Date.now() - 119_000, done: true }],
      [{ error: 'Flaky', cause: 'first attempt' }, { output: { shipped: true } }],
    );
    const { runHost, asked } = host(stored);
    const result = await startRun(stored, machine, runHost).result;
    expect(result).toEqual({ status: 'SUCCEEDED', output: { shipped: true } });
    const key = callKey('Work', INPUT);
    expect(asked).toEqual([`${key}#1`, `${key}#2`]);
  });

  it('resumes an interrupted wait for what is left of it', async () => {
    await interpreterReady();
    const stored = execution(
      [{ key: 'Pause#1', enteredAt: Date.now() - 59_700, done: false }],
      [{ output: { shipped: true } }],
    );
    const { runHost, saved } = host(stored);
    const result = await startRun(stored, machine, runHost).result;
    expect(result).toEqual({ status: 'SUCCEEDED', output: { shipped: true } });
    // The wait's visit is the recorded one, now finished (no second visit recorded).
    expect(saved).toEqual([{ key: 'Pause#1', enteredAt: expect.any(Number), done: true }]);
  });

  it('does not record again the events the history already has', async () => {
    await interpreterReady();
    const first = execution([], [{ output: { shipped: true } }]);
    first.waits.set('Pause#1', { key: 'Pause#1', enteredAt: Date.now(), done: true });
    // The history as the first run left it: the Wait entered and left (with the interpreter's signatures).
    const caught = new Set<string>();
    const entered = eventsOfInterpreter(
      { type: 'StateEntered', timestamp: 1, state: { name: 'Pause', type: 'Wait', input: INPUT } },
      caught,
    );
    const exited = eventsOfInterpreter(
      {
        type: 'StateExited',
        timestamp: 2,
        state: { name: 'Pause', type: 'Wait', input: INPUT, output: INPUT },
      },
      caught,
    );
    first.events = [...entered, ...exited].map((e, i) => ({
      ...e,
      timestamp: i,
      id: i + 1,
      previousEventId: i,
      signature: `${e.type}|${JSON.stringify(e.details ?? null)}`,
    }));
    const { runHost, appended } = host(first);
    await startRun(first, machine, runHost).result;
    expect(appended.map((e) => e.type)).toEqual(['TaskStateEntered', 'TaskStateExited']);
  });
});
