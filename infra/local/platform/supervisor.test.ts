import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pidFileOf, startChild, stopOrphanOf, type ChildOptions } from './supervisor';

const dir = mkdtempSync(path.join(tmpdir(), 'tubes-supervisor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('supervised children', () => {
  it('a new start finishes an orphan of an earlier run with the same command line', async () => {
    const options: ChildOptions = {
      name: 'orphan-test',
      command: 'sleep',
      args: [`${300 + Math.floor(Math.random() * 1000)}`],
      logFile: path.join(dir, 'orphan.log'),
    };
    // The "earlier run": started, then its parent vanished without stopping it.
    const orphan = await startChild(options);
    expect(alive(orphan.pid)).toBe(true);

    const next = await startChild(options);
    await orphan.exited;
    expect(alive(orphan.pid)).toBe(false);
    expect(alive(next.pid)).toBe(true);
    await next.stop();
    // Stopped normally, it leaves no note behind: nothing to finish next time.
    await expect(stopOrphanOf(options)).resolves.toBe(false);
  });

  it('never kills a process that merely reuses the noted pid for another command', async () => {
    const options: ChildOptions = {
      name: 'recycled-test',
      command: 'sleep',
      args: ['301'],
      logFile: path.join(dir, 'recycled.log'),
    };
    // The note names a pid that now runs something else (this test runner).
    mkdirSync(path.dirname(pidFileOf(options)), { recursive: true });
    writeFileSync(pidFileOf(options), String(process.pid));
    await expect(stopOrphanOf(options)).resolves.toBe(false);
    expect(alive(process.pid)).toBe(true);
    expect(existsSync(pidFileOf(options))).toBe(false);
  });
});
