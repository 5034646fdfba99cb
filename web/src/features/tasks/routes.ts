import type { RouteObject } from 'react-router-dom';

/** The tasks pages, for the tenant router to place under the shell. */
export const taskRoutes: RouteObject[] = [
  {
    path: 'tasks',
    lazy: async () => ({ Component: (await import('./routes/tasks-page')).TasksPage }),
  },
  {
    // Issue 9: where a task's "Open ticket" leads (the requester's own ticket; staff read any).
    path: 'support/tickets/:ticketId',
    lazy: async () => ({ Component: (await import('./routes/ticket-page')).TicketPage }),
  },
  {
    path: 'admin/operationalTasks',
    lazy: async () => ({
      Component: (await import('./routes/operational-tasks-page')).OperationalTasksPage,
    }),
  },
];
