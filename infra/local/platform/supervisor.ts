/**
 * Child processes of the local platform (DynamoDB Local, cognito-local). Each child runs in its own
 * process group so that stopping it also stops whatever it spawned (java forks no helpers today, but a
 * wrapper script would), and so that Ctrl-C in the terminal reaches only us: we decide the order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ChildOptions {
  /** Component name for log lines and errors. */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** File that receives the child's stdout and stderr (kept for troubleshooting). */
  logFile: string;
}

export interface SupervisedChild {
  readonly name: string;
  readonly pid: number;
  /** Resolves when the process exits (with its code or signal). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  /** SIGTERM to the group, SIGKILL after `graceMs`, then verifies that the group is gone. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<SupervisedChild>();
let exitHookInstalled = false;

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: already gone.
  }
}

const cleanups = new Set<() => void>();

function killAll(): void {
  for (const child of running) killGroup(child.pid, 'SIGKILL');
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // best effort while the process is going away
    }
  }
}

/** Synchronous work to do if the process ends without stop() (e.g. removing temporary data). */
export function registerCleanup(cleanup: () => void): () => void {
  installExitHook();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Last resort when the parent ends without stop(): on exit (uncaught error, process.exit), and on
 * SIGINT/SIGTERM when nobody else handles them (a library user such as a test runner's global setup
 * that gets Ctrl-C; Node would otherwise die without running exit hooks and orphan java).
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = () => {
      if (process.listenerCount(signal) > 1) return; // bin/local.ts or the runner stops us gracefully
      killAll();
      process.off(signal, onSignal);
      process.kill(process.pid, signal); // default action, as if we had never listened
    };
    process.on(signal, onSignal);
  }
}

/**
 * Where a child's pid is noted while it runs, one file per command line, working directory and PORT
 * (so two platforms on different ports never touch each other's children). If
 * a previous platform was killed outright (SIGKILL, a test runner's timeout), the note outlives it and
 * the next start finishes the orphan instead of failing on "port in use".
 */
const PID_DIR = path.join(tmpdir(), 'tubes-local-children');

export function pidFileOf(options: ChildOptions): string {
  const key = createHash('sha256')
    .update([options.command, ...options.args, options.cwd ?? '', options.env?.PORT ?? ''].join('\0'))
    .digest('hex')
    .slice(0, 16);
  return path.join(PID_DIR, `${options.name.replace(/[^a-z0-9-]/gi, '_')}-${key}.pid`);
}

/** The command line of a running process (Linux /proc), or undefined when it is gone. */
function commandLineOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

function environmentOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** Stops an orphan of an earlier run with the same command line (only if it is still that command). */
export async function stopOrphanOf(options: ChildOptions): Promise<boolean> {
  const file = pidFileOf(options);
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return false;
  }
  rmSync(file, { force: true });
  if (!Number.isInteger(pid) || pid <= 1) return false;
  const commandLine = commandLineOf(pid);
  // A recycled pid belongs to someone else: only a process still running our command is ours.
  const ours =
    commandLine?.includes(path.basename(options.command)) &&
    options.args.every((arg) => commandLine.includes(arg)) &&
    (options.env?.PORT === undefined || environmentOf(pid).includes(`PORT=${options.env.PORT}`));
  if (!ours) return false;
  killGroup(pid, 'SIGKILL');
  for (let i = 0; i < 40 && commandLineOf(pid) !== undefined; i++) await sleep(50);
  return true;
}

export async function startChild(options: ChildOptions): Promise<SupervisedChild> {
  installExitHook();
  if (await stopOrphanOf(options)) {
    appendLine(options.logFile, `${options.name}: stopped an orphan of an earlier run`);
  }
  const log: WriteStream = createWriteStream(options.logFile, { flags: 'a' });
  // A log that cannot be written (its folder removed meanwhile, a full disk) costs the log, never the
  // platform: without a listener the stream's error would be an uncaught exception.
  log.on('error', (error) => {
    process.stderr.write(`${options.name}: log ${options.logFile} not written: ${error.message}\n`);
  });
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) {
    throw new Error(`${options.name}: could not start ${options.command}`);
  }
  const pid = child.pid;
  const pidFile = pidFileOf(options);
  try {
    mkdirSync(PID_DIR, { recursive: true });
    writeFileSync(pidFile, String(pid));
  } catch {
    // without the note an orphan is only not cleaned up automatically
  }
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let alive = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      alive = false;
      resolve({ code, signal });
    });
    child.once('error', () => {
      alive = false;
      resolve({ code: null, signal: null });
    });
  });
  void exited.then(() => {
    running.delete(supervised);
    rmSync(pidFile, { force: true });
    log.end();
  });

  const supervised: SupervisedChild = {
    name: options.name,
    pid,
    exited,
    isRunning: () => alive,
    async stop(graceMs = 5000) {
      if (alive) {
        killGroup(pid, 'SIGTERM');
        const outcome = await Promise.race([
          exited.then(() => 'exited' as const),
          sleep(graceMs, 'timeout' as const),
        ]);
        if (outcome === 'timeout') {
          killGroup(pid, 'SIGKILL');
          await exited;
        }
      }
      // The leader may be gone while a grandchild still holds the group: finish it.
      for (let i = 0; i < 20 && groupAlive(pid); i++) {
        killGroup(pid, 'SIGKILL');
        await sleep(50);
      }
      if (groupAlive(pid)) throw new Error(`${options.name}: process group ${pid} did not stop`);
      running.delete(supervised);
    },
  };
  running.add(supervised);
  return supervised;
}

/** Polls `probe` until it resolves true, the child dies, or the timeout passes. */
export async function waitUntil(
  name: string,
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; child?: SupervisedChild; logFile?: string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.child && !options.child.isRunning()) {
      const { code, signal } = await options.child.exited;
      throw new Error(
        `${name} exited during start (code ${code}, signal ${signal})` +
          (options.logFile ? `; see ${options.logFile}` : ''),
      );
    }
    if (await probe().catch(() => false)) return;
    await sleep(150);
  }
  throw new Error(
    `${name} did not become ready within ${options.timeoutMs} ms` +
      (options.logFile ? `; see ${options.logFile}` : ''),
  );
}

function appendLine(file: string, line: string): void {
  try {
    writeFileSync(file, `${new Date().toISOString()} ${line}\n`, { flag: 'a' });
  } catch {
    // logging only
  }
}
