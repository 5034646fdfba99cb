import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { apiBaseUrl } from './request.js';

describe('apiBaseUrl', () => {
  const event = (headers: Record<string, string>, requested: string, path: string) =>
    ({ headers, path, requestContext: { path: requested } }) as unknown as APIGatewayProxyEvent;

  it('keeps the stage of an execute-api URL and the scheme the caller used', () => {
    expect(
      apiBaseUrl(
        event(
          { Host: 'abc.execute-api.eu-west-1.amazonaws.com', 'X-Forwarded-Proto': 'https' },
          '/prod/query/getVideoUrl',
          '/query/getVideoUrl',
        ),
      ),
    ).toBe('https://abc.execute-api.eu-west-1.amazonaws.com/prod');
    expect(
      apiBaseUrl(
        event(
          { host: '127.0.0.1:4000', 'x-forwarded-proto': 'http' },
          '/query/getVideoUrl',
          '/query/getVideoUrl',
        ),
      ),
    ).toBe('http://127.0.0.1:4000');
  });
});
