import * as api from '#shared/api/endpoints/support.js';
import {
  DEFAULT_OPERATIONAL_TASK_PERIOD,
  OPERATIONAL_TASK_SUBTYPES,
  periodStart,
} from '#shared/domain/operational-tasks.js';
import { taskListPage } from '#shared/domain/task-list.js';
import { taskRelations } from '#shared/domain/task-model.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, HttpError } from '../core/http/errors.js';
import { allOrganizations } from '../core/data/network-data.js';
import { taskData, type Task } from '../core/data/task-data.js';
import { isOperatorStaff } from '../core/access/operator.js';
import { ticketSystem, TicketSystemError } from '../core/domain/tickets/index.js';
import { taskCallerOf, toTaskEntry } from '../core/domain/tasks.js';

/** How many of an organization's newest tasks the page reads at most (the time filter stops it sooner). */
const PER_ORGANIZATION = 500;
const READ_PAGE = 100;
const TICKETS = 100;

/** An organization's support and assisted-search tasks since `since`, newest first (pattern 52). */
async function operationalTasksOf(
  orgId: string,
  filter: { statuses?: Task['status'][] | undefined; subtype?: Task['subtype'] | undefined },
  since: string | null,
): Promise<Task[]> {
  const found: Task[] = [];
  let cursor: string | null = null;
  do {
    const page = await taskData(orgId).tasksOfOrganization({ limit: READ_PAGE, cursor, filter });
    for (const task of page.items) {
      if (since && task.createdAt < since) return found;
      if ((OPERATIONAL_TASK_SUBTYPES as readonly string[]).includes(task.subtype)) found.push(task);
    }
    cursor = page.cursor;
  } while (cursor && found.length < PER_ORGANIZATION);
  return found;
}

/**
 * GET /query/listOperationalTasks (spec 2 §2 /admin/operationalTasks, §6 "Operational tasks … appear only
 * for two operator organizations"): support and assisted-search tasks of every organization, or of one,
 * filtered by status, subtype and time, newest first and paged, each with its organization's name and the
 * actions the staff may take on it (they manage them); and the ticket system's latest tickets.
 */
export const handler = httpHandler(api.listOperationalTasks, async ({ tenant, query }) => {
  if (!(await isOperatorStaff(tenant))) throw forbidden();
  const orgs = await allOrganizations();
  const nameOf = new Map(orgs.map((o) => [o.orgId, o.name]));
  const chosen = query.orgId ? orgs.filter((o) => o.orgId === query.orgId) : orgs;
  const since = periodStart(query.period ?? DEFAULT_OPERATIONAL_TASK_PERIOD);
  const perOrg = await Promise.all(
    chosen.map((o) =>
      operationalTasksOf(o.orgId, { statuses: query.statuses, subtype: query.subtype }, since),
    ),
  );
  const callers = new Map(
    await Promise.all(
      chosen.map(
        async (o) => [o.orgId, await taskCallerOf(tenant, o.orgId, { operatorManager: true })] as const,
      ),
    ),
  );
  const entries = perOrg.flat().map((t) => ({
    ...toTaskEntry(t, taskRelations(t, callers.get(t.orgId)!)),
    orgName: nameOf.get(t.orgId) ?? t.orgId,
  }));
  const page = taskListPage(entries, { page: query.page, pageSize: query.pageSize });
  let tickets;
  try {
    tickets = await ticketSystem().listTickets(TICKETS);
  } catch (error) {
    if (error instanceof TicketSystemError) throw new HttpError(502, error.message);
    throw error;
  }
  return {
    tasks: page.items,
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    tickets: tickets.map((t) => ({ ...t, orgName: nameOf.get(t.orgId) ?? t.orgId })),
  };
});
