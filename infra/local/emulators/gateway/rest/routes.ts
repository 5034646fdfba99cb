/**
 * The REST API's resource tree from the shared contract (method + fullPath): a request path matches
 * the routes whose segments it fills, exact segments beating `{param}` ones as in API Gateway.
 */
import { endpoints, fullPath, type EndpointDefinition } from '#shared/api/index.js';

export interface Route {
  endpoint: EndpointDefinition;
  resource: string;
  segments: string[];
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export function compileRoutes(definitions: readonly EndpointDefinition[] = endpoints): Route[] {
  return definitions.map((endpoint) => {
    const resource = fullPath(endpoint);
    return { endpoint, resource, segments: resource.split('/').filter(Boolean) };
  });
}

function matchPath(route: Route, pathSegments: string[]): Record<string, string> | null {
  if (route.segments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const pattern = route.segments[i] as string;
    const actual = pathSegments[i] as string;
    const param = /^\{([A-Za-z0-9_]+)\}$/.exec(pattern);
    if (param) {
      try {
        params[param[1] as string] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (pattern !== actual) {
      return null;
    }
  }
  return params;
}

/** Exact segments beat `{param}` segments, as in API Gateway's resource tree. */
function specificity(route: Route): number {
  return route.segments.filter((s) => !s.startsWith('{')).length;
}

/** Every route the path fills, the most specific first (any method). */
export function matchRoutes(routes: readonly Route[], pathname: string): RouteMatch[] {
  const segments = pathname.split('/').filter(Boolean);
  return routes
    .map((route) => ({ route, params: matchPath(route, segments) }))
    .filter((c): c is RouteMatch => c.params !== null)
    .sort((a, b) => specificity(b.route) - specificity(a.route));
}
