/**
 * Log keys of one invocation do not outlive it: the logger is shared by every invocation of a container
 * (and, locally, by every function of the in-process runtime), so a job's ids must not label the next
 * request's lines.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger, withLogKeys } from './logger.js';

function lineOf(log: () => void): Record<string, unknown> {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  try {
    log();
    const raw = [...write.mock.calls, ...info.mock.calls]
      .map((c) => String(c[0]))
      .find((t) => t.includes('{'));
    return JSON.parse(raw ?? '{}') as Record<string, unknown>;
  } finally {
    write.mockRestore();
    info.mockRestore();
  }
}

// The unit project runs the logger silent; these tests read its lines.
beforeAll(() => logger.setLogLevel('INFO'));
afterAll(() => logger.setLogLevel('SILENT'));

describe('withLogKeys', () => {
  it('labels the lines inside and takes the keys off afterwards, also after an error', async () => {
    await withLogKeys({ videoId: 'v1', jobId: 'j1' }, async () => {
      expect(lineOf(() => logger.info('inside'))).toMatchObject({ videoId: 'v1', jobId: 'j1' });
    });
    expect(lineOf(() => logger.info('after'))).not.toHaveProperty('videoId');
    await expect(
      withLogKeys({ jobId: 'j2' }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(lineOf(() => logger.info('after the error'))).not.toHaveProperty('jobId');
  });
});
