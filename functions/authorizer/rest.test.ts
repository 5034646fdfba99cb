/**
 * The REST authorizer against forged, expired, wrong-audience and other-pool tokens. Keys and JWKS are
 * real (jose + a loopback HTTP server); the user lookup is DynamoDB, mocked with aws-sdk-client-mock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayTokenAuthorizerEvent } from 'aws-lambda';

const dynamoMock = mockClient(DynamoDBDocumentClient);
const cognitoMock = mockClient(CognitoIdentityProviderClient);
let server: Server;
let base = '';
let signingKey: CryptoKey;
let foreignKey: CryptoKey;
let handler: (e: APIGatewayTokenAuthorizerEvent) => Promise<unknown>;

const methodArn = 'arn:aws:execute-api:eu-west-1:123456789012:abc123/dev/GET/query/initData';

function userItem(orgId: string, userId: string, extra: Record<string, unknown> = {}) {
  return {
    PK: `${orgId}#USER#${userId}`,
    SK: 'PROFILE',
    __edb_e__: 'user',
    __edb_v__: '1',
    orgId,
    userId,
    email: 'member@acme.test',
    permissions: ['readVideo'],
    externalOrgsUserHasAccessTo: [],
    status: 'active',
    ...extra,
  };
}

async function token(opts: {
  pool?: string;
  aud?: string;
  orgClaim?: string;
  key?: CryptoKey;
  exp?: number;
  use?: string;
  email?: string;
  emailVerified?: boolean;
}) {
  const pool = opts.pool ?? 'pool_acme';
  return new SignJWT({
    token_use: opts.use ?? 'id',
    email: opts.email ?? 'Member@acme.test',
    email_verified: opts.emailVerified ?? true,
    'custom:orgId': opts.orgClaim ?? 'acme',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('user-1')
    .setIssuer(`${base}/${pool}`)
    .setAudience(opts.aud ?? 'client-acme')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(opts.key ?? signingKey);
}

const call = async (authorizationToken: string) =>
  handler({ type: 'TOKEN', authorizationToken: `Bearer ${authorizationToken}`, methodArn });

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey as CryptoKey;
  foreignKey = (await generateKeyPair('RS256')).privateKey as CryptoKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    if (req.url?.endsWith('/.well-known/jwks.json')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.TABLE_NAME = 'tubes';
  process.env.AWS_REGION = 'eu-west-1';
  process.env.TENANT_POOLS = JSON.stringify([
    { orgId: 'acme', issuer: `${base}/pool_acme`, clientId: 'client-acme' },
    { orgId: 'globex', issuer: `${base}/pool_globex`, clientId: 'client-globex' },
    { orgId: 'studio', issuer: `${base}/pool_studio`, clientId: 'client-studio' },
  ]);
  ({ handler } = await import('./rest.js'));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Organizations by id: only studio is the provider's operator organization. */
function organizationItem(orgId: string) {
  return {
    PK: `${orgId}#ORG`,
    SK: 'ORG',
    __edb_e__: 'organization',
    __edb_v__: '1',
    orgId,
    name: orgId,
    isProviderOrganization: orgId === 'studio',
  };
}

beforeEach(() => {
  dynamoMock.reset();
  cognitoMock.reset();
  dynamoMock.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
    if (input.Key.SK === 'PROFILE') {
      const [orgId, , userId] = input.Key.PK.split('#');
      return { Item: userItem(orgId as string, userId as string) };
    }
    return { Item: organizationItem(input.Key.PK.replace(/#ORG$/, '')) };
  });
  dynamoMock.on(UpdateCommand).resolves({});
  cognitoMock.on(AdminGetUserCommand).resolves({ Username: 'user-1', Enabled: true });
});

type Decision = { policyDocument: { Statement: { Effect: string }[] }; context?: Record<string, string> };
const effect = (result: unknown) => (result as Decision).policyDocument.Statement[0]?.Effect;

describe('REST authorizer', () => {
  it('allows a valid ID token and passes the tenant context from the token and the user record', async () => {
    const result = (await call(await token({}))) as {
      policyDocument: { Statement: { Effect: string; Resource: string }[] };
      context: Record<string, string>;
    };
    expect(result.policyDocument.Statement[0]?.Effect).toBe('Allow');
    expect(result.policyDocument.Statement[0]?.Resource).toBe(
      'arn:aws:execute-api:eu-west-1:123456789012:abc123/dev/*/*',
    );
    expect(result.context).toEqual({
      orgId: 'acme',
      activeOrgId: 'acme',
      userId: 'user-1',
      email: 'member@acme.test',
      role: 'member',
      isStaff: 'false',
      permissions: '["readVideo"]',
    });
  });

  it('derives admin from updateOrganization', async () => {
    dynamoMock
      .on(GetCommand)
      .resolves({ Item: userItem('acme', 'user-1', { permissions: ['readVideo', 'updateOrganization'] }) });
    const result = (await call(await token({}))) as { context: Record<string, string> };
    expect(result.context.role).toBe('admin');
  });

  it('rejects a forged token (signed by another key) with Unauthorized', async () => {
    await expect(call(await token({ key: foreignKey }))).rejects.toThrow('Unauthorized');
  });

  it('rejects an expired token', async () => {
    await expect(call(await token({ exp: Math.floor(Date.now() / 1000) - 60 }))).rejects.toThrow(
      'Unauthorized',
    );
  });

  it('rejects a token from a pool that is not a tenant pool', async () => {
    await expect(call(await token({ pool: 'pool_unknown' }))).rejects.toThrow('Unauthorized');
  });

  it("rejects a token whose audience is another tenant's client", async () => {
    await expect(call(await token({ aud: 'client-globex' }))).rejects.toThrow('Unauthorized');
  });

  it("rejects a token whose orgId claim is not its pool's organization", async () => {
    await expect(call(await token({ orgClaim: 'globex' }))).rejects.toThrow('Unauthorized');
  });

  it('rejects access tokens and garbage', async () => {
    await expect(call(await token({ use: 'access' }))).rejects.toThrow('Unauthorized');
    await expect(call('not-a-jwt')).rejects.toThrow('Unauthorized');
    await expect(handler({ type: 'TOKEN', authorizationToken: '', methodArn })).rejects.toThrow(
      'Unauthorized',
    );
  });

  it("a globex token is globex's tenant, whatever it asks for", async () => {
    const result = (await call(
      await token({ pool: 'pool_globex', aud: 'client-globex', orgClaim: 'globex' }),
    )) as {
      context: Record<string, string>;
    };
    expect(result.context.orgId).toBe('globex');
    expect(result.context.activeOrgId).toBe('globex');
  });

  it('denies a valid token whose user record is missing', async () => {
    dynamoMock.on(GetCommand).resolves({});
    expect(effect(await call(await token({})))).toBe('Deny');
  });

  it('denies the still-valid token of a user disabled or deleted in Cognito, and marks the profile', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves({ Username: 'user-1', Enabled: false });
    expect(effect(await call(await token({})))).toBe('Deny');
    const marked = dynamoMock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(JSON.stringify(marked)).toContain('disabled');

    dynamoMock.resetHistory();
    cognitoMock
      .on(AdminGetUserCommand)
      .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    expect(effect(await call(await token({})))).toBe('Deny');
    expect(JSON.stringify(dynamoMock.commandCalls(UpdateCommand).map((c) => c.args[0].input))).toContain(
      'deleted',
    );
  });

  it('asks Cognito about the user the token names (cognito:username, else sub)', async () => {
    await call(await token({}));
    expect(cognitoMock.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool_acme',
      Username: 'user-1',
    });
  });

  it('follows Cognito when an account was enabled again: the profile becomes active', async () => {
    dynamoMock
      .on(GetCommand, { Key: { PK: 'acme#USER#user-1', SK: 'PROFILE' } })
      .resolves({ Item: userItem('acme', 'user-1', { status: 'disabled' }) });
    expect(effect(await call(await token({})))).toBe('Allow');
    expect(JSON.stringify(dynamoMock.commandCalls(UpdateCommand).map((c) => c.args[0].input))).toContain(
      'active',
    );
  });

  describe('staff (issue: staff from a self-chosen e-mail)', () => {
    const studioToken = (opts: { email?: string; emailVerified?: boolean } = {}) =>
      token({
        pool: 'pool_studio',
        aud: 'client-studio',
        orgClaim: 'studio',
        email: 'staff@tubes.dev',
        ...opts,
      });

    it('a verified provider e-mail in the operator organization is staff', async () => {
      expect((await call(await studioToken())) as Decision).toMatchObject({ context: { isStaff: 'true' } });
    });

    it('a provider e-mail in a customer organization is not staff', async () => {
      const result = (await call(await token({ email: 'x@tubes.dev' }))) as Decision;
      expect(result.context?.isStaff).toBe('false');
    });

    it('an unverified provider e-mail is not staff, even in the operator organization', async () => {
      const result = (await call(await studioToken({ emailVerified: false }))) as Decision;
      expect(result.context?.isStaff).toBe('false');
    });

    it('a member of the operator organization with another domain is not staff', async () => {
      const result = (await call(await studioToken({ email: 'contractor@acme.test' }))) as Decision;
      expect(result.context?.isStaff).toBe('false');
    });
  });

  describe("the organization's block message (spec 1 §6)", () => {
    const blocking = {
      blockMessage: 'Only Acme employees may sign in here.',
      whitelistedDomains: ['acme.test'],
    };
    beforeEach(() => {
      dynamoMock.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
        if (input.Key.SK === 'PROFILE') {
          const [orgId, , userId] = input.Key.PK.split('#');
          return { Item: userItem(orgId as string, userId as string) };
        }
        const orgId = input.Key.PK.replace(/#ORG$/, '');
        return { Item: { ...organizationItem(orgId), ...blocking } };
      });
    });

    it('denies a member whose e-mail is outside the whitelisted domains', async () => {
      expect(effect(await call(await token({ email: 'contractor@gmail.example' })))).toBe('Deny');
    });

    it('allows a member of a whitelisted domain', async () => {
      expect(effect(await call(await token({})))).toBe('Allow');
    });

    it('never blocks provider staff', async () => {
      const staffToken = await token({
        pool: 'pool_studio',
        aud: 'client-studio',
        orgClaim: 'studio',
        email: 'staff@tubes.dev',
      });
      expect(effect(await call(staffToken))).toBe('Allow');
    });
  });

  it('uses a collaboration workspace only while it is granted', async () => {
    dynamoMock.on(GetCommand).resolves({
      Item: userItem('acme', 'user-1', {
        activeOrgId: 'globex',
        externalOrgsUserHasAccessTo: ['globex'],
        permissions: ['readVideo', 'updateOrganization'],
      }),
    });
    const granted = (await call(await token({}))) as { context: Record<string, string> };
    expect(granted.context.activeOrgId).toBe('globex');
    // The own organization's admin rights do not travel into the workspace.
    expect(granted.context.role).toBe('member');
    dynamoMock.on(GetCommand).resolves({ Item: userItem('acme', 'user-1', { activeOrgId: 'globex' }) });
    const revoked = (await call(await token({ email: 'other@acme.test' }))) as {
      context: Record<string, string>;
    };
    expect(revoked.context.activeOrgId).toBe('acme');
    dynamoMock.on(GetCommand).resolves({
      Item: userItem('acme', 'user-1', {
        activeOrgId: 'globex',
        permissions: ['readVideo', 'updateOrganization'],
      }),
    });
    const home = (await call(await token({ email: 'admin@acme.test' }))) as {
      context: Record<string, string>;
    };
    expect(home.context).toMatchObject({ activeOrgId: 'acme', role: 'admin' });
  });
});
