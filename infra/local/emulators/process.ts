import { spawn } from 'node:child_process';

/** What a finished command said: its exit code, its output and the last 4,000 characters of its errors. */
export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command of the machine (ffmpeg, pocketsphinx, espeak-ng …) without a shell, stdin closed;
 * aborting `signal` kills it. Rejects only when it cannot start (ENOENT: not installed).
 */
export function runCommand(
  command: string,
  args: readonly string[],
  signal: AbortSignal,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
