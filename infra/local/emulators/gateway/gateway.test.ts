/**
 * The local gateway's cloud fidelity with stand-in functions on the real contract's routes: its own
 * /health, each function's timeout and memory, Lambda's 6 MB payload limits, the authorizer cache, the
 * stage prefix of `@connections`, and the headers of `$connect` events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import WebSocket from 'ws';
import { ApiGatewayManagementApiClient, GetConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { endpoints, fullPath } from '#shared/api/index.js';
import { functionSettings } from '../../../config/functions.js';
import { LOCAL_CREDENTIALS, LOCAL_WEBSOCKET_STAGE, REGION } from '../../platform/config.js';
import { createLambdaRuntime, MAX_REQUEST_PAYLOAD_BYTES } from '../lambda/runtime.js';
import { startGateway, type Gateway } from './gateway.js';

type Handler = (event: Record<string, unknown>, context: Context) => Promise<unknown>;

const LANGUAGE = 'functions/query/getLanguage.ts'; // GET /query/language, public
const AUTO_LOGIN = 'functions/query/autoLogin.ts'; // POST /query/autoLogin, public
const USER_COMMAND = 'functions/command/userCommand.ts'; // POST /command/userCommand, member

const calls: Record<string, Record<string, unknown>[]> = {};
const record = (entry: string, event: Record<string, unknown>) => (calls[entry] ??= []).push(event);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An authorizer that records its event and allows user-1 of acme everything. */
const allowing =
  (key: string): Handler =>
  async (event) => {
    record(key, event);
    return {
      principalId: 'user-1',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: 'execute-api:Invoke', Resource: '*' }],
      },
      context: { orgId: 'acme', userId: 'user-1' },
    };
  };

const handlers: Record<string, Handler> = {
  [LANGUAGE]: async (event, context) => {
    const query = (event.queryStringParameters ?? {}) as Record<string, string>;
    if (query.sleep) await sleep(Number(query.sleep));
    const body = query.big
      ? 'x'.repeat(7 * 1024 * 1024)
      : JSON.stringify({ memory: context.memoryLimitInMB });
    return { statusCode: 200, body };
  },
  [AUTO_LOGIN]: async (event) => {
    record(AUTO_LOGIN, event);
    return { statusCode: 200, body: '{}' };
  },
  [USER_COMMAND]: async () => ({ statusCode: 200, body: '{"ok":true}' }),
  'functions/authorizer/rest.ts': allowing('rest-authorizer'),
  'functions/realtime/authorizer.ts': allowing('ws-authorizer'),
  'functions/realtime/connect.ts': async (event) => {
    record('connect', event);
    return { statusCode: 200 };
  },
  'functions/realtime/disconnect.ts': async () => ({ statusCode: 200 }),
};

/** getLanguage runs with settings of its own here (a short timeout, an odd memory size). */
const settings = (entry: string) =>
  entry === LANGUAGE ? { memorySizeMb: 1769, timeoutSeconds: 0.3 } : functionSettings(entry);

let gateway: Gateway;
let healthStatus = 200;

beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    appDomain: 'localhost:5173',
    log: () => undefined,
    health: async () => ({
      statusCode: healthStatus,
      body: { status: healthStatus === 200 ? 'ok' : 'degraded' },
    }),
    runtime: createLambdaRuntime({
      root: '',
      settings,
      importModule: async (entry) => {
        const handler = handlers[entry];
        if (!handler) throw new Error(`no stand-in for ${entry}`);
        return { handler };
      },
    }),
  });
});

afterAll(() => gateway.stop());

describe('the local gateway', () => {
  it('serves GET /health itself; the contract has no such route', async () => {
    expect(endpoints.map(fullPath)).not.toContain('/health');
    const ok = await fetch(`${gateway.url}/health`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    healthStatus = 503;
    const degraded = await fetch(`${gateway.url}/health`);
    expect(degraded.status).toBe(503);
    healthStatus = 200;
    expect((await fetch(`${gateway.url}/health`, { method: 'POST' })).status).toBe(404);
  });

  it("runs a function with its own memory setting and ends it at its own timeout (502, not API Gateway's 29 s)", async () => {
    const fast = await fetch(`${gateway.url}/query/language`);
    expect(fast.status).toBe(200);
    expect(await fast.json()).toEqual({ memory: '1769' });
    const started = Date.now();
    const slow = await fetch(`${gateway.url}/query/language?sleep=2000`);
    expect(slow.status).toBe(502);
    expect(await slow.json()).toEqual({ message: 'Internal server error' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("answers Lambda's 6 MB limits: a larger request 413 without calling the function, a larger response 502", async () => {
    const before = calls[AUTO_LOGIN]?.length ?? 0;
    const big = await fetch(`${gateway.url}/query/autoLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: 'x'.repeat(MAX_REQUEST_PAYLOAD_BYTES) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'Request Too Long' });
    expect(calls[AUTO_LOGIN]?.length ?? 0).toBe(before);
    const small = await fetch(`${gateway.url}/query/autoLogin`, { method: 'POST', body: '{"token":"t"}' });
    expect(small.status).toBe(200);

    const bigAnswer = await fetch(`${gateway.url}/query/language?big=1`);
    expect(bigAnswer.status).toBe(502);
    expect(await bigAnswer.json()).toEqual({ message: 'Internal server error' });
  });

  it('reuses an authorizer decision per token until flushed', async () => {
    const post = () =>
      fetch(`${gateway.url}/command/userCommand`, {
        method: 'POST',
        headers: { Authorization: 'Bearer a.b.c', 'Content-Type': 'application/json' },
        body: '{}',
      });
    const before = calls['rest-authorizer']?.length ?? 0;
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(calls['rest-authorizer']?.length).toBe(before + 1);
    gateway.clearAuthorizerCache();
    expect((await post()).status).toBe(200);
    expect(calls['rest-authorizer']?.length).toBe(before + 2);
  });

  it('serves @connections only under the stage, as the callback URL of execute-api', async () => {
    const client = (endpoint: string) =>
      new ApiGatewayManagementApiClient({
        endpoint,
        region: REGION,
        credentials: LOCAL_CREDENTIALS,
        maxAttempts: 1,
      });
    const failure = async (endpoint: string) =>
      client(endpoint)
        .send(new GetConnectionCommand({ ConnectionId: 'AAAAAAAAAAAAAA==' }))
        .then(
          () => ({ status: 200, name: '' }),
          (e: { name: string; $metadata: { httpStatusCode?: number } }) => ({
            status: e.$metadata.httpStatusCode,
            name: e.name,
          }),
        );
    // Signed, but without the stage (or with another one): no such resource.
    expect(await failure(gateway.url)).toEqual({ status: 403, name: 'MissingAuthenticationTokenException' });
    expect(await failure(`${gateway.url}/prod`)).toEqual({
      status: 403,
      name: 'MissingAuthenticationTokenException',
    });
    // Under the stage: the call is served (the connection is not open: GoneException).
    expect(await failure(`${gateway.url}/${LOCAL_WEBSOCKET_STAGE}`)).toEqual({
      status: 410,
      name: 'GoneException',
    });
  });

  it('hands the upgrade request headers to the $connect authorizer and the $connect route', async () => {
    const ws = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws?token=t1`, {
      headers: { 'X-Tubes-Probe': 'yes', 'User-Agent': 'gateway-test' },
    });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.close();
    const [authorizerEvent] = (calls['ws-authorizer'] ?? []).slice(-1);
    const [connectEvent] = (calls.connect ?? []).slice(-1);
    for (const event of [authorizerEvent, connectEvent]) {
      expect(event?.headers).toMatchObject({ 'x-tubes-probe': 'yes', 'user-agent': 'gateway-test' });
      expect(event?.multiValueHeaders).toMatchObject({ 'x-tubes-probe': ['yes'] });
      expect(event?.queryStringParameters).toEqual({ token: 't1' });
    }
    expect(connectEvent?.requestContext).toMatchObject({
      routeKey: '$connect',
      eventType: 'CONNECT',
      stage: LOCAL_WEBSOCKET_STAGE,
      authorizer: { orgId: 'acme', userId: 'user-1', principalId: 'user-1' },
    });
  });
});
