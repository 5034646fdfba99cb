/**
 * The command endpoints (videoCommand, channelCommand, userCommand): one body `{ type, payload }`, a
 * discriminated union the contract has already validated, and one function per type. The handler map
 * is checked against the union, so a command type without a function (or a function for a payload of
 * another shape) is a type error, not a 500.
 */
import type * as z from 'zod';
import type { EndpointDefinition } from '#shared/api/endpoint.js';
import { httpHandler, type HttpHandler } from './pipeline.js';
import type { TenantContext } from './tenant.js';

type CommandOf<E extends EndpointDefinition> = z.infer<NonNullable<E['body']>> & {
  type: string;
  payload: unknown;
};

/** One function per command type of endpoint `E`, each with its type's payload. */
export type CommandHandlers<E extends EndpointDefinition> = {
  [T in CommandOf<E>['type']]: (
    tenant: TenantContext,
    payload: Extract<CommandOf<E>, { type: T }>['payload'],
  ) => Promise<z.infer<E['response']>>;
};

/** The endpoint's handler: runs the function of the command's type with the caller's tenant. */
export function commandHandler<E extends EndpointDefinition>(
  endpoint: E,
  handlers: CommandHandlers<E>,
): HttpHandler {
  return httpHandler(endpoint, async ({ tenant, body }) => {
    const command = body as CommandOf<E>;
    const run = handlers[command.type as CommandOf<E>['type']] as (
      tenant: TenantContext,
      payload: unknown,
    ) => Promise<z.infer<E['response']>>;
    // Command endpoints are never public: the pipeline has resolved the caller's tenant.
    return run(tenant as TenantContext, command.payload);
  });
}
