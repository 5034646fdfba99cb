import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { ApiErrorBody } from '#shared/api/endpoint.js';
import { HttpError } from '../errors.js';
import { logger } from '../logger.js';
import { jsonResponse } from '../request.js';

/**
 * Maps errors to `{ message, issues? }` with their status. Anything unexpected is logged with its
 * stack and answered 500 with the request id only: no internals reach the client.
 */
export function errorMapping(): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> {
  return {
    onError: (request) => {
      const { error } = request;
      if (error instanceof HttpError) {
        logger.info('request rejected', { statusCode: error.statusCode, reason: error.message });
        const body: ApiErrorBody = { message: error.message };
        if (error.issues) body.issues = error.issues;
        request.response = jsonResponse(error.statusCode, body);
        return;
      }
      logger.error('unexpected error', error as Error);
      const body: ApiErrorBody = {
        message: 'Oops! Something went wrong',
        requestId: request.context.awsRequestId,
      };
      request.response = jsonResponse(500, body);
    },
  };
}
