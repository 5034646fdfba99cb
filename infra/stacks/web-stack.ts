/**
 * Web: the React app on CloudFront from a private S3 bucket (origin access control), on the apex
 * (`<domain>`: the provider's "Login to organization" screen) and every tenant sub-domain
 * (`*.<domain>`), with security headers and a runtime `config.json` the SPA loads at startup.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  BOOTSTRAP_QUALIFIER_CONTEXT,
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ARecord, AaaaRecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { IRestApi } from 'aws-cdk-lib/aws-apigateway';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { REPO_ROOT } from '../constructs/tubes-function.js';

/** The built web app (`npm run build:web`); deployed only when present so synth needs no web build. */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'web', 'dist');

/**
 * Files of the build whose name carries a content hash (Vite's `assets/[name]-[hash].[ext]`, 8
 * characters), as an `aws s3 sync` filter: they never change, so browsers and CloudFront may keep them a
 * year. Files copied from web/public (`assets/images/logo.png`, `favicon.svg`) have no hash and are
 * revalidated like index.html.
 */
export const HASHED_ASSETS = 'assets/*-????????.*';

/** Source maps stay out of the deployment: they would publish the sources' structure to anyone. */
export const SOURCE_MAPS = '*.map';

/** Routes of the SPA that other sites may frame (spec: /embed/{key}, /sharing/embed/{key}, /loginembed). */
export const EMBEDDABLE_PATHS = ['/embed/*', '/sharing/embed/*', '/loginembed'] as const;

export interface WebStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly api: IRestApi;
  readonly apiUrl: string;
  /** The WebSocket API's wss:// stage URL (realtime stack), written into config.json. */
  readonly webSocketUrl?: string;
  /** Buckets the browser talks to with presigned URLs (upload PUT, media GET). */
  readonly uploadsBucket: IBucket;
  readonly mediaBucket: IBucket;
  /** Host of the media distribution (signed HLS URLs), when the stage has one. */
  readonly mediaCdnDomain?: string;
  /** Override for tests; defaults to whether web/dist exists. */
  readonly deployWebApp?: boolean;
  /** The built web app to deploy (tests); defaults to web/dist. */
  readonly webDistDir?: string;
}

/**
 * SPA fallback on the S3 behaviours only: a path whose last segment has no file extension is an app
 * route and gets /index.html. Unlike distribution-wide 403/404 error responses this never rewrites a
 * real error (a missing asset stays a 403/404), and the API is a separate origin that it cannot touch.
 */
const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export class WebStack extends Stack {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const domain = stage.domain;

    const logsBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs, so the log bucket must accept object-writer ACLs.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'site/',
      // Build output only: re-deployable at any time.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const region = this.region;
    const apiOrigin = `https://${props.api.restApiId}.execute-api.${region}.${this.urlSuffix}`;
    const cognito = `https://cognito-idp.${region}.amazonaws.com`;
    const uploads = `https://${props.uploadsBucket.bucketRegionalDomainName}`;
    const media = [
      `https://${props.mediaBucket.bucketRegionalDomainName}`,
      ...(props.mediaCdnDomain ? [`https://${props.mediaCdnDomain}`] : []),
    ].join(' ');
    const csp = (frameAncestors: string): string =>
      [
        "default-src 'self'",
        "script-src 'self'",
        // Chakra UI (emotion) injects style elements at runtime.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        `media-src 'self' blob: ${media}`,
        "worker-src 'self' blob:",
        "font-src 'self' data:",
        `connect-src 'self' ${apiOrigin} wss://*.execute-api.${region}.${this.urlSuffix} ${cognito} ${uploads} ${media}`,
        // The request-demo dialog shows an external booking page in a frame.
        "frame-src 'self' https:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        `frame-ancestors ${frameAncestors}`,
      ].join('; ');

    const securityHeaders = (name: string, embeddable: boolean): ResponseHeadersPolicy =>
      new ResponseHeadersPolicy(this, name, {
        comment: embeddable
          ? 'Tubes embeddable pages: may be framed by any https site'
          : 'Tubes app: never framed',
        securityHeadersBehavior: {
          strictTransportSecurity: {
            accessControlMaxAge: Duration.days(730),
            includeSubdomains: true,
            override: true,
          },
          contentTypeOptions: { override: true },
          referrerPolicy: {
            referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
            override: true,
          },
          // X-Frame-Options cannot say "any site", so embeddable pages rely on CSP frame-ancestors alone.
          ...(embeddable ? {} : { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } }),
          contentSecurityPolicy: {
            contentSecurityPolicy: csp(embeddable ? 'https:' : "'none'"),
            override: true,
          },
        },
      });
    const appHeaders = securityHeaders('AppHeaders', false);
    const embedHeaders = securityHeaders('EmbedHeaders', true);

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'App routes without a file extension are served /index.html',
      code: FunctionCode.fromInline(SPA_FALLBACK),
    });

    const origin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    const behavior = (
      responseHeadersPolicy: ResponseHeadersPolicy,
      cachePolicy = CachePolicy.CACHING_OPTIMIZED,
    ) =>
      ({
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        compress: true,
        cachePolicy,
        responseHeadersPolicy,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      }) satisfies BehaviorOptions;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Tubes web (${stage.name})`,
      domainNames: [domain, `*.${domain}`],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', stage.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: behavior(appHeaders),
      additionalBehaviors: {
        // Runtime config must reflect a deployment immediately.
        '/config.json': behavior(appHeaders, CachePolicy.CACHING_DISABLED),
        ...Object.fromEntries(EMBEDDABLE_PATHS.map((p) => [p, behavior(embedHeaders)])),
      },
    });
    const cfnDistribution = this.distribution.node.defaultChild ?? this.distribution;
    Validations.of(cfnDistribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'Customers are corporations training staff worldwide; there is no country the service must exclude.',
    });
    Validations.of(cfnDistribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'The distribution serves only the static SPA bundle (no data, no API); a WAF web ACL adds cost without ' +
        'protecting anything the cache does not already absorb.',
    });

    // config.json: what the SPA needs to find the API and the central login in this stage.
    const sources = [
      Source.jsonData('config.json', {
        apiUrl: props.apiUrl,
        ...(props.webSocketUrl ? { webSocketUrl: props.webSocketUrl } : {}),
        region,
        appDomain: domain,
        stage: stage.name,
        centralLoginUrl: `https://${domain}`,
        ...(stage.requestDemoUrl ? { requestDemoUrl: stage.requestDemoUrl } : {}),
      }),
    ];
    const distDir = props.webDistDir ?? WEB_DIST_DIR;
    const deployBuild = props.deployWebApp ?? existsSync(distDir);
    // Source maps are not even uploaded as part of the asset.
    const build = () => Source.asset(distDir, { exclude: [`**/${SOURCE_MAPS}`] });
    // Hashed files first, kept a year, never pruned: a browser holding the previous index.html still
    // loads that build's lazy chunks. Then everything else (index.html, config.json, public files), which
    // browsers revalidate on every load; its prune leaves the hashed files alone (excluded from the sync).
    const hashed = deployBuild
      ? new BucketDeployment(this, 'DeployHashedAssets', {
          destinationBucket: this.siteBucket,
          sources: [build()],
          exclude: ['*'],
          include: [HASHED_ASSETS],
          cacheControl: [
            CacheControl.setPublic(),
            CacheControl.maxAge(Duration.days(365)),
            CacheControl.immutable(),
          ],
          prune: false,
          memoryLimit: 512,
        })
      : undefined;
    if (deployBuild) sources.unshift(build());
    const rest = new BucketDeployment(this, 'DeployWebApp', {
      destinationBucket: this.siteBucket,
      sources,
      exclude: [HASHED_ASSETS, SOURCE_MAPS],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (hashed) rest.node.addDependency(hashed);
    this.acknowledgeBucketDeploymentFindings();

    if (stage.hostedZone) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', stage.hostedZone);
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      for (const [id, recordName] of [
        ['Apex', domain],
        ['Tenants', `*.${domain}`],
      ] as const) {
        new ARecord(this, `${id}A`, { zone, recordName, target });
        new AaaaRecord(this, `${id}Aaaa`, { zone, recordName, target });
      }
    }

    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: `Point ${domain} and *.${domain} here (CNAME/alias) when no hosted zone is configured`,
    });
    new CfnOutput(this, 'WebUrl', { value: `https://${domain}` });
  }

  /**
   * The BucketDeployment's singleton handler and its role are created inside aws-cdk-lib (the construct
   * offers no way to pass a narrower role); its findings are acknowledged on exactly those constructs.
   */
  private acknowledgeBucketDeploymentFindings(): void {
    const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    const role = handler?.node.tryFindChild('ServiceRole');
    const policy = role?.node.tryFindChild('DefaultPolicy');
    if (!handler || !role || !policy) throw new Error('BucketDeployment handler, role or policy not found');

    Validations.of(handler.node.defaultChild ?? handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'The deployment handler runtime is chosen and updated by aws-cdk-lib, not by this project.',
    });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'CDK-provided deployment handler: the AWS-managed basic execution policy only lets it write its own ' +
        'CloudWatch logs; the role is created by aws-cdk-lib.',
    });
    const qualifier =
      (this.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) as string | undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const siteBucketId = this.getLogicalId(this.siteBucket.node.defaultChild as CfnBucket);
    const wildcards: [string, string][] = [
      ['Action::s3:GetBucket*', 'reads the CDK asset bucket (bucket metadata) to copy the build'],
      ['Action::s3:GetObject*', 'reads the build zip from the CDK asset bucket and the site objects'],
      ['Action::s3:List*', 'lists the site bucket to prune files of older builds'],
      ['Action::s3:Abort*', 'aborts its own failed multipart copies'],
      ['Action::s3:DeleteObject*', 'deletes files of older builds from the site bucket (prune)'],
      [
        `Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-${this.account}-${this.region}/*`,
        'objects of the CDK bootstrap asset bucket (the build zip keys are content hashes)',
      ],
      [
        `Resource::<${siteBucketId}.Arn>/*`,
        'every object of the site bucket, which only holds the web build',
      ],
      ['Resource::*', 'cloudfront:CreateInvalidation/GetInvalidation as granted by aws-cdk-lib'],
    ];
    for (const [finding, why] of wildcards) {
      Validations.of(policy).acknowledge({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason: `CDK-provided web deployment handler ${why}; scoped by aws-cdk-lib to these buckets.`,
      });
    }
  }
}
