/**
 * How a local MediaConvert job fails: a code and MediaConvert's message, the local detail kept apart.
 */
import path from 'node:path';

/**
 * A job's failure. `message` is what MediaConvert would report (errorMessage: files named by their
 * S3 URIs, never a path on this machine); `detail` is the full local story for the server log.
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * `text` with the job's local files named by their S3 URIs (`named`: local path → URI) and any other
 * path inside the job's work directory reduced to its file name.
 */
export function redactLocalPaths(text: string, workDir: string, named: Record<string, string>): string {
  let out = text;
  // Longest first, so a path is never replaced through a shorter one it starts with.
  for (const local of Object.keys(named).sort((a, b) => b.length - a.length)) {
    out = out.split(local).join(named[local] as string);
  }
  const escaped = workDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return out.replace(new RegExp(`${escaped}[^\\s'"\\]]*`, 'g'), (p) => path.basename(p) || 'file');
}
