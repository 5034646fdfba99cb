/**
 * API latency (issue 2 benchmark, made honest in issue 10): GET /query/initData through the local gateway
 * against the same DynamoDB calls replayed raw.
 *
 * One request at a time first records the DynamoDB calls the request makes (its authorizer's included,
 * when it runs), in order, as they leave the handlers' own client (the serialized-to-be input of each
 * command). Calls that overlapped in time are one batch (the handler ran them in parallel); the replay
 * sends the same commands, batch after batch, through a plain DynamoDB client of the same endpoint:
 * what the request would cost if it were nothing but its DynamoDB calls. Both are then timed at
 * concurrency 1 and 20 (2 cores: the c20 figures include queueing, on both sides alike), with the
 * authorizer's 300 s result cache warm (as the cloud serves most requests) and cold (emptied before
 * each request: every request verifies its token and reads the user's standing).
 */
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LocalPlatform } from '../../infra/local/index.js';
import { formatTable, percentile } from './stats.js';

const REQUESTS_C20 = Number(process.env.BENCH_REQUESTS ?? 600);
const REQUESTS_C1 = Number(process.env.BENCH_REQUESTS_C1 ?? 150);
const CONCURRENCIES = [1, 20] as const;

interface RecordedCall {
  Command: new (input: Record<string, unknown>) => DocumentCommand;
  input: Record<string, unknown>;
  start: number;
  end: number;
}

/** Runs `once` `total` times with `concurrency` in flight; the latencies in ms. */
async function load(total: number, concurrency: number, once: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        await once();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return latencies;
}

/** Calls that overlapped in time (the handler awaited them together) form one batch. */
function batches(calls: readonly RecordedCall[]): RecordedCall[][] {
  const result: RecordedCall[][] = [];
  let batchEnd = -Infinity;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    const current = result.at(-1);
    if (current && call.start < batchEnd) {
      current.push(call);
      batchEnd = Math.max(batchEnd, call.end);
    } else {
      result.push([call]);
      batchEnd = call.end;
    }
  }
  return result;
}

type DocumentCommand = Parameters<DynamoDBDocumentClient['send']>[0];

export async function initDataLatency(platform: LocalPlatform, idToken: string): Promise<void> {
  // Every DynamoDB command the in-process handlers (and the authorizer) send through their document
  // client (the data mapper's too), whichever module made that client: the same library instance is shared.
  let recording: RecordedCall[] | undefined;
  let calls = 0;
  const send = DynamoDBDocumentClient.prototype.send as (
    this: DynamoDBDocumentClient,
    command: DocumentCommand,
  ) => Promise<unknown>;
  const recorder = async function (this: DynamoDBDocumentClient, command: DocumentCommand) {
    const start = performance.now();
    calls++;
    const input = structuredClone(command.input) as Record<string, unknown>;
    try {
      return await send.call(this, command);
    } finally {
      recording?.push({
        Command: command.constructor as RecordedCall['Command'],
        input,
        start,
        end: performance.now(),
      });
    }
  };
  Object.defineProperty(DynamoDBDocumentClient.prototype, 'send', { value: recorder, configurable: true });
  try {
    await measure(platform, idToken, {
      calls: () => calls,
      resetCalls: () => void (calls = 0),
      record: (on) => {
        const recorded = recording ?? [];
        recording = on ? [] : undefined;
        return recorded;
      },
    });
  } finally {
    Object.defineProperty(DynamoDBDocumentClient.prototype, 'send', { value: send, configurable: true });
  }
}

async function measure(
  platform: LocalPlatform,
  idToken: string,
  recorder: {
    calls(): number;
    resetCalls(): void;
    /** Starts (true) or stops (false) recording; returns what was recorded until then. */
    record(on: boolean): RecordedCall[];
  },
): Promise<void> {
  const url = `${platform.urls.api}/query/initData`;
  const request = async () => {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`initData answered ${res.status}`);
  };
  const coldRequest = async () => {
    platform.gateway.clearAuthorizerCache();
    await request();
  };
  for (let i = 0; i < 20; i++) await coldRequest(); // load the modules, JWKS cache, JIT
  for (let i = 0; i < 20; i++) await request();

  // A plain document client of the same endpoint, region and credentials the handlers' resolves (the
  // platform's environment) and the same marshalling options.
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  const replayOf = (recorded: RecordedCall[]) => {
    const plan = batches(recorded);
    return async () => {
      for (const batch of plan)
        await Promise.all(batch.map(({ Command, input }) => raw.send(new Command(structuredClone(input)))));
    };
  };

  const rows: string[][] = [];
  for (const cache of ['warm', 'cold'] as const) {
    const once = cache === 'warm' ? request : coldRequest;
    if (cache === 'warm') await request(); // the authorizer's result is cached before the recorded one
    recorder.record(true);
    await once();
    const recorded = recorder.record(false);
    const replay = replayOf(recorded);
    const shape = batches(recorded)
      .map((b) => b.map((c) => c.Command.name.replace(/Command$/, '')).join(' ‖ '))
      .join(' → ');
    for (const concurrency of CONCURRENCIES) {
      const total = concurrency === 1 ? REQUESTS_C1 : REQUESTS_C20;
      recorder.resetCalls();
      const handler = await load(total, concurrency, once);
      const callsPerRequest = recorder.calls() / total;
      const replayed = await load(total, concurrency, replay);
      const p50 = percentile(handler, 50);
      const rawP50 = percentile(replayed, 50);
      rows.push([
        cache,
        String(concurrency),
        `${p50.toFixed(1)} / ${percentile(handler, 99).toFixed(1)} ms`,
        `${rawP50.toFixed(1)} / ${percentile(replayed, 99).toFixed(1)} ms`,
        `${(p50 / rawP50).toFixed(2)}x`,
        callsPerRequest.toFixed(2),
        shape,
      ]);
    }
  }
  raw.destroy();
  console.log(
    `\nGET /query/initData via the local gateway against its own DynamoDB calls replayed raw ` +
      `(${REQUESTS_C1} requests at concurrency 1, ${REQUESTS_C20} at 20; authorizer cache warm, or emptied before each request)`,
  );
  console.log(
    formatTable(
      [
        'authorizer cache',
        'concurrency',
        'request p50 / p99',
        'raw DynamoDB calls p50 / p99',
        'p50 ratio',
        'DynamoDB calls/request',
        'the calls (→ in sequence, ‖ in parallel)',
      ],
      rows,
    ),
  );
}
