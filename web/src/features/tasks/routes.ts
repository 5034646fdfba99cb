import type { RouteObject } from 'react-router-dom';

/** The tasks pages, for the tenant router to place under the shell. */
export const taskRoutes: RouteObject[] = [
  {
    path: 'tasks',
    lazy: async () => ({ Component: (await import('./routes/tasks-page')).TasksPage }),
  },
  {
    path: 'admin/operationalTasks',
    lazy: async () => ({
      Component: (await import('./routes/operational-tasks-page')).OperationalTasksPage,
    }),
  },
];
