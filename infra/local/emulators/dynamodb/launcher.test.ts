/**
 * DynamoDB Local's loopback launcher (infra/local/java/LoopbackDynamoDbLocal.java) is compiled once per
 * source into a cache directory and reused; concurrent starts share the result.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loopbackLauncher } from './dynamodb-local.js';

const cache = mkdtempSync(path.join(os.tmpdir(), 'tubes-launcher-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe('loopbackLauncher', () => {
  it('compiles the launcher into a directory named by its source hash, once', () => {
    const dir = loopbackLauncher(cache);
    const classFile = path.join(dir, 'LoopbackDynamoDbLocal.class');
    expect(existsSync(classFile)).toBe(true);
    expect(path.dirname(dir)).toBe(cache);
    expect(path.basename(dir)).toMatch(/^[0-9a-f]{16}$/);
    const compiledAt = statSync(classFile).mtimeMs;
    expect(loopbackLauncher(cache)).toBe(dir);
    expect(statSync(classFile).mtimeMs).toBe(compiledAt);
    // No staging directory is left behind.
    expect(readdirSync(cache)).toEqual([path.basename(dir)]);
  }, 30_000);
});
