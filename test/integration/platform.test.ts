/**
 * The local platform itself: components up, resources provisioned, seed idempotent, the gateway
 * behaving like API Gateway (authorizer, routing, errors), real tokens from cognito-local, and a
 * failed start leaving no process behind.
 */
import { execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { api as contract } from '#shared/api';
import { TENANTS } from '../../infra/config/tenants.js';
import {
  dynamoClient,
  bucketCorsOrigins,
  healthReportSchema,
  s3Client,
  DEMO_PASSWORD,
  DEMO_USERS,
  seedDemoData,
  startLocalPlatform,
} from '../../infra/local/index.js';
import { api, call, cognito, decodeJwt, initiateSignIn, platform, poolOf, signIn } from './helpers/index.js';

async function allKeys(): Promise<string[]> {
  const client = dynamoClient(platform().urls.dynamodb);
  const keys: string[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    // Scan is fine here: a test inspecting the whole (small) table, never a request path.
    const page = await client.send(
      new ScanCommand({ TableName: platform().env.TABLE_NAME, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) keys.push(`${item.PK?.S}|${item.SK?.S}`);
    start = page.LastEvaluatedKey;
  } while (start);
  client.destroy();
  return keys.sort();
}

describe('health', () => {
  it('reports every started component up, served by the gateway itself (no contract route)', async () => {
    const response = await api('GET', '/health');
    expect(response.status).toBe(200);
    const health = healthReportSchema.parse(response.body);
    expect(health.status).toBe('ok');
    for (const name of [
      'dynamodb',
      's3',
      'cognito',
      'mediaConvert',
      'transcribe',
      'translate',
      'polly',
      'stepFunctions',
      'ses',
      'samlIdp',
      'oidcIdp',
      'gateway',
    ]) {
      expect(health.components[name]?.status, name).toBe('up');
    }
    // The integration platform runs without the web app, and says so.
    expect(health.components.web).toMatchObject({
      status: 'down',
      detail: expect.stringContaining('not started'),
    });
  });
});

describe('provisioning', () => {
  it('creates the table with its three GSIs and TTL on expiresAt', async () => {
    const client = dynamoClient(platform().urls.dynamodb);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: 'tubes' }));
    expect(Table?.KeySchema?.map((k) => k.AttributeName)).toEqual(['PK', 'SK']);
    expect(Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName).sort()).toEqual([
      'GSI1',
      'GSI2',
      'GSI3',
      'GSI4',
    ]);
    expect(Table?.GlobalSecondaryIndexes?.every((g) => g.Projection?.ProjectionType === 'ALL')).toBe(true);
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: 'tubes' }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: 'expiresAt',
    });
    client.destroy();
  });

  it('creates both buckets with CORS for the tenant origins', async () => {
    const client = s3Client(platform().urls.s3);
    const webPort = platform().ports.web;
    for (const bucket of [platform().env.UPLOADS_BUCKET, platform().env.MEDIA_BUCKET] as string[]) {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
      expect(await bucketCorsOrigins(client, bucket)).toEqual([
        `http://localhost:${webPort}`,
        `http://*.localhost:${webPort}`,
      ]);
    }
    // A browser preflight for a presigned PUT: accepted from a tenant sub-domain, refused from elsewhere.
    // (s3rver answers an accepted preflight with `*`; the rule matching is what is checked here.)
    const preflight = (origin: string) =>
      fetch(`${platform().urls.s3}/${platform().env.UPLOADS_BUCKET}/probe.mp4`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' },
      });
    const tenant = await preflight(`http://acme.localhost:${webPort}`);
    expect(tenant.status).toBe(200);
    expect(tenant.headers.get('access-control-allow-methods')).toContain('PUT');
    expect((await preflight('http://evil.example')).status).toBe(403);
    client.destroy();
  });

  it('creates one pool per tenant with an e-mail sign-in, custom:orgId and a secretless password client', async () => {
    expect(
      platform()
        .pools.map((p) => p.orgId)
        .sort(),
    ).toEqual(TENANTS.map((t) => t.id).sort());
    for (const pool of platform().pools) {
      const { UserPool } = await cognito().send(new DescribeUserPoolCommand({ UserPoolId: pool.userPoolId }));
      expect(UserPool?.Name).toBe(`tubes-${pool.orgId}`);
      expect(UserPool?.SchemaAttributes?.some((a) => a.Name === 'custom:orgId')).toBe(true);
      const { UserPoolClient } = await cognito().send(
        new DescribeUserPoolClientCommand({ UserPoolId: pool.userPoolId, ClientId: pool.clientId }),
      );
      expect(UserPoolClient?.ExplicitAuthFlows).toEqual(
        expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      );
      expect(UserPoolClient?.ClientSecret).toBeUndefined();
    }
    expect(JSON.parse(platform().env.TENANT_POOLS as string)).toEqual(
      platform().pools.map(({ orgId, issuer, clientId }) => ({ orgId, issuer, clientId })),
    );
  });

  it("issues tokens whose iss is the configured issuer and whose key is in the issuer's JWKS", async () => {
    const tokens = await signIn('member@acme.test', DEMO_PASSWORD, 'acme');
    const claims = decodeJwt(tokens.idToken);
    const pool = poolOf('acme');
    expect(claims).toMatchObject({ iss: pool.issuer, aud: pool.clientId, email: 'member@acme.test' });
    expect(claims['custom:orgId']).toBe('acme');
    const header = JSON.parse(
      Buffer.from(tokens.idToken.split('.')[0] as string, 'base64url').toString(),
    ) as {
      kid: string;
    };
    const jwks = (await (await fetch(`${pool.issuer}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((k) => k.kid)).toContain(header.kid);
  });
});

describe('seed', () => {
  it('is idempotent: seeding again changes neither the items nor the Cognito users', async () => {
    const usersIn = async (orgId: string) =>
      (await cognito().send(new ListUsersCommand({ UserPoolId: poolOf(orgId).userPoolId }))).Users?.length ??
      0;
    const before = await allKeys();
    const usersBefore = await Promise.all(TENANTS.map((t) => usersIn(t.id)));
    const result = await seedDemoData({ cognito: cognito(), pools: platform().pools });
    expect(result.users).toHaveLength(DEMO_USERS.length);
    expect(await allKeys()).toEqual(before);
    expect(await Promise.all(TENANTS.map((t) => usersIn(t.id)))).toEqual(usersBefore);
  });

  it('gives new@acme.test a temporary password: the first sign-in demands a new one', async () => {
    const response = await initiateSignIn('new@acme.test', DEMO_PASSWORD, 'acme');
    expect(response.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('confirms every other demo user with the demo password', async () => {
    for (const user of DEMO_USERS.filter((u) => !u.mustChangePassword)) {
      await expect(signIn(user.email, DEMO_PASSWORD, user.orgId)).resolves.toHaveProperty('idToken');
    }
  });
});

describe('gateway', () => {
  it('answers 401 without calling anything when a protected route has no token', async () => {
    const response = await call(contract.getInitData);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 when the authorizer rejects the token', async () => {
    const response = await call(contract.getInitData, { token: 'not.a.jwt' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
  });

  it('answers 403 when the authorizer denies a valid token (user without a profile)', async () => {
    const pool = poolOf('acme');
    const email = `ghost-${Date.now()}@acme.test`;
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'custom:orgId', Value: 'acme' },
        ],
      }),
    );
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        Password: DEMO_PASSWORD,
        Permanent: true,
      }),
    );
    const { idToken } = await signIn(email, DEMO_PASSWORD, 'acme');
    const response = await call(contract.getInitData, { token: idToken });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'User is not authorized to access this resource' });
  });

  it('answers a body over 10 MB with 413 JSON, as API Gateway does, on a connection that stays usable', async () => {
    // One socket for every request: the 413s must not reset it, and the next requests reuse it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<Socket>();
    const target = new URL(platform().urls.api);
    const send = (method: string, path: string, body?: { size: number; chunked?: boolean }) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const req = request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            method,
            path,
            headers: body?.chunked
              ? { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }
              : body
                ? { 'Content-Type': 'application/json', 'Content-Length': String(body.size) }
                : {},
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
              }),
            );
          },
        );
        req.on('error', reject);
        req.on('socket', (socket) => sockets.add(socket));
        // Written in 1 MB pieces (a chunked body has no declared length: the gateway counts).
        for (let left = body?.size ?? 0; left > 0; left -= 1024 * 1024) {
          req.write(Buffer.alloc(Math.min(left, 1024 * 1024), 0x20));
        }
        req.end();
      });
    const tooLong = { status: 413, body: { message: 'Request Too Long' } };
    try {
      expect(await send('PUT', '/command/videoCommand', { size: 11 * 1024 * 1024 })).toMatchObject(tooLong);
      expect(
        await send('PUT', '/command/videoCommand', { size: 11 * 1024 * 1024, chunked: true }),
      ).toMatchObject(tooLong);
      expect(
        await send('PUT', '/command/videoCommand', { size: 10 * 1024 * 1024 + 1, chunked: true }),
      ).toMatchObject(tooLong);
      // Exactly 10 MB (10,485,760 bytes) passes the limit: the route then asks for a token.
      expect(await send('PUT', '/command/videoCommand', { size: 10 * 1024 * 1024 })).toMatchObject({
        status: 401,
        body: { message: 'Unauthorized' },
      });
      expect(await send('GET', '/query/organizations/acme')).toMatchObject({
        status: 200,
        body: { id: 'acme' },
      });
      // All five went over the first connection: none was reset or closed.
      expect(sockets.size).toBe(1);
      expect([...sockets][0]?.destroyed).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('answers unknown routes and wrong methods with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/query/doesNotExist'],
      ['GET', '/nothing/here'],
      ['DELETE', '/query/initData'],
    ] as const) {
      const response = await api<{ message: string }>(method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('routes path parameters and query strings to the handlers', async () => {
    const acme = await call(contract.getOrganization, { params: { orgId: 'acme' } });
    expect(acme.status).toBe(200);
    expect(acme.body).toMatchObject({ id: 'acme', domain: 'acme' });
    const globex = await call(contract.getOrganization, { params: { orgId: 'globex' } });
    expect(globex.body).toMatchObject({ id: 'globex' });
    const unknown = await call(contract.getOrganization, { params: { orgId: 'no-such-org' } });
    expect(unknown).toMatchObject({ status: 200, body: {} });
    const orgId = await call(contract.getOrgId, { query: { email: 'member@acme.test' } });
    expect(orgId).toMatchObject({ status: 200, body: { orgId: 'acme' } });
  });

  it('answers CORS preflight for tenant origins through the preflight handler', async () => {
    const origin = `http://acme.localhost:${platform().ports.web}`;
    const response = await api('OPTIONS', '/query/initData', {
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('serves GET /query/initData to a signed-in member of acme', async () => {
    const { idToken } = await signIn('member@acme.test', DEMO_PASSWORD, 'acme');
    const response = await call(contract.getInitData, { token: idToken });
    expect(response.status).toBe(200);
    const data = contract.getInitData.response.parse(response.body);
    expect(data).toMatchObject({ orgId: 'acme', email: 'member@acme.test', role: 'member', isStaff: false });
    expect(data.permissions).toEqual(['readVideo']);
    const following = await call(contract.getUserFollowingData, {
      token: idToken,
    });
    expect(following.status).toBe(200);
    expect(following.body.channels.length).toBeGreaterThan(7);
  });
});

/** The integration platform's ports moved by `delta` (free ports for platforms a test starts itself). */
function offsetPorts(delta: number) {
  const p = platform().ports;
  return {
    dynamodb: p.dynamodb + delta,
    s3: p.s3 + delta,
    cognito: p.cognito + delta,
    gateway: p.gateway + delta,
    web: p.web + delta,
    mediaconvert: p.mediaconvert + delta,
    samlidp: p.samlidp + delta,
    // A free port, as the integration platform's own.
    oidcidp: 0,
  };
}

describe('failed start', () => {
  const javaOn = (port: number): string[] => {
    try {
      return execFileSync('pgrep', ['-f', `LoopbackDynamoDbLocal .*-port ${port}`], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean);
    } catch {
      return []; // pgrep exits 1 when nothing matches
    }
  };

  it('stops what it started and names the problem when a component cannot start', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-failed-start-'));
    // Corrupt cognito-local data: it exits during start, after DynamoDB Local is already running.
    mkdirSync(path.join(dataDir, 'cognito/.cognito/db'), { recursive: true });
    writeFileSync(path.join(dataDir, 'cognito/.cognito/db/clients.json'), '{ not json');
    // Next to the integration platform's own ports, so runs on other port offsets never collide.
    const ports = offsetPorts(10_100);
    try {
      await expect(
        startLocalPlatform({
          dataDir,
          ports,
          web: false,
          seed: 'never',
          log: () => undefined,
          requestLog: false,
        }),
      ).rejects.toThrow(/cognito-local exited during start/);
      expect(javaOn(ports.dynamodb)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a taken port, naming the component and the variable that moves it', async () => {
    const { gateway } = platform().ports; // taken by the running integration platform
    await expect(
      startLocalPlatform({
        ephemeral: true,
        web: false,
        ports: { ...offsetPorts(10_200), gateway },
        log: () => undefined,
      }),
    ).rejects.toThrow(`port ${gateway} for API gateway is already in use (set TUBES_API_PORT`);
  });
});
