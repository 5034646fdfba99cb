import { describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import { functionSettings } from '../../../config/functions.js';
import {
  createLambdaRuntime,
  LambdaInvocationError,
  MAX_REQUEST_PAYLOAD_BYTES,
  MAX_RESPONSE_PAYLOAD_BYTES,
  type ModuleImporter,
} from './runtime.js';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

/** A runtime over in-memory modules (entries are passed to the importer as they are: root ''). */
function runtimeWith(handlers: Record<string, Handler>, settings?: typeof functionSettings) {
  const imports: string[] = [];
  const importModule: ModuleImporter = async (entry) => {
    imports.push(entry);
    const handler = handlers[entry];
    if (!handler) throw new Error(`no module ${entry}`);
    return { handler };
  };
  return {
    runtime: createLambdaRuntime({ importModule, root: '', ...(settings ? { settings } : {}) }),
    imports,
  };
}

const contextOf: Handler = async (_event, context) => ({
  functionName: context.functionName,
  memoryLimitInMB: context.memoryLimitInMB,
  remainingMs: context.getRemainingTimeInMillis(),
});

describe('the local Lambda runtime', () => {
  it("runs each function with the CDK's memory and timeout from infra/config/functions.ts", async () => {
    const { runtime } = runtimeWith({
      'functions/realtime/keepAlive.ts': contextOf,
      'functions/query/getVideo.ts': contextOf,
    });
    const keepAlive = await runtime.invoke<{ memoryLimitInMB: string; remainingMs: number }>(
      'functions/realtime/keepAlive.ts',
      {},
    );
    expect(functionSettings('functions/realtime/keepAlive.ts')).toEqual({
      memorySizeMb: 128,
      timeoutSeconds: 3,
    });
    expect(keepAlive.memoryLimitInMB).toBe('128');
    expect(keepAlive.remainingMs).toBeGreaterThan(2_000);
    expect(keepAlive.remainingMs).toBeLessThanOrEqual(3_000);

    const getVideo = await runtime.invoke<{
      functionName: string;
      memoryLimitInMB: string;
      remainingMs: number;
    }>('functions/query/getVideo.ts', {}, { functionName: 'tubes-getVideo' });
    expect(getVideo).toMatchObject({ functionName: 'tubes-getVideo', memoryLimitInMB: '512' });
    expect(getVideo.remainingMs).toBeGreaterThan(9_000);
    expect(getVideo.remainingMs).toBeLessThanOrEqual(10_000);
  });

  it('ends an invocation past its timeout as "Task timed out"', async () => {
    const { runtime } = runtimeWith(
      { 'slow.ts': () => new Promise((resolve) => setTimeout(() => resolve('late'), 1_000)) },
      () => ({ memorySizeMb: 128, timeoutSeconds: 0.05 }),
    );
    const started = Date.now();
    const error = await runtime.invoke('slow.ts', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LambdaInvocationError);
    expect(error).toMatchObject({ errorType: 'TimedOut', message: 'Task timed out after 0.05 seconds' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('refuses an event over 6 MB before the handler runs, and fails a result over 6 MB', async () => {
    let calls = 0;
    const { runtime } = runtimeWith({
      'echo.ts': async (event) => {
        calls += 1;
        return event;
      },
      'big.ts': async () => ({ body: 'x'.repeat(MAX_RESPONSE_PAYLOAD_BYTES) }),
    });
    const tooBig = { body: 'x'.repeat(MAX_REQUEST_PAYLOAD_BYTES) };
    await expect(runtime.invoke('echo.ts', tooBig)).rejects.toMatchObject({
      errorType: 'RequestTooLargeException',
    });
    expect(calls).toBe(0);
    // Just under the limit (the JSON envelope counts): accepted and answered.
    const fits = { body: 'x'.repeat(MAX_REQUEST_PAYLOAD_BYTES - 20) };
    await expect(runtime.invoke('echo.ts', fits)).resolves.toEqual(fits);
    await expect(runtime.invoke('big.ts', {})).rejects.toMatchObject({
      errorType: 'ResponseSizeTooLarge',
      message: expect.stringMatching(/^Response payload size exceeded maximum allowed payload size/),
    });
  });

  it('imports a module once and keeps it warm; a failed import is retried on the next call', async () => {
    const { runtime, imports } = runtimeWith({ 'a.ts': async () => 'a' });
    runtime.warm('a.ts');
    await runtime.invoke('a.ts', {});
    await runtime.invoke('a.ts', {});
    expect(imports).toEqual(['a.ts']);
    await expect(runtime.invoke('missing.ts', {})).rejects.toThrow('no module missing.ts');
    await expect(runtime.invoke('missing.ts', {})).rejects.toThrow('no module missing.ts');
    expect(imports).toEqual(['a.ts', 'missing.ts', 'missing.ts']);
  });
});
