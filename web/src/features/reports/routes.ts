import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The report pages (spec 2 §2 admin and channel routes, §9). One lazy module for all four, so the
 * charting library loads with the first report page and never with the video page's boot.
 */
const page = () => import('./routes/reports-page');

export const reportRoutes: RouteObject[] = [
  { path: 'admin/reports', lazy: lazyPage(page, 'OrganizationReportsPage') },
  { path: 'admin/reports/shared', lazy: lazyPage(page, 'OrganizationSharedReportsPage') },
  { path: 'channel/:channelId/reports', lazy: lazyPage(page, 'ChannelReportsPage') },
  { path: 'channel/:channelId/reports/shared', lazy: lazyPage(page, 'ChannelSharedReportsPage') },
];
