import { useCallback, useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, type RouteObject } from 'react-router-dom';

/**
 * Whether the app's router has a page at a path, not just its catch-all. Menus show an entry only when
 * its page exists (no entries leading nowhere); entries appear by themselves as features add routes.
 * Reads the data router's route table (react-router exposes it only as UNSAFE_DataRouterContext).
 */
export function routeExists(routes: readonly RouteObject[], path: string): boolean {
  const matches = matchRoutes([...routes], path);
  const leaf = matches?.at(-1)?.route;
  if (!leaf) return false;
  return !(leaf.path ?? '').includes('*');
}

export function useHasPage(): (path: string) => boolean {
  const context = useContext(UNSAFE_DataRouterContext);
  const routes = context?.router.routes;
  return useCallback((path: string) => (routes ? routeExists(routes, path) : false), [routes]);
}
