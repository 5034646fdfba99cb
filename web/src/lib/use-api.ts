import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { z } from 'zod';
import type { EndpointDefinition } from '#shared/api';
import { ApiError, request, type RequestInput, type ResponseData } from './api-client';

type AnyEndpoint = EndpointDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/** SWR cache key of a call: the endpoint id plus its input, so equal calls share one request. */
export function apiKey(endpoint: Pick<EndpointDefinition, 'id'>, input: unknown): string {
  return `${endpoint.id}:${JSON.stringify(input ?? {})}`;
}

/**
 * `useSWR` over the typed client. Pass `null` as input to skip the call until its input is known
 * (dependent requests: the tube needs the organization id).
 */
export function useApi<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestInput<E> | null,
  config?: SWRConfiguration<ResponseData<E>, ApiError>,
): SWRResponse<ResponseData<E>, ApiError> {
  return useSWR<ResponseData<E>, ApiError>(
    input === null ? null : apiKey(endpoint, input),
    () =>
      (request as (e: E, i: RequestInput<E>) => Promise<ResponseData<E>>)(endpoint, input as RequestInput<E>),
    config,
  );
}

/** Retries only what may succeed on retry: no answer or a 5xx, never a 4xx or a rejected input. */
export function shouldRetry(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
