import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `#shared/…` imports (tsconfig.json paths), for every suite. */
const resolve = { alias: { '#shared': fileURLToPath(new URL('./shared', import.meta.url)) } };

// Three suites, run separately by npm scripts (test:unit, test:infra, test:integration).
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: [
            'test/unit/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'shared/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // Worker threads: measured a fifth faster than forked processes for these ~300 files on 2 cores
          // (module imports dominate, and a thread starts cheaper).
          pool: 'threads',
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
          // Component tests render Chakra in jsdom: on a loaded 2-core machine one test can take over
          // vitest's default 5 s (a timed-out test also leaks its typing into the next one).
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // CDK synthesis is CPU-heavy: one file at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
