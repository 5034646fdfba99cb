import * as api from '#shared/api/endpoints/support.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, HttpError } from '../core/http/errors.js';
import { allOrganizations } from '../core/data/network-data.js';
import { taskData } from '../core/data/task-data.js';
import { isOperatorStaff } from '../core/access/operator.js';
import { ticketSystem, TicketSystemError } from '../core/domain/tickets/index.js';
import { toTaskEntry } from '../core/domain/tickets/tasks.js';

const LIMIT = 100;

/**
 * GET /query/listOperationalTasks (spec 2 §6 "Operational tasks … appear only for two operator
 * organizations"): every organization's support and assisted-search tasks and the ticket system's
 * latest tickets, newest first, each with its organization's name.
 */
export const handler = httpHandler(api.listOperationalTasks, async ({ tenant }) => {
  if (!(await isOperatorStaff(tenant))) throw forbidden();
  const orgs = await allOrganizations();
  const nameOf = new Map(orgs.map((o) => [o.orgId, o.name]));
  const perOrg = await Promise.all(orgs.map((o) => taskData(o.orgId).tasksOfOrganization(LIMIT)));
  const tasks = perOrg
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LIMIT)
    .map((t) => ({ ...toTaskEntry(t), orgName: nameOf.get(t.orgId) ?? t.orgId }));
  let tickets;
  try {
    tickets = await ticketSystem().listTickets(LIMIT);
  } catch (error) {
    if (error instanceof TicketSystemError) throw new HttpError(502, error.message);
    throw error;
  }
  return {
    tasks,
    tickets: tickets.map((t) => ({ ...t, orgName: nameOf.get(t.orgId) ?? t.orgId })),
  };
});
