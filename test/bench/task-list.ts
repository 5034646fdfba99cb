/**
 * The task lists with 1,000 tasks (issue 13 benchmark): 1,000 tasks are written into acme (assigned to
 * the demo member, requested by the admin, spread over statuses, subtypes and two channels), then each
 * list the pages read is timed through the local gateway, one request at a time:
 *  - /tasks: the member's first page (GET /query/listMyTasks, limit 100, two indexes merged) and a walk
 *    through every page of it;
 *  - /admin/tasks: a page of the organization's tasks (GET /query/listOrganizationTasks, which reads all of
 *    them to search and sort), plain and with a search text and a sort;
 *  - /channel/{id}/tasks: a channel's tasks (GET /query/channels/{id}/tasks).
 * Printed: p50/p99 per list and the response size. Printed figures, never pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { api, fullPath } from '#shared/api/index.js';
import type { TaskStatus } from '#shared/domain/task-statuses.js';
import type { TaskSubtype } from '#shared/domain/task-subtypes.js';
import type { LocalPlatform } from '../../infra/local/index.js';
import { formatTable, percentile } from './stats.js';

const TASKS = Number(process.env.BENCH_TASKS ?? 1000);
const RUNS = Number(process.env.BENCH_TASK_LIST_RUNS ?? 30);
const CHANNELS = ['ch-acme-compliance', 'ch-acme-onboarding'] as const;
const STATUSES: TaskStatus[] = ['notStarted', 'inProgress', 'completed'];
const SUBTYPES: TaskSubtype[] = ['review-video', 'support-ticket', 'render-video', 'upload-video'];

interface Claims {
  sub: string;
  email: string;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Claims;

/** Writes the tasks the way the task commands do (the data layer's createTask), 20 at a time. */
async function writeTasks(member: Claims, admin: Claims): Promise<number> {
  const { taskData } = await import('../../functions/core/data/task-data.js');
  const data = taskData('acme');
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < TASKS) {
        const i = next++;
        await data.createTask({
          subtype: SUBTYPES[i % SUBTYPES.length] as TaskSubtype,
          status: STATUSES[i % STATUSES.length] as TaskStatus,
          taskTitle: `Bench task ${String(i).padStart(4, '0')} about onboarding video ${i % 37}`,
          comment: 'Written by the task-list benchmark',
          channelId: CHANNELS[i % CHANNELS.length],
          assignee: { userId: member.sub, email: member.email },
          requester: { userId: admin.sub, email: admin.email, name: 'Bench admin', orgId: 'acme' },
        });
      }
    }),
  );
  return performance.now() - started;
}

async function timed(url: string, token: string): Promise<{ ms: number; bytes: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${text}`);
  return { ms, bytes: text.length, body: JSON.parse(text) as unknown };
}

export async function taskLists(
  platform: Pick<LocalPlatform, 'urls'>,
  tokens: { member: string; admin: string },
): Promise<void> {
  const member = claimsOf(tokens.member);
  const admin = claimsOf(tokens.admin);
  const writeMs = await writeTasks(member, admin);
  const base = platform.urls.api;
  const url = (endpoint: Parameters<typeof fullPath>[0], query: Record<string, string>, path?: string) =>
    `${base}${path ?? fullPath(endpoint)}?${new URLSearchParams(query).toString()}`;

  const myFirstPage = url(api.listMyTasks, { limit: '100' });
  /** Every page of the member's list, cursor after cursor: the whole walk is one sample. */
  const walkMine = async () => {
    let cursor: string | null = null;
    let ms = 0;
    let bytes = 0;
    let pages = 0;
    do {
      const query: Record<string, string> = { limit: '100', ...(cursor ? { cursor } : {}) };
      const page = await timed(url(api.listMyTasks, query), tokens.member);
      ms += page.ms;
      bytes += page.bytes;
      pages += 1;
      cursor = (page.body as { cursor: string | null }).cursor;
    } while (cursor);
    return { ms, bytes, pages };
  };
  const lists: { name: string; run: () => Promise<{ ms: number; bytes: number; pages?: number }> }[] = [
    { name: '/tasks first page (100)', run: () => timed(myFirstPage, tokens.member) },
    { name: '/tasks every page', run: walkMine },
    {
      name: '/admin/tasks page 1 (25)',
      run: () => timed(url(api.listOrganizationTasks, { page: '1', pageSize: '25' }), tokens.admin),
    },
    {
      name: '/admin/tasks search + sort',
      run: () =>
        timed(
          url(api.listOrganizationTasks, {
            search: 'video 12',
            sort: 'title',
            order: 'asc',
            pageSize: '100',
          }),
          tokens.admin,
        ),
    },
    {
      name: '/admin/tasks page 40 (25)',
      run: () => timed(url(api.listOrganizationTasks, { page: '40', pageSize: '25' }), tokens.admin),
    },
    {
      name: '/channel/{id}/tasks page 1 (25)',
      run: () =>
        timed(
          url(
            api.listChannelTasks,
            { page: '1', pageSize: '25' },
            fullPath(api.listChannelTasks).replace('{channelId}', CHANNELS[0]),
          ),
          tokens.admin,
        ),
    },
  ];

  const rows: string[][] = [];
  for (const list of lists) {
    await list.run(); // warm: the function's first import and the authorizer's cache
    const ms: number[] = [];
    let last = { ms: 0, bytes: 0 } as { ms: number; bytes: number; pages?: number };
    for (let i = 0; i < RUNS; i++) {
      last = await list.run();
      ms.push(last.ms);
    }
    rows.push([
      list.name,
      percentile(ms, 50).toFixed(1),
      percentile(ms, 99).toFixed(1),
      (last.bytes / 1024).toFixed(1),
      String(last.pages ?? 1),
    ]);
  }
  console.log(
    `\nTask lists with ${TASKS} tasks in acme (written in ${(writeMs / 1000).toFixed(1)} s, 20 at a time); ` +
      `${RUNS} requests each, one at a time, through the local gateway:`,
  );
  console.log(formatTable(['list', 'p50 ms', 'p99 ms', 'KiB', 'pages'], rows));
}
