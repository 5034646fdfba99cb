import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { defineEndpoint } from '#shared/api/endpoint.js';
import { httpHandler } from './pipeline.js';
import { conflict, notFound } from './errors.js';
import { toAuthorizerContext, type TenantContext } from './tenant.js';
import { logger } from './logger.js';

process.env.APP_DOMAIN = 'tubes.example.com';

const context = { awsRequestId: 'req-123', functionName: 'test' } as Context;

const memberTenant: TenantContext = {
  orgId: 'acme',
  activeOrgId: 'acme',
  userId: 'u1',
  email: 'member@acme.test',
  role: 'member',
  isStaff: false,
  permissions: ['readVideo'],
};

function event(overrides: Partial<APIGatewayProxyEvent> = {}, tenant: TenantContext | null = memberTenant) {
  return {
    httpMethod: 'POST',
    path: '/command/thing',
    headers: { Origin: 'https://acme.tubes.example.com' },
    queryStringParameters: null,
    pathParameters: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { authorizer: tenant ? toAuthorizerContext(tenant) : null },
    ...overrides,
  } as unknown as APIGatewayProxyEvent;
}

const thing = defineEndpoint({
  id: 'thing',
  method: 'POST',
  path: '/thing/{id}',
  group: 'command',
  access: 'member',
  summary: 'test endpoint',
  params: z.object({ id: z.string().min(3) }),
  query: z.object({ verbose: z.enum(['0', '1']).optional() }),
  body: z.object({ name: z.string().min(1), count: z.number().int() }),
  response: z.object({ ok: z.boolean() }),
});

describe('the HTTP handler pipeline', () => {
  it('passes validated params, query, body and the tenant to the handler and answers 200 JSON', async () => {
    const fn = vi.fn(async () => ({ ok: true }));
    const res = await httpHandler(thing, fn)(
      event({ pathParameters: { id: 'abc' }, body: JSON.stringify({ name: 'n', count: 2 }) }),
      context,
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true });
    expect(res.headers?.['Access-Control-Allow-Origin']).toBe('https://acme.tubes.example.com');
    expect(fn).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 'abc' }, body: { name: 'n', count: 2 }, tenant: memberTenant }),
    );
  });

  it('answers 400 with message and issues for input that does not match the contract', async () => {
    const fn = vi.fn(async () => ({ ok: true }));
    const res = await httpHandler(thing, fn)(
      event({ pathParameters: { id: 'a' }, body: JSON.stringify({ name: '', count: 1.5 }) }),
      context,
    );
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body);
    expect(body.message).toMatch(/Invalid request/);
    expect(body.issues[0].path).toBe('params.id');
    expect(fn).not.toHaveBeenCalled();
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await httpHandler(thing, async () => ({ ok: true }))(
      event({ pathParameters: { id: 'abc' }, body: '{not json' }),
      context,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers 401 when a protected endpoint is reached without an authorizer context', async () => {
    const res = await httpHandler(thing, async () => ({ ok: true }))(event({}, null), context);
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 when the caller lacks the access level', async () => {
    const adminOnly = { ...thing, access: 'admin' as const };
    const res = await httpHandler(adminOnly, async () => ({ ok: true }))(
      event({ pathParameters: { id: 'abc' }, body: '{"name":"x","count":1}' }),
      context,
    );
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).message).toBe('You do not have access for this operation');
  });

  it('maps thrown HttpErrors to their status (404, 409)', async () => {
    const ok = { pathParameters: { id: 'abc' }, body: '{"name":"x","count":1}' };
    const missing = await httpHandler(thing, async () => {
      throw notFound();
    })(event(ok), context);
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ message: 'Resource is not found' });
    const clash = await httpHandler(thing, async () => {
      throw conflict('Already exists');
    })(event(ok), context);
    expect(clash.statusCode).toBe(409);
  });

  it('turns unexpected errors into a 500 with the request id and no stack, and logs them', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = await httpHandler(thing, async () => {
      throw new Error('database exploded at line 42');
    })(event({ pathParameters: { id: 'abc' }, body: '{"name":"x","count":1}' }), context);
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body)).toEqual({ message: 'Oops! Something went wrong', requestId: 'req-123' });
    expect(res.body).not.toContain('line 42');
    expect(res.headers?.['Access-Control-Allow-Origin']).toBe('https://acme.tubes.example.com');
    expect(logged).toHaveBeenCalled();
  });

  it('sends no CORS allow-origin to origins outside the tenant sub-domains', async () => {
    const res = await httpHandler(thing, async () => ({ ok: true }))(
      event({
        headers: { origin: 'https://evil.example.org' },
        pathParameters: { id: 'abc' },
        body: '{"name":"x","count":1}',
      }),
      context,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
  });
});
