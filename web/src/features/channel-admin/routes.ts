import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Channel administration (issue 11, spec 2 §2 channel routes): a channel's edit, access-control, users
 * and event-log pages, routed with the member pages (the channel's own address, /channel/{id}, stays the channel
 * feature's), and the organization's event log with the admin pages.
 */
const logs = () => import('./routes/event-log-pages');

export const channelAdminRoutes: RouteObject[] = [
  {
    path: 'channel/edit/:channelId',
    lazy: lazyPage(() => import('./routes/channel-edit-page'), 'ChannelEditPage'),
  },
  {
    path: 'channel/access-control/:channelId',
    lazy: lazyPage(() => import('./routes/channel-access-page'), 'ChannelAccessPage'),
  },
  {
    path: 'channel/:channelId/users',
    lazy: lazyPage(() => import('./routes/channel-users-page'), 'ChannelUsersPage'),
  },
  { path: 'channel/:channelId/event-log', lazy: lazyPage(logs, 'ChannelEventLogPage') },
];

export const channelAdminPagesOfAdmin: RouteObject[] = [
  { path: 'admin/event-log', lazy: lazyPage(logs, 'OrganizationEventLogPage') },
];
