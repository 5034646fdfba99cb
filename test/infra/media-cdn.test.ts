/**
 * HLS media through CloudFront (issue 10), in a stage that configures `mediaCdn`: the signed-URL
 * distribution in front of the media bucket's media/ prefix, its key group and private-key secret, the
 * bucket policy origin access control adds, the web app's CSP, and cdk-nag. Without `mediaCdn` (the
 * default stages) there is no media distribution.
 */
import { generateKeyPairSync } from 'node:crypto';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStageConfig, stageConfigSchema } from '../../infra/config/stages.js';
import { DataStack } from '../../infra/stacks/data-stack.js';
import { endpoints } from '#shared/api/index.js';
import {
  CDK_CONTEXT,
  actionsOf,
  context,
  findings,
  functionEnv,
  logicalIdOf,
  resourcesOf,
  statementsOf,
  statementsOfFunction,
  synthStage,
  templateOf,
  unusedNagAcknowledgements,
  type SynthesizedStage,
} from './support/stage.js';

const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

let synth: SynthesizedStage;
let data: Template;

beforeAll(() => {
  synth = synthStage({
    configure: (dev) => stageConfigSchema.parse({ ...dev, mediaCdn: { publicKeyPem: publicKey } }),
  });
  data = templateOf(synth.stage.data);
});

afterAll(() => synth.cleanup());

describe('media CDN', () => {
  it('serves only the media/ prefix of the media bucket, through origin access control, to signed URLs only', () => {
    const cdn = synth.stage.data.mediaCdn!;
    data.hasResourceProperties('AWS::CloudFront::PublicKey', {
      PublicKeyConfig: Match.objectLike({ EncodedKey: publicKey }),
    });
    data.hasResourceProperties('AWS::CloudFront::KeyGroup', {
      KeyGroupConfig: Match.objectLike({ Items: [{ Ref: logicalIdOf(cdn.publicKey) }] }),
    });
    const distribution = resourcesOf(data, 'AWS::CloudFront::Distribution')[logicalIdOf(cdn.distribution)];
    const config = distribution?.Properties?.DistributionConfig as Record<string, unknown>;
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      TrustedKeyGroups: [expect.objectContaining({ Ref: expect.any(String) })],
      Compress: false,
    });
    expect(config.CacheBehaviors).toBeUndefined();
    expect(config.Origins).toEqual([
      expect.objectContaining({
        OriginPath: '/media',
        OriginAccessControlId: expect.anything(),
        S3OriginConfig: { OriginAccessIdentity: '' },
      }),
    ]);
    const mediaBucket = logicalIdOf(synth.stage.data.mediaBucket);
    const cloudFrontReads = Object.values(resourcesOf(data, 'AWS::S3::BucketPolicy'))
      .filter((p) => JSON.stringify(p.Properties?.Bucket) === JSON.stringify({ Ref: mediaBucket }))
      .flatMap((p) => statementsOf(p))
      .filter((s) => JSON.stringify(s).includes('cloudfront.amazonaws.com'));
    expect(cloudFrontReads).toHaveLength(1);
    expect(cloudFrontReads[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(JSON.stringify(cloudFrontReads[0]?.Condition)).toContain(logicalIdOf(cdn.distribution));
  });

  it('caches a segment once per tenant origin for every viewer (no query string in the key)', () => {
    data.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Origin'] },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
  });

  it('keeps the private key in a secret of its own, outside the template', () => {
    const secret = resourcesOf(data, 'AWS::SecretsManager::Secret')[
      logicalIdOf(synth.stage.data.mediaCdn!.signingKey)
    ];
    expect(secret?.Properties?.SecretString).toBeUndefined();
    expect(Object.keys(data.findOutputs('*'))).toEqual(
      expect.arrayContaining(['MediaCdnDomainName', 'MediaSigningKeyPairId', 'MediaSigningKeySecretArn']),
    );
  });

  it("lets the web app's player load from the media distribution (CSP)", () => {
    const policies = Object.values(
      resourcesOf(templateOf(synth.stage.web), 'AWS::CloudFront::ResponseHeadersPolicy'),
    );
    expect(policies).toHaveLength(2);
    for (const policy of policies) {
      const csp = JSON.stringify(policy.Properties?.ResponseHeadersPolicyConfig);
      expect(csp).toMatch(/media-src[^;]*MediaCdn/);
      expect(csp).toMatch(/connect-src[^;]*MediaCdn/);
    }
  });

  it('is cdk-nag clean with every acknowledgement used', () => {
    expect(findings(synth.report)).toEqual([]);
    expect(synth.synthError).toBeUndefined();
    expect(unusedNagAcknowledgements(synth.app)).toEqual([]);
  });

  it('takes a PEM public key only', () => {
    const shape = stageConfigSchema.shape.mediaCdn;
    expect(shape.safeParse({ publicKeyPem: publicKey }).success).toBe(true);
    expect(shape.safeParse({ publicKeyPem: 'ssh-rsa AAAAB3NzaC1yc2E' }).success).toBe(false);
  });

  it('does not exist without mediaCdn in the stage config', () => {
    const app = new App({ context: { ...CDK_CONTEXT } });
    const dev = loadStageConfig(context({ stage: 'dev' }), {});
    const stack = new DataStack(app, 'Data', {
      stage: dev,
      env: { account: dev.account, region: dev.region },
    });
    expect(stack.mediaCdn).toBeUndefined();
    Template.fromStack(stack).resourceCountIs('AWS::CloudFront::Distribution', 0);
  });
});

describe('media CDN: the handlers that sign media URLs', () => {
  const SIGNING = endpoints.filter((e) => e.signsMedia).map((e) => e.id);
  const envOf = (id: string) => functionEnv(synth.stage.api.routes.handlers.get(id));

  it("get the distribution's domain, the key pair id and the signing key's secret, and no other handler does", () => {
    expect(SIGNING.length).toBeGreaterThan(0);
    for (const id of SIGNING) {
      expect(Object.keys(envOf(id))).toEqual(
        expect.arrayContaining([
          'MEDIA_CDN_DOMAIN',
          'MEDIA_SIGNING_KEY_PAIR_ID',
          'MEDIA_SIGNING_KEY_SECRET_ARN',
        ]),
      );
    }
    for (const id of endpoints.map((e) => e.id).filter((id) => !SIGNING.includes(id)))
      expect(envOf(id)).not.toHaveProperty('MEDIA_CDN_DOMAIN');
  });

  it('may read the signing key, and only they', () => {
    const readers = endpoints
      .map((e) => e.id)
      .filter((id) =>
        statementsOfFunction(synth.stage.api.routes.handlers.get(id)).some((s) =>
          actionsOf(s).includes('secretsmanager:GetSecretValue'),
        ),
      );
    expect(readers).toEqual(SIGNING);
  });
});
