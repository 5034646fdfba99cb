/**
 * CDK assertions for the web stack of a synthesized dev stage: the SPA on CloudFront (private bucket
 * behind origin access control, app-route fallback, security headers, DNS, config.json).
 */
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS } from '../../infra/config/tenants.js';
import { TubesStage } from '../../infra/stacks/tubes-stage.js';
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

  it('deploys config.json for the SPA', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.stringLikeRegexp('\\.zip$')],
      DistributionPaths: ['/*'],
    });
  });
});
