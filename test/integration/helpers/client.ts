/**
 * The integration tests' typed client, derived from the contract (#shared/api) as the web client is:
 * `call(contract.getVideo, { token, params: { humanId } })` takes the method and path from the
 * endpoint, types params/query/body by its schemas and the answer by its response schema, and
 * `videoCommand(token, 'publishVideo', { videoId })` (one helper per command endpoint) types each
 * command's payload by its `type`. Nothing is validated on the way: a test sees exactly what the
 * server answered (status, headers, body), so it can assert the 4xx of input the contract rejects.
 * `send` takes the same options with any input, for requests the contract itself would not let a caller write.
 */
import type { z } from 'zod';
import {
  api as contract,
  buildPath,
  fullPath,
  type ApiErrorBody,
  type EndpointDefinition,
} from '#shared/api';
import { api, type ApiOptions, type ApiResponse } from './api.js';

export { contract };

type AnyEndpoint = EndpointDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
type Schemas<E> = E extends EndpointDefinition<infer P, infer Q, infer B, infer R> ? [P, Q, B, R] : never;

/** A slot the endpoint does not declare keeps the generic `z.ZodType`: then it must be left out. */
type Slot<S, K extends string> = z.ZodType extends S
  ? { [k in K]?: never }
  : S extends z.ZodType
    ? Record<string, never> extends z.input<S>
      ? { [k in K]?: z.input<S> }
      : { [k in K]: z.input<S> }
    : never;

interface CallerOptions {
  /** ID token; sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
}

export type CallOptions<E> = CallerOptions &
  Slot<Schemas<E>[0], 'params'> &
  Slot<Schemas<E>[1], 'query'> &
  Slot<Schemas<E>[2], 'body'>;

/** The endpoint's answer; on a failure the same body is the error shape `{ message, issues? }`. */
export type Answer<E> = z.output<Schemas<E>[3]> & Partial<ApiErrorBody>;

/** Options of an endpoint whose params, query and body are all optional may be left out. */
type OptionsArg<E> =
  Record<string, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export interface SendOptions extends CallerOptions {
  params?: Record<string, string>;
  query?: ApiOptions['query'];
  body?: unknown;
}

/**
 * Calls an endpoint with input the test chooses freely, e.g. a payload the contract refuses (path
 * parameters are still URI-encoded); the answer is typed as `call`'s.
 */
export function send<E extends AnyEndpoint>(
  endpoint: E,
  options: SendOptions = {},
): Promise<ApiResponse<Answer<E>>> {
  const { params, ...rest } = options;
  return api<Answer<E>>(endpoint.method, buildPath(fullPath(endpoint), params), rest);
}

/** Calls an endpoint as the web app does, typed by the contract. */
export function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: OptionsArg<E>
): Promise<ApiResponse<Answer<E>>> {
  return send(endpoint, (options ?? {}) as SendOptions);
}

type CommandOf<E> = z.input<Schemas<E>[2]> & { type: string; payload: unknown };

/** `(token, type, payload)` for a `{ type, payload }` command endpoint, the payload typed by `type`. */
function commandCaller<E extends AnyEndpoint>(endpoint: E) {
  return <T extends CommandOf<E>['type']>(
    token: string,
    type: T,
    payload: Extract<CommandOf<E>, { type: T }>['payload'],
  ): Promise<ApiResponse<Answer<E>>> => send(endpoint, { token, body: { type, payload } });
}

export const videoCommand = commandCaller(contract.videoCommand);
export const channelCommand = commandCaller(contract.channelCommand);
export const userCommand = commandCaller(contract.userCommand);
export const platformCommand = commandCaller(contract.platformCommand);
export const walletCommand = commandCaller(contract.walletCommand);

/** Takes editorial control of a video (checkOutVideo): the life cycle lets only its holder edit it. */
export async function checkOut(token: string, videoId: string): Promise<void> {
  const res = await send(contract.videoLifecycleCommand, {
    token,
    body: { type: 'checkOutVideo', payload: { videoId } },
  });
  if (res.status !== 200)
    throw new Error(`checkOutVideo ${videoId}: ${res.status} ${JSON.stringify(res.body)}`);
}
