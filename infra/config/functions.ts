/**
 * How every Lambda function runs, in one place for both runtimes: the CDK's TubesFunction deploys each
 * function with these settings, and the local platform's in-process Lambda runtime
 * (infra/local/emulators/lambda) runs the same function with the same timeout and memory in its context.
 * Functions are named by their entry (the repo-relative handler module, as TubesFunction takes it).
 */

export interface FunctionSettings {
  /** Lambda's MemorySize (MB); also what the function's context reports as memoryLimitInMB. */
  readonly memorySizeMb: number;
  /** Lambda's Timeout (seconds): an invocation running longer ends as "Task timed out". */
  readonly timeoutSeconds: number;
}

/** Every function not listed below: request handlers answer well within 10 s. */
export const DEFAULT_FUNCTION_SETTINGS: FunctionSettings = { memorySizeMb: 512, timeoutSeconds: 10 };

/** The functions that differ from the default, by entry. */
export const FUNCTION_SETTINGS: Readonly<Record<string, Partial<FunctionSettings>>> = {
  // CORS preflight and the WebSocket keep-alive do almost nothing: small and short.
  'functions/preflight/handler.ts': { memorySizeMb: 256, timeoutSeconds: 3 },
  'functions/realtime/keepAlive.ts': { memorySizeMb: 128, timeoutSeconds: 3 },
  // Reads the upload's head and its subtitle sidecars, then calls MediaConvert CreateJob.
  'functions/media/startTranscode.ts': { timeoutSeconds: 30 },
  // Writes the render's overlay sidecar, then calls MediaConvert CreateJob.
  'functions/media/startRender.ts': { timeoutSeconds: 30 },
  // Reads a transcript, writes the manuscript's chapters and re-indexes the video for search.
  'functions/media/transcriptionStatus.ts': { timeoutSeconds: 30 },
  // Create training: the plan's whole data read once; a batch of users' tasks (users × the plan's videos:
  // 10 × 100 conditional puts at most in the benchmark's plan).
  'functions/workflow/training-generation/prepare.ts': { timeoutSeconds: 60 },
  'functions/workflow/training-generation/assignBatch.ts': { timeoutSeconds: 120, memorySizeMb: 1024 },
  // A few dozen writes per tenant; generous for many tenants, far below the custom-resource limit.
  'functions/provisioning/tenants.ts': { timeoutSeconds: 300 },
};

export function functionSettings(entry: string): FunctionSettings {
  return { ...DEFAULT_FUNCTION_SETTINGS, ...FUNCTION_SETTINGS[entry] };
}

/**
 * How long API Gateway reuses a REST authorizer's decision for the same token (TokenAuthorizer's
 * resultsCacheTtl); the local gateway caches as long. The user-access reconciler flushes the cache when
 * an account is disabled or deleted (FlushStageAuthorizersCache).
 */
export const AUTHORIZER_RESULTS_CACHE_SECONDS = 300;
