import type { ComponentType } from 'react';

/**
 * A route's `lazy`: the page's module loads on the first visit (route modules stay out of the entry
 * chunk), and the route renders its named component.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}
