import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { logger } from '../logger.js';

/** Structured logs carry the endpoint and request id; the tenant keys are added once known. */
export function requestLogging(
  endpointId: string,
): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> {
  const clear = () => logger.removeKeys(['orgId', 'userId', 'endpoint']);
  return {
    before: (request) => {
      logger.addContext(request.context);
      logger.appendKeys({ endpoint: endpointId });
    },
    after: (request) => {
      logger.debug('request done', { statusCode: request.response?.statusCode });
      clear();
    },
    onError: clear,
  };
}
