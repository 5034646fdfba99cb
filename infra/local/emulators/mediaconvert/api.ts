/**
 * Local MediaConvert (design.md §1): the REST-JSON API the SDK speaks, for what the project sends, as a
 * table of operations (OPERATIONS):
 *   POST /2017-08-29/jobs       CreateJob → 201 {job: {id, status: 'SUBMITTED', …}}
 *   GET  /2017-08-29/jobs/{id}  GetJob    → 200 {job}
 * Jobs (./jobs.ts) run through the queue (./queue.ts), which sends every state change as the
 * EventBridge "MediaConvert Job State Change" event the cloud sends, to the same handler.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { S3Client } from '@aws-sdk/client-s3';
import { listenOnLoopback } from '../listen.js';
import { newJob, publicJob, type Job, type MediaConvertEvent } from './jobs.js';
import { createJobQueue } from './queue.js';

export type { JobStatus, MediaConvertEvent } from './jobs.js';

export interface MediaConvertLocalOptions {
  port: number;
  s3: S3Client;
  /** Scratch space for inputs and outputs (one sub-directory per running job, removed after it). */
  workDir: string;
  /** Delivers a job-state event (the EventBridge rule's target). */
  deliver(event: MediaConvertEvent): Promise<void>;
  /** Longest a job may run before it ends as ERROR (default 30 min). */
  jobTimeoutMs?: number;
  /** Least time between two STATUS_UPDATE events (default 1 s; MediaConvert's minimum is 10 s). */
  statusIntervalMs?: number;
  log?: (line: string) => void;
}

export interface MediaConvertLocal {
  endpoint: string;
  /** Resolves when no job is queued or running (tests, benchmark). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
  errorType?: string;
  /** What happens once the caller has its answer. */
  afterAnswer?: () => void;
}

interface State {
  jobs: Map<string, Job>;
  queue: ReturnType<typeof createJobQueue>;
}

/** One API operation: its method and path (groups are its parameters) and what it answers. */
interface Operation {
  method: string;
  path: RegExp;
  run(state: State, params: string[], body: () => Promise<string>): Promise<Answer> | Answer;
}

const badRequest = (message: string): Answer => ({
  status: 400,
  body: { message },
  errorType: 'BadRequestException',
});

const OPERATIONS: Record<string, Operation> = {
  CreateJob: {
    method: 'POST',
    path: /^\/2017-08-29\/jobs$/,
    async run(state, _params, body) {
      let input: unknown;
      try {
        input = JSON.parse(await body());
      } catch {
        return badRequest('request body is not JSON');
      }
      const job = newJob(input);
      if ('badRequest' in job) return badRequest(job.badRequest);
      state.jobs.set(job.id, job);
      // Queued after the answer, as in the cloud: the caller records the job while its events may
      // already flow.
      return { status: 201, body: { job: publicJob(job) }, afterAnswer: () => state.queue.submit(job) };
    },
  },
  GetJob: {
    method: 'GET',
    path: /^\/2017-08-29\/jobs\/([^/]+)$/,
    run(state, [id]) {
      const job = state.jobs.get(decodeURIComponent(id as string));
      return job
        ? { status: 200, body: { job: publicJob(job) } }
        : {
            status: 404,
            body: { message: 'The specified job does not exist' },
            errorType: 'NotFoundException',
          };
    },
  },
};

function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, {
    'Content-Type': 'application/json',
    ...(answer.errorType ? { 'x-amzn-ErrorType': answer.errorType } : {}),
  });
  res.end(JSON.stringify(answer.body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startMediaConvert(options: MediaConvertLocalOptions): Promise<MediaConvertLocal> {
  const queue = createJobQueue({
    s3: options.s3,
    workDir: options.workDir,
    deliver: options.deliver,
    jobTimeoutMs: options.jobTimeoutMs ?? 30 * 60_000,
    statusIntervalMs: options.statusIntervalMs ?? 1000,
    log: options.log ?? (() => undefined),
  });
  const state: State = { jobs: new Map(), queue };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    for (const operation of Object.values(OPERATIONS)) {
      const match = req.method === operation.method ? operation.path.exec(pathname) : null;
      if (!match) continue;
      const answer = await operation.run(state, match.slice(1), () => readBody(req));
      send(res, answer);
      answer.afterAnswer?.();
      return;
    }
    send(res, badRequest(`${req.method} ${pathname} is not supported by the local MediaConvert`));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, { status: 500, body: { message: String(error) }, errorType: 'InternalServerErrorException' }),
    );
  });
  await listenOnLoopback(server, options.port);

  return {
    endpoint: `http://localhost:${options.port}`,
    idle: () => queue.idle(),
    async stop() {
      await queue.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
