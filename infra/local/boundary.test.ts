/**
 * The local platform is a consumer of the CDK's settings, never a part of the CDK app: nothing under
 * infra/ outside infra/local (stacks, constructs, config) and no CDK entry in bin/ imports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './platform/config.js';

const LOCAL_DIR = path.join(REPO_ROOT, 'infra', 'local');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === LOCAL_DIR ? [] : sources(full);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Relative import specifiers of a file, resolved to absolute paths. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)].map((m) =>
    path.resolve(path.dirname(file), m[1] as string),
  );
}

describe('infra/local boundary', () => {
  it('no CDK code (infra/stacks, infra/constructs, infra/config, bin/ except bin/local.ts) imports infra/local', () => {
    const cdkFiles = [
      ...sources(path.join(REPO_ROOT, 'infra')),
      ...sources(path.join(REPO_ROOT, 'bin')).filter((f) => path.basename(f) !== 'local.ts'),
    ];
    expect(cdkFiles.length).toBeGreaterThan(10);
    const offending = cdkFiles.flatMap((file) =>
      imports(file)
        .filter((target) => target === LOCAL_DIR || target.startsWith(`${LOCAL_DIR}${path.sep}`))
        .map((target) => `${path.relative(REPO_ROOT, file)} → ${path.relative(REPO_ROOT, target)}`),
    );
    expect(offending).toEqual([]);
  });
});
