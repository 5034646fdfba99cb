/**
 * CDK assertions for the web stack of a synthesized dev stage: the SPA on CloudFront (private bucket
 * behind origin access control, app-route fallback, security headers, DNS, config.json).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS } from '../../infra/config/tenants.js';
import { TubesStage } from '../../infra/stacks/tubes-stage.js';
import { HASHED_ASSETS, SOURCE_MAPS, WebStack } from '../../infra/stacks/web-stack.js';
import { CDK_CONTEXT, resourcesOf, synthStage, templateOf, type SynthesizedStage } from './support/stage.js';

let synth: SynthesizedStage;
let web: Template;

beforeAll(() => {
  synth = synthStage();
  web = templateOf(synth.stage.web);
});

afterAll(() => synth.cleanup());

describe('web', () => {
  it('serves the apex and every tenant sub-domain from a private bucket through origin access control', () => {
    const { config } = synth;
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [config.domain, `*.${config.domain}`],
        DefaultRootObject: 'index.html',
        ViewerCertificate: {
          AcmCertificateArn: config.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
        Origins: [
          Match.objectLike({
            OriginAccessControlId: Match.anyValue(),
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
        ],
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
      }),
    });
  });

  it('falls back to index.html for app routes on the S3 behaviours only (no error-response masking)', () => {
    const [distribution] = Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'));
    const dc = distribution?.Properties?.DistributionConfig as Record<string, unknown>;
    expect(dc.CustomErrorResponses).toBeUndefined();
    const behaviors = [dc.DefaultCacheBehavior, ...(dc.CacheBehaviors as unknown[])] as Record<
      string,
      unknown
    >[];
    for (const b of behaviors) {
      expect(b.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: expect.anything() },
      ]);
      expect(b.ViewerProtocolPolicy).toBe('redirect-to-https');
    }
    web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
  });

  it('sends security headers; only embeddable pages may be framed', () => {
    const policies = Object.values(resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy')).map(
      (p) =>
        (p.Properties?.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> })
          .SecurityHeadersConfig,
    );
    expect(policies).toHaveLength(2);
    for (const headers of policies) {
      expect(headers).toMatchObject({
        StrictTransportSecurity: { IncludeSubdomains: true, Override: true },
        ContentTypeOptions: { Override: true },
      });
      expect(JSON.stringify(headers.ContentSecurityPolicy)).toContain("default-src 'self'");
    }
    const app = policies.find((h) => h.FrameOptions !== undefined);
    const embed = policies.find((h) => h.FrameOptions === undefined);
    expect(app?.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(JSON.stringify(app?.ContentSecurityPolicy)).toContain("frame-ancestors 'none'");
    expect(JSON.stringify(embed?.ContentSecurityPolicy)).toContain('frame-ancestors https:');
  });

  it('creates apex and wildcard alias records when the stage names a hosted zone', () => {
    const { config } = synth;
    const app = new App({ context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
    const withZone = {
      ...config,
      hostedZone: { zoneName: 'tubes.example.com', hostedZoneId: 'Z0123456789ABCDEFGHIJ' },
    };
    const zoned = new TubesStage(app, 'Tubes-zoned', {
      config: withZone,
      tenants: TENANTS,
      deployWebApp: false,
    });
    const zonedWeb = Template.fromStack(zoned.web);
    for (const type of ['A', 'AAAA']) {
      for (const name of [`${config.domain}.`, `*.${config.domain}.`]) {
        zonedWeb.hasResourceProperties('AWS::Route53::RecordSet', {
          Name: name,
          Type: type,
          HostedZoneId: 'Z0123456789ABCDEFGHIJ',
          AliasTarget: Match.objectLike({ DNSName: Match.anyValue() }),
        });
      }
    }
    web.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('keeps hashed build files a year (immutable), revalidates the rest, and deploys no source maps', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tubes-web-dist-'));
    const outdir = mkdtempSync(path.join(tmpdir(), 'tubes-web-out-'));
    try {
      const files = {
        'index.html': '<!doctype html>',
        'favicon.svg': '<svg/>',
        'assets/index-Dk3fA9_b.js': 'export {};',
        'assets/index-Dk3fA9_b.js.map': '{}',
        'assets/index-B7x-Qz1c.css': 'body{}',
        'assets/images/logo.png': 'png',
      };
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
        writeFileSync(path.join(dist, file), content);
      }
      const app = new App({ outdir, context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
      const env = { account: synth.config.account, region: synth.config.region };
      const imports = new Stack(app, 'Imports', { env });
      const built = new WebStack(app, 'Web', {
        env,
        stage: synth.config,
        api: RestApi.fromRestApiId(imports, 'Api', 'a1b2c3d4e5'),
        apiUrl: 'https://a1b2c3d4e5.execute-api.eu-central-1.amazonaws.com/dev/',
        uploadsBucket: Bucket.fromBucketName(imports, 'Uploads', 'uploads'),
        mediaBucket: Bucket.fromBucketName(imports, 'Media', 'media'),
        deployWebApp: true,
        webDistDir: dist,
      });
      const assembly = app.synth();
      const deployments = Object.entries(
        resourcesOf(Template.fromStack(built), 'Custom::CDKBucketDeployment'),
      ) as [string, { Properties?: Record<string, unknown>; DependsOn?: string[] }][];
      expect(deployments).toHaveLength(2);
      const [hashedId, hashed] = deployments.find(([, d]) => d.Properties?.Include) ?? [];
      const [, rest] = deployments.find(([, d]) => !d.Properties?.Include) ?? [];
      expect(hashed?.Properties).toMatchObject({
        Exclude: ['*'],
        Include: [HASHED_ASSETS],
        SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
        Prune: false,
      });
      expect(rest?.Properties).toMatchObject({
        Exclude: [HASHED_ASSETS, SOURCE_MAPS],
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionPaths: ['/*'],
      });
      // index.html goes out only after the files it names.
      expect(rest?.DependsOn).toContain(hashedId);
      // `aws s3 sync` filters: * and ? match any character, / included.
      const matches = (pattern: string, key: string) =>
        new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.*').replace(/\?/g, '.')}$`).test(key);
      const uploaded = Object.keys(files).filter((key) => !matches(`*${SOURCE_MAPS}`, key));
      expect(uploaded.filter((key) => matches(HASHED_ASSETS, key))).toEqual([
        'assets/index-Dk3fA9_b.js',
        'assets/index-B7x-Qz1c.css',
      ]);
      // The staged build (what is uploaded to the asset bucket) has no source map.
      const staged = readdirSync(assembly.directory)
        .map((entry) => path.join(assembly.directory, entry))
        .filter((dir) => existsSync(path.join(dir, 'index.html')));
      expect(staged.length).toBeGreaterThan(0);
      for (const dir of staged) {
        expect(existsSync(path.join(dir, 'assets/index-Dk3fA9_b.js'))).toBe(true);
        expect(existsSync(path.join(dir, 'assets/index-Dk3fA9_b.js.map'))).toBe(false);
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  it('deploys config.json for the SPA', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.stringLikeRegexp('\\.zip$')],
      DistributionPaths: ['/*'],
    });
  });
});
