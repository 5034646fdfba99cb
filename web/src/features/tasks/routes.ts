import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** The tasks pages, for the tenant router to place under the shell. */
export const taskRoutes: RouteObject[] = [
  {
    path: 'tasks',
    lazy: lazyPage(() => import('./routes/tasks-page'), 'TasksPage'),
  },
  {
    path: 'tasks/:taskId',
    lazy: lazyPage(() => import('./routes/task-page'), 'TaskPage'),
  },
  {
    path: 'admin/tasks',
    lazy: lazyPage(() => import('./routes/admin-tasks-page'), 'AdminTasksPage'),
  },
  {
    // Spec 2 §2: a channel's tasks for its role holders and the organization's admins.
    path: 'channel/:channelId/tasks',
    lazy: lazyPage(() => import('./routes/channel-tasks-page'), 'ChannelTasksPage'),
  },
  {
    // Issue 9: where a task's "Open ticket" leads (the requester's own ticket; staff read any).
    path: 'support/tickets/:ticketId',
    lazy: lazyPage(() => import('./routes/ticket-page'), 'TicketPage'),
  },
  {
    path: 'support/chat',
    lazy: lazyPage(() => import('./routes/support-chat-page'), 'SupportChatPage'),
  },
  {
    // Issue 13: ordering a video from the operator's production team (before the order's page).
    path: 'produce-video',
    lazy: lazyPage(() => import('./routes/produce-video-page'), 'ProduceVideoPage'),
  },
  {
    // A production order's page, opened for one of its steps (?orgId= for operator staff).
    path: 'produce-video/:taskId',
    lazy: lazyPage(() => import('./routes/production-order-page'), 'ProductionOrderPage'),
  },
  {
    path: 'admin/operationalTasks',
    lazy: lazyPage(() => import('./routes/operational-tasks-page'), 'OperationalTasksPage'),
  },
];
