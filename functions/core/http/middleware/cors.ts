import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { corsHeaders } from '../cors.js';
import { headerOf } from '../request.js';

/** Adds CORS headers for tenant sub-domain origins to every response, errors included. */
export function tenantCors(): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> {
  const addHeaders = (request: {
    event: APIGatewayProxyEvent;
    response?: APIGatewayProxyResult | null | undefined;
  }) => {
    if (!request.response) return;
    request.response.headers = {
      ...request.response.headers,
      ...corsHeaders(headerOf(request.event, 'origin')),
    };
  };
  return { after: addHeaders, onError: addHeaders };
}
