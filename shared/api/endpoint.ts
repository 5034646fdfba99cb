import type * as z from 'zod';

/**
 * Endpoint groups (spec 1 §7: "Three endpoint groups exist: query, command and user"). Each group is
 * mounted under its own base path, in the cloud (REST API resources) and locally (the gateway on
 * :4000): /query, /command, /user. Public endpoints (no token) live in their group with access
 * `public`. `local` endpoints exist only on the local platform and sit at the root (e.g. /health).
 */
export type EndpointGroup = 'query' | 'command' | 'user';

/**
 * Who may call an endpoint. `public` needs no token (no authorizer); every other level needs a
 * verified token and is then checked against the caller's role (shared/domain/roles.ts).
 */
export type AccessLevel = 'public' | 'member' | 'admin' | 'staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Stable identifier; also the handler file name: functions/<group>/<id>.ts */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path as written in the spec, with `{name}` path parameters. */
  readonly path: string;
  readonly group: EndpointGroup;
  readonly access: AccessLevel;
  readonly summary: string;
  /**
   * Set for an endpoint that answers a text document instead of JSON (an HLS playlist): the handler
   * returns the body as a string and it is sent with this Content-Type.
   */
  readonly contentType?: string;
  /**
   * The handler pushes to users' open WebSocket connections (notifications, task assignments): the
   * cloud gives it the `@connections` URL and the permission to post there. test/infra checks it against
   * what the handler's bundle imports.
   */
  readonly pushes?: boolean;
  /**
   * The handler hands out media URLs (segments, thumbnails, downloads: functions/core/media/media-urls.ts):
   * the cloud gives it GetObject on the media bucket's media/ prefix and, where the stage has a media CDN,
   * the CDN's variables and signing key. test/infra checks it against what the handler's bundle imports.
   */
  readonly signsMedia?: boolean;
  /**
   * The handler e-mails people (functions/core/domain/mail/send.ts: invitations, task assignments): the
   * cloud gives it the sender address and ses:SendEmail on the stage's identity. test/infra checks it
   * against what the handler's bundle imports.
   */
  readonly mails?: boolean;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  readonly response: TResponse;
}

export function defineEndpoint<
  TParams extends z.ZodType,
  TQuery extends z.ZodType,
  TBody extends z.ZodType,
  TResponse extends z.ZodType,
>(
  definition: EndpointDefinition<TParams, TQuery, TBody, TResponse>,
): EndpointDefinition<TParams, TQuery, TBody, TResponse> {
  return definition;
}

/** Whether a value is an endpoint definition (the contract's registry collects them from the modules). */
export function isEndpointDefinition(value: unknown): value is EndpointDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<EndpointDefinition>;
  return (
    typeof v.id === 'string' &&
    typeof v.method === 'string' &&
    typeof v.path === 'string' &&
    typeof v.group === 'string' &&
    typeof v.access === 'string' &&
    v.response !== undefined
  );
}

/** Base path of a group: `/query`, `/command`, `/user`. */
export function groupBasePath(group: EndpointGroup): string {
  return `/${group}`;
}

/** Full path of an endpoint below the API root, e.g. `/query/initData`. */
export function fullPath(endpoint: Pick<EndpointDefinition, 'group' | 'path'>): string {
  return `${groupBasePath(endpoint.group)}${endpoint.path}`;
}

/** Names of the `{param}` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] as string);
}

/** Fills `{param}` segments; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export type ParamsOf<E> =
  E extends EndpointDefinition<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.infer<P> : never;
export type QueryOf<E> =
  E extends EndpointDefinition<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.infer<Q> : never;
export type BodyOf<E> =
  E extends EndpointDefinition<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.infer<B> : never;
export type ResponseOf<E> =
  E extends EndpointDefinition<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;

/** The JSON error body every endpoint answers with on failure. */
export interface ApiErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
  requestId?: string;
}
