/**
 * HLS media through CloudFront (issue 10): a distribution in front of the media bucket's `media/` prefix
 * (origin access control, origin path `/media`, so nothing else of the bucket is reachable), serving only
 * URLs signed with the stage's key pair (trusted key group), caching segments for all viewers (the cache
 * key has no query string, so per-viewer signatures share one cached copy; it has the Origin header,
 * because S3 answers CORS per tenant origin). The private key lives in a Secrets Manager secret the
 * signing functions read; its public half comes from the stage config.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  HttpVersion,
  KeyGroup,
  OriginRequestPolicy,
  PriceClass,
  PublicKey,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { MEDIA_PREFIX } from '../../functions/core/media/keys.js';

export interface MediaCdnProps {
  readonly stageName: string;
  readonly mediaBucket: IBucket;
  /** PEM (SPKI) public key of the signing key pair. */
  readonly publicKeyPem: string;
}

export class MediaCdn extends Construct {
  readonly distribution: Distribution;
  /** Its id is the `Key-Pair-Id` of signed URLs. */
  readonly publicKey: PublicKey;
  /** The PEM private key that signs media URLs (put by the operator; never in the template). */
  readonly signingKey: Secret;

  constructor(scope: Construct, id: string, props: MediaCdnProps) {
    super(scope, id);
    this.publicKey = new PublicKey(this, 'SigningPublicKey', {
      encodedKey: props.publicKeyPem,
      comment: `Tubes ${props.stageName}: verifies signed media URLs`,
    });
    const keyGroup = new KeyGroup(this, 'SigningKeys', { items: [this.publicKey] });
    this.signingKey = new Secret(this, 'SigningPrivateKey', {
      description: `Tubes ${props.stageName}: PEM private key of the media URL signing key pair (put by the operator)`,
    });
    Validations.of(this.signingKey.node.defaultChild ?? this.signingKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The private half of a CloudFront key pair: rotating it means a new public key in the stage config and ' +
        'key group, which a rotation Lambda cannot do; it is rotated deliberately (README, deploying a stage).',
    });

    const cachePolicy = new CachePolicy(this, 'SegmentCache', {
      comment: `Tubes ${props.stageName}: HLS segments, one copy per tenant origin`,
      headerBehavior: CacheHeaderBehavior.allowList('Origin'),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      // Renditions never change under a key (a new version is a new key).
      defaultTtl: Duration.days(7),
      maxTtl: Duration.days(365),
      minTtl: Duration.seconds(0),
    });
    const originPath = `/${MEDIA_PREFIX.replace(/\/$/, '')}`;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Tubes media (${props.stageName})`,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.mediaBucket, { originPath }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachedMethods: CachedMethods.CACHE_GET_HEAD_OPTIONS,
        cachePolicy,
        // Forwards Origin (and preflight headers) so S3 answers with the tenant's CORS headers.
        originRequestPolicy: OriginRequestPolicy.CORS_S3_ORIGIN,
        trustedKeyGroups: [keyGroup],
        // Video segments are compressed already.
        compress: false,
      },
    });
    this.acknowledgeFindings();
  }

  private acknowledgeFindings(): void {
    const cfn = this.distribution.node.defaultChild ?? this.distribution;
    const findings: [string, string][] = [
      ['AwsSolutions-CFR1', 'Customers train staff worldwide; there is no country the media must exclude.'],
      [
        'AwsSolutions-CFR2',
        'Every request needs a URL signed by the API for a viewer it authorized; a WAF adds nothing to that.',
      ],
      [
        'AwsSolutions-CFR3',
        "Cache misses reach the media bucket, whose server access logs record them; CloudFront's standard " +
          'logging needs an ACL-enabled bucket the stage does not otherwise have.',
      ],
      [
        'AwsSolutions-CFR4',
        'Served on the default cloudfront.net certificate, whose TLS policy CloudFront fixes; the URLs are ' +
          'only handed to the player by the API.',
      ],
    ];
    for (const [id, reason] of findings) Validations.of(cfn).acknowledge({ id, reason });
  }
}
