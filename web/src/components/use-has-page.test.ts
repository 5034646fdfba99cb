import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeExists } from './use-has-page';

const routes: RouteObject[] = [
  {
    children: [
      { index: true },
      { path: 'login' },
      {
        children: [{ path: 'home' }, { path: 'admin/channels' }, { path: 'channel/:channelId/home' }],
      },
      { path: '*' },
    ],
  },
];

describe('routeExists: menus lead only to pages the router has', () => {
  it('finds static and parameterised pages', () => {
    expect(routeExists(routes, '/home')).toBe(true);
    expect(routeExists(routes, '/admin/channels')).toBe(true);
    expect(routeExists(routes, '/channel/any/home')).toBe(true);
  });

  it('does not count the catch-all as a page', () => {
    expect(routeExists(routes, '/history')).toBe(false);
    expect(routeExists(routes, '/admin/operationalTasks')).toBe(false);
  });
});
