/**
 * The local Lambda runtime: every in-process function (API routes, authorizers, WebSocket routes,
 * Cognito triggers, EventBridge and S3 targets) runs through it, as Lambda runs it in the cloud:
 * - each module is imported once and kept warm (one container per function);
 * - with its own timeout and memory from infra/config/functions.ts, the table TubesFunction deploys
 *   with: the context reports memoryLimitInMB and the remaining time, and an invocation past the
 *   timeout fails with Lambda's "Task timed out after N seconds";
 * - with Lambda's synchronous payload limits: an event over 6 MB is refused before the handler runs
 *   (RequestTooLargeException), a result over 6 MB fails the invocation.
 * The timeout counts from the handler call: loading the module is Lambda's init phase, which the
 * cloud does not bill against the function's timeout either.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { functionSettings, type FunctionSettings } from '../../../config/functions.js';
import { LOCAL_ACCOUNT_ID, REGION, REPO_ROOT } from '../../platform/config.js';

/** Lambda's limit for a synchronous invocation's event (Invoke's RequestTooLargeException). */
export const MAX_REQUEST_PAYLOAD_BYTES = 6_291_456;
/** Lambda's limit for a synchronous invocation's result. */
export const MAX_RESPONSE_PAYLOAD_BYTES = 6_291_556;

export type ModuleImporter = (absolutePath: string) => Promise<Record<string, unknown>>;

/** An invocation Lambda refused or that failed in the function (the cloud's `errorType`). */
export class LambdaInvocationError extends Error {
  constructor(
    readonly errorType: 'RequestTooLargeException' | 'ResponseSizeTooLarge' | 'TimedOut',
    message: string,
  ) {
    super(message);
    this.name = errorType;
  }
}

export interface InvokeOptions {
  /** The function's name in its context (default: tubes-<module name>). */
  functionName?: string;
  /** The invocation's id (API Gateway passes its request id along). */
  requestId?: string;
}

export interface LambdaRuntime {
  /** Runs the handler of `entry` (a repo-relative module, as TubesFunction names it) with one event. */
  invoke<R = unknown>(entry: string, event: unknown, options?: InvokeOptions): Promise<R>;
  /** Loads a module ahead of its first event (no cold start inside a measured path). */
  warm(entry: string): void;
  /** The settings a function runs with. */
  settings(entry: string): FunctionSettings;
}

export interface LambdaRuntimeOptions {
  /** How modules are loaded; default a dynamic import() of the .ts file (tsx/vitest). */
  importModule?: ModuleImporter;
  /** Where entries are resolved (default: the repository). */
  root?: string;
  /** Per-function settings (default: infra/config/functions.ts). */
  settings?: (entry: string) => FunctionSettings;
}

type Handler = (event: unknown, context: Context) => Promise<unknown>;

export function lambdaContext(
  functionName: string,
  settings: FunctionSettings,
  awsRequestId: string = randomUUID(),
): Context {
  const deadline = Date.now() + settings.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: String(settings.memorySizeMb),
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${awsRequestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The byte size of a payload as Lambda measures it: its JSON. */
function payloadBytes(value: unknown): number {
  return value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value) ?? '');
}

export function createLambdaRuntime(options: LambdaRuntimeOptions = {}): LambdaRuntime {
  const root = options.root ?? REPO_ROOT;
  const settingsOf = options.settings ?? functionSettings;
  const importModule =
    options.importModule ??
    ((absolutePath: string) => import(pathToFileURL(absolutePath).href) as Promise<Record<string, unknown>>);
  const modules = new Map<string, Promise<Handler>>();

  function load(entry: string): Promise<Handler> {
    let loading = modules.get(entry);
    if (!loading) {
      loading = importModule(path.join(root, entry)).then((mod) => {
        if (typeof mod.handler !== 'function') throw new Error(`${entry} does not export a handler function`);
        return mod.handler as Handler;
      });
      modules.set(entry, loading);
      loading.catch(() => modules.delete(entry)); // a fixed file is picked up on the next call
    }
    return loading;
  }

  async function invoke<R>(entry: string, event: unknown, invokeOptions: InvokeOptions = {}): Promise<R> {
    const requestBytes = payloadBytes(event);
    if (requestBytes > MAX_REQUEST_PAYLOAD_BYTES) {
      throw new LambdaInvocationError(
        'RequestTooLargeException',
        `Request must be smaller than ${MAX_REQUEST_PAYLOAD_BYTES} bytes for the InvokeFunction operation`,
      );
    }
    const handler = await load(entry);
    const settings = settingsOf(entry);
    const functionName = invokeOptions.functionName ?? `tubes-${path.basename(entry, path.extname(entry))}`;
    const context = lambdaContext(functionName, settings, invokeOptions.requestId);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new LambdaInvocationError(
              'TimedOut',
              `Task timed out after ${settings.timeoutSeconds.toFixed(2)} seconds`,
            ),
          ),
        settings.timeoutSeconds * 1000,
      );
    });
    let result: unknown;
    try {
      result = await Promise.race([handler(event, context), timedOut]);
    } finally {
      clearTimeout(timer);
    }
    if (payloadBytes(result) > MAX_RESPONSE_PAYLOAD_BYTES) {
      throw new LambdaInvocationError(
        'ResponseSizeTooLarge',
        `Response payload size exceeded maximum allowed payload size (${MAX_RESPONSE_PAYLOAD_BYTES} bytes).`,
      );
    }
    return result as R;
  }

  return {
    invoke,
    warm: (entry) => void load(entry).catch(() => undefined),
    settings: settingsOf,
  };
}
