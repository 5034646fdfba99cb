/**
 * API: the REST API whose routes are generated from the shared contract (ContractRoutes, in nested route
 * stacks: RouteStacks), the TOKEN authorizer on every non-public route, stage throttling, JSON access
 * logs and X-Ray tracing.
 */
import {
  ArnFormat,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaFunctionTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  AccessLogFormat,
  EndpointType,
  IdentitySource,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
  TokenAuthorizer,
} from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import path from 'node:path';
import { Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { endpoints } from '#shared/api/index.js';
import { PROVIDER_EMAIL_DOMAINS } from '#shared/domain/roles.js';
import type { TenantPool } from '../../functions/core/http/tenant-pools.js';
import { AUTHORIZER_RESULTS_CACHE_SECONDS } from '../config/functions.js';
import type { StageConfig } from '../config/stages.js';
import type { RouteHandlerCustomizer } from '../constructs/contract-routes.js';
import { RouteStacks } from '../constructs/route-stacks.js';
import {
  bindTable,
  grantAccountLookup,
  grantPollySpeech,
  grantUserPoolActions,
} from '../constructs/grants.js';
import { WATCHED_COGNITO_CALLS } from '../../functions/user/userAccessChanged.js';
import { REPO_ROOT, TubesFunction } from '../constructs/tubes-function.js';
import { cognitoDomainPrefix } from '../constructs/tenant-user-pool.js';
import { ENV_NAMES, envVars } from '../../functions/core/http/env.js';
import { GENERIC_PREFIX, MEDIA_PREFIX, UPLOADS_PREFIX } from '../../functions/core/media/keys.js';
import { RENDERS_PREFIX } from '../../functions/core/media/render-keys.js';
import {
  QUICK_GUIDE_MEDIA_PATTERN,
  QUICK_GUIDES_PREFIX,
} from '../../functions/core/media/quick-guide-keys.js';
import { FRAMES_PREFIX } from '../../functions/core/media/frame-keys.js';
import { VOICE_OVERS_PREFIX } from '../../functions/core/media/voice-over-keys.js';
import { ATTACHMENTS_PREFIX } from '../../functions/core/media/attachments.js';
import { grantSubtitleRepackaging, grantUnderPrefix } from '../constructs/prefix-grants.js';

export interface ApiStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly mediaBucket: IBucket;
  /** From the identity stack; may contain tokens (resolved into TENANT_POOLS at deploy time). */
  readonly tenantPools: readonly TenantPool[];
  /** The stage's pools: the authorizer and the reconciler check that an account is still enabled. */
  readonly userPoolArns: readonly string[];
  /** The stage's media CDN (data stack), when it has one: media URLs are then signed CloudFront URLs. */
  readonly mediaCdn?: MediaCdnBinding;
}

/** What the handlers that sign media need of the media CDN. */
export interface MediaCdnBinding {
  readonly domain: string;
  /** The CloudFront public key's id (`Key-Pair-Id`). */
  readonly keyPairId: string;
  /** Holds the PEM private key. */
  readonly signingKey: ISecret;
}

export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly authorizerFunction: TubesFunction;
  /** Reacts to Cognito's user-access calls (functions/user/userAccessChanged.ts). */
  readonly userAccessChanged: TubesFunction;
  /** The contract's routes, in nested stacks of this stack that share the REST API. */
  readonly routes: RouteStacks;
  /** Key material of auto-login links (HMAC + AES-GCM), given to the two auto-login handlers only. */
  readonly autoLoginSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, table } = props;

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.api = new RestApi(this, 'RestApi', {
      restApiName: `tubes-${stage.name}`,
      description: `Tubes REST API (${stage.name}), routes generated from shared/api`,
      endpointTypes: [EndpointType.REGIONAL],
      // cdk.json disables the implicit CloudWatch role; access and execution logs need the account-level
      // API Gateway role, so this stack opts in explicitly.
      cloudWatchRole: true,
      deployOptions: {
        stageName: stage.name,
        throttlingRateLimit: stage.throttling.rateLimit,
        throttlingBurstLimit: stage.throttling.burstLimit,
        tracingEnabled: true,
        metricsEnabled: true,
        // Errors only: INFO execution logs would copy request data (tokens, e-mails) into CloudWatch.
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: true,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: true,
        }),
      },
    });
    this.acknowledgeApiFindings();

    // Authorizer errors (401/403) and throttling (429) are answered by API Gateway itself; echo the
    // Origin so the SPA can read the status (e.g. to send the user to sign-in). These bodies carry no
    // tenant data, and tokens travel in the Authorization header, not cookies.
    for (const type of [ResponseType.DEFAULT_4XX, ResponseType.DEFAULT_5XX]) {
      this.api.addGatewayResponse(`Gateway${type.responseType}`, {
        type,
        responseHeaders: {
          'Access-Control-Allow-Origin': 'method.request.header.Origin',
          Vary: "'Origin'",
        },
      });
    }

    const domain = stage.domain;
    // Variable names from the functions' environment module (functions/core/http/env.ts).
    const environment = envVars({
      appDomain: domain,
      appUrlTemplate: `https://{sub}.${domain}`,
      // Each tenant pool's hosted-UI domain (TenantUserPool's prefix): where SSO sign-in starts.
      cognitoDomainTemplate: `https://${cognitoDomainPrefix(stage.name, '{orgId}')}.auth.${this.region}.amazoncognito.com`,
      tenantPools: this.toJsonString(props.tenantPools),
      uploadsBucket: props.uploadsBucket.bucketName,
      mediaBucket: props.mediaBucket.bucketName,
      providerEmailDomain: PROVIDER_EMAIL_DOMAINS[0],
    });

    this.authorizerFunction = new TubesFunction(this, 'RestAuthorizer', {
      entry: 'functions/authorizer/rest.ts',
      serviceName: 'tubes-authorizer',
      description: 'REST TOKEN authorizer: verifies tenant-pool JWTs (signature, iss, aud)',
      environment,
    });
    // readWrite: the profile follows the Cognito account (disabled/deleted), functions/authorizer/standing.ts.
    bindTable(this.authorizerFunction, table, 'readWrite');
    grantAccountLookup(this.authorizerFunction, props.userPoolArns);
    const authorizer = new TokenAuthorizer(this, 'TokenAuthorizer', {
      authorizerName: `tubes-${stage.name}-token`,
      handler: this.authorizerFunction,
      identitySource: IdentitySource.header('Authorization'),
      resultsCacheTtl: Duration.seconds(AUTHORIZER_RESULTS_CACHE_SECONDS),
    });
    this.userAccessChanged = this.createUserAccessReconciler(stage, table, props);

    const preflight = new TubesFunction(this, 'Preflight', {
      entry: 'functions/preflight/handler.ts',
      serviceName: 'tubes-preflight',
      description: 'CORS preflight for the tenant sub-domains',
      environment,
    });

    this.autoLoginSecret = this.createAutoLoginSecret(stage);
    // A CloudFormation dynamic reference, resolved by CloudFormation when it deploys the functions: the
    // value never appears in the template, the synthesized assembly or the repository, and the handlers
    // read a plain environment variable, as they do locally (no Secrets Manager client, no extra IAM,
    // no cold-start call). The trade-offs: the value is part of the functions' configuration (encrypted
    // at rest; visible to principals allowed lambda:GetFunctionConfiguration), and a changed secret value
    // reaches the functions only when CloudFormation next updates them.
    // Pinning a version (-c autoLoginSecretVersionId=…) changes the reference and so makes CloudFormation
    // update both functions with that version's value.
    const autoLoginSecretReference = `{{resolve:secretsmanager:${this.autoLoginSecret.secretArn}:SecretString:::${stage.autoLoginSecretVersionId ?? ''}}}`;
    const withAutoLoginSecret: RouteHandlerCustomizer = (handler) =>
      handler.addEnvironment(ENV_NAMES.autoLoginSecret, autoLoginSecretReference);

    this.routes = new RouteStacks(this, 'Routes', {
      api: this.api,
      endpoints: endpoints,
      authorizer,
      table,
      environment,
      stageName: stage.name,
      preflight,
      // Only the two handlers that sign/open auto-login tokens see the key. Both call Cognito InitiateAuth
      // (USER_PASSWORD_AUTH on the tenant's public app client), which is not an IAM-authorized action.
      customize: {
        // GET /language reads the UI dictionaries from files beside it instead of bundling all of them.
        getLanguage: withDictionaries,
        createAutoLoginLink: withAutoLoginSecret,
        autoLogin: withAutoLoginSecret,
        // Presigned PUTs act with the signer's rights: each upload handler may put under its own prefix only.
        getS3UploadSignedUrl: mayPutUploads(props.uploadsBucket, UPLOADS_PREFIX),
        // The generation step of a production order uploads the order's original (uploads/ as above).
        getProductionUploadSignedUrl: mayPutUploads(props.uploadsBucket, UPLOADS_PREFIX),
        getGenericS3UploadSignedUrl: mayPutUploads(props.uploadsBucket, GENERIC_PREFIX),
        // A render's request object (renders/<orgId>/<videoId>/<renderId>.json) starts it (media stack).
        renderVideo: mayPutUploads(props.uploadsBucket, RENDERS_PREFIX),
        // A video's thumbnail: a frame capture's request object (frames/…json) starts its job (media
        // stack); an uploaded image (generic/) is read, checked and copied beside the video's media.
        videoThumbnailCommand: allOf(
          mayPutUploads(props.uploadsBucket, FRAMES_PREFIX),
          mayGetGeneric(props.uploadsBucket),
          (handler) =>
            grantUnderPrefix(
              handler,
              props.mediaBucket,
              MEDIA_PREFIX,
              ['s3:PutObject'],
              `Thumbnail keys are per video (${MEDIA_PREFIX}<orgId>/<videoId>/thumbnails/<id>.<ext>): PutObject is limited to the ${MEDIA_PREFIX} prefix of the media bucket, and the handler writes only under a video of the caller's organization it may change.`,
            ),
        ),
        // Video attachments (attachments/ of the uploads bucket): the command presigns their PUTs, reads an
        // upload back to check it and deletes; the list presigns their downloads.
        videoAttachmentCommand: mayUseAttachments(props.uploadsBucket, [
          's3:PutObject',
          's3:GetObject',
          's3:DeleteObject',
        ]),
        listVideoAttachments: mayUseAttachments(props.uploadsBucket, ['s3:GetObject']),
        // Handlers that hand out media URLs (playback, thumbnails: the contract's `signsMedia`) read media/
        // of the media bucket and, with a media CDN, sign CloudFront URLs with its key.
        ...Object.fromEntries(
          endpoints
            .filter((e) => e.signsMedia)
            .map((e) => [e.id, maySignMedia(props.mediaBucket, props.mediaCdn)]),
        ),
        // deleteVideo removes the video's originals (uploads/), attachments (attachments/) and what was
        // made of them (media/).
        videoLifecycleCommand: mayDeleteVideoObjects(props.uploadsBucket, props.mediaBucket),
        // The editor's save re-packages the version's subtitle rendition from the manuscript, and asks for
        // the stills of new quick-guide pages (a request object under quick-guides/: the media stack).
        saveRenderingData: allOf(
          (handler) => grantSubtitleRepackaging(handler, props.mediaBucket, MEDIA_PREFIX),
          mayPutUploads(props.uploadsBucket, QUICK_GUIDES_PREFIX),
        ),
        // A translation's publication adds or takes out its subtitles in the version's playlists.
        translationCommand: (handler) => grantSubtitleRepackaging(handler, props.mediaBucket, MEDIA_PREFIX),
        // Voice-overs: Polly speaks the chapters; the track and the chapters' recorded voices (presigned
        // PUTs) live under voiceovers/ of the uploads bucket, which the command writes, reads and deletes;
        // renderVoiceOvers writes a render's request object (renders/, as renderVideo).
        voiceOverCommand: allOf(
          grantPollySpeech,
          mayPutUploads(props.uploadsBucket, RENDERS_PREFIX),
          // A mixed voice-over reads the original sound the transcode kept (media/…/sound/original.wav).
          (handler) =>
            grantUnderPrefix(
              handler,
              props.mediaBucket,
              MEDIA_PREFIX,
              ['s3:GetObject'],
              `Rendition keys are per video (${MEDIA_PREFIX}<orgId>/<videoId>/<version>/<language>/…): a mixed voice-over reads the original sound of a video of the caller's organization it may change.`,
            ),
          (handler) =>
            grantUnderPrefix(
              handler,
              props.uploadsBucket,
              VOICE_OVERS_PREFIX,
              ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
              `Voice-over keys are per video and language (${VOICE_OVERS_PREFIX}<orgId>/<videoId>/<language>/…): the command reads and writes only a video of the caller's organization it may change, under that prefix.`,
            ),
        ),
        // …and the section's read lets the editor listen to each track (a presigned GET).
        getVoiceOvers: (handler) =>
          grantUnderPrefix(
            handler,
            props.uploadsBucket,
            VOICE_OVERS_PREFIX,
            ['s3:GetObject'],
            `Voice-over keys are per video and language (${VOICE_OVERS_PREFIX}<orgId>/<videoId>/<language>/track.wav): the read presigns only the tracks of a video the caller may change.`,
          ),
        // The quick guide's reads sign its stills and the PDF (media/) and ask for missing stills; the
        // download composes the PDF and writes it beside the stills (media/…/quick-guide/ only).
        getQuickGuide: allOf(
          maySignMedia(props.mediaBucket, props.mediaCdn),
          mayPutUploads(props.uploadsBucket, QUICK_GUIDES_PREFIX),
        ),
        downloadQuickGuide: allOf(
          maySignMedia(props.mediaBucket, props.mediaCdn),
          mayPutUploads(props.uploadsBucket, QUICK_GUIDES_PREFIX),
          (handler) =>
            grantUnderPrefix(
              handler,
              props.mediaBucket,
              QUICK_GUIDE_MEDIA_PATTERN,
              ['s3:PutObject'],
              `Quick guide PDFs are per rendition (${QUICK_GUIDE_MEDIA_PATTERN}guide-<fingerprint>.pdf): PutObject is limited to the quick-guide/ folders of renditions under media/, and the handler writes only the guide of a video the caller may watch.`,
            ),
        ),
        // initData presigns a GET of the user's profile picture (generic/ of the uploads bucket).
        getInitData: mayGetGeneric(props.uploadsBucket),
        // The tube's uploaded images: GET /tube presigns them, updateBranding reads their type and size.
        getTube: mayGetGeneric(props.uploadsBucket),
        // Branding images; single sign-on (/admin/security, /admin/azure-ad): the identity provider and
        // the app client's OAuth settings of the caller's own pool, on the stage's pools only.
        // …and a changed block message or domain list flushes the stage's authorizer cache.
        organizationCommand: allOf(
          mayGetGeneric(props.uploadsBucket),
          this.mayFlushAuthorizerCache(stage),
          (handler) =>
            grantUserPoolActions(
              handler,
              [
                'cognito-idp:DescribeIdentityProvider',
                'cognito-idp:CreateIdentityProvider',
                'cognito-idp:UpdateIdentityProvider',
                'cognito-idp:DeleteIdentityProvider',
                'cognito-idp:DescribeUserPoolClient',
                'cognito-idp:UpdateUserPoolClient',
              ],
              props.userPoolArns,
            ),
        ),
        // Channel icons and background images (generic/ of the uploads bucket): the channel reads presign
        // them, channelCommand reads a new image's type and size; both reads also sign media.
        listChannels: mayGetGeneric(props.uploadsBucket),
        getChannel: allOf(
          maySignMedia(props.mediaBucket, props.mediaCdn),
          mayGetGeneric(props.uploadsBucket),
        ),
        channelCommand: allOf(
          maySignMedia(props.mediaBucket, props.mediaCdn),
          mayGetGeneric(props.uploadsBucket),
        ),
        // Support tickets go to the stage's ticket system (Zendesk when configured, else the table).
        ...ticketSystemCustomizers(this, stage),
        // Users administration: the Cognito calls of each command, on the stage's tenant pools only.
        createUser: (handler) =>
          grantUserPoolActions(handler, ['cognito-idp:AdminCreateUser'], props.userPoolArns),
        importUsers: (handler) =>
          grantUserPoolActions(handler, ['cognito-idp:AdminCreateUser'], props.userPoolArns),
        // Single sign-on (/admin/security, /admin/azure-ad): the identity provider and the app client's
        // OAuth settings of the caller's own pool, on the stage's pools only.
        getSsoSettings: (handler) =>
          grantUserPoolActions(handler, ['cognito-idp:DescribeIdentityProvider'], props.userPoolArns),
        updateUserStatus: (handler) =>
          grantUserPoolActions(
            handler,
            ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser'],
            props.userPoolArns,
          ),
      },
    });

    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of the REST API stage' });
    new CfnOutput(this, 'AutoLoginSecretArn', {
      value: this.autoLoginSecret.secretArn,
      description: 'Secret holding the key of auto-login links (README: deploying a stage)',
    });
  }

  /**
   * AdminDisableUser / AdminEnableUser / AdminDeleteUser / DeleteUser, as CloudTrail records them and
   * EventBridge delivers them (management write events reach the default bus without a trail), go to
   * the reconciler: it marks profiles, closes the sockets of users who may no longer act, and flushes the
   * stage's authorizer cache (a cached Allow must not outlive the account by up to 300 s).
   */
  private createUserAccessReconciler(stage: StageConfig, table: ITable, props: ApiStackProps): TubesFunction {
    const fn = new TubesFunction(this, 'UserAccessChanged', {
      entry: 'functions/user/userAccessChanged.ts',
      serviceName: 'tubes-user-userAccessChanged',
      description: 'Disabled/deleted Cognito users: profile status, sockets closed, authorizer cache flushed',
      environment: envVars({ tenantPools: this.toJsonString(props.tenantPools) }),
    });
    bindTable(fn, table, 'readWrite');
    grantAccountLookup(fn, props.userPoolArns);
    this.mayFlushAuthorizerCache(stage)(fn);
    new Rule(this, 'UserAccessCalls', {
      description: 'Cognito calls that end or restore a user account → the user-access reconciler',
      eventPattern: {
        source: ['aws.cognito-idp'],
        detailType: ['AWS API Call via CloudTrail'],
        detail: {
          eventSource: ['cognito-idp.amazonaws.com'],
          eventName: [...WATCHED_COGNITO_CALLS],
        },
      },
      targets: [new LambdaFunctionTarget(fn, { retryAttempts: 4 })],
    });
    return fn;
  }

  /**
   * The stage's authorizer cache may be flushed (functions/core/http/authorizer-cache.ts): the function
   * learns the API and stage, and may DELETE that stage's authorizer cache and nothing else.
   */
  private mayFlushAuthorizerCache(stage: StageConfig): RouteHandlerCustomizer {
    return (handler) => {
      handler.addEnvironment(ENV_NAMES.restApiId, this.api.restApiId);
      handler.addEnvironment(ENV_NAMES.restApiStage, stage.name);
      handler.addToRolePolicy(
        new PolicyStatement({
          actions: ['apigateway:DELETE'],
          resources: [
            Stack.of(this).formatArn({
              service: 'apigateway',
              account: '',
              resource: '/restapis',
              resourceName: `${this.api.restApiId}/stages/${stage.name}/cache/authorizers`,
              arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
            }),
          ],
        }),
      );
    };
  }

  /**
   * 64 characters from [A-Za-z0-9]: valid base64 (the handlers decode AUTO_LOGIN_SECRET as base64) of 48
   * random bytes, about 381 bits of entropy. Punctuation is excluded so the value is plain base64.
   */
  private createAutoLoginSecret(stage: StageConfig): Secret {
    const secret = new Secret(this, 'AutoLoginSecret', {
      description: `Tubes ${stage.name}: key of auto-login links (read by createAutoLoginLink and autoLogin)`,
      generateSecretString: {
        passwordLength: 64,
        excludePunctuation: true,
        includeSpace: false,
        requireEachIncludedType: true,
      },
    });
    Validations.of(secret.node.defaultChild ?? secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Symmetric key of auto-login links, not a credential of another service: Secrets Manager rotation ' +
        '(a rotation Lambda) does not apply. A new value invalidates every outstanding link, so it is ' +
        'changed deliberately (README, deploying a stage) rather than on a schedule.',
    });
    return secret;
  }

  private acknowledgeApiFindings(): void {
    const restApi = this.api.node.defaultChild ?? this.api;
    Validations.of(restApi).acknowledge({
      id: 'AwsSolutions-APIG2',
      reason:
        'Requests are validated in the Lambda handler pipeline against the zod schemas of the shared contract ' +
        '(400 with {message, issues}); API Gateway models would duplicate that contract and drift from it.',
    });
    const stage = this.api.deploymentStage.node.defaultChild ?? this.api.deploymentStage;
    Validations.of(stage).acknowledge({
      id: 'AwsSolutions-APIG3',
      reason:
        'No WAF web ACL yet: every non-public route needs a verified tenant token, the stage is throttled ' +
        'and authorizer results are cached; a regional WAF is an operational add-on per stage.',
    });
    const cloudWatchRole = this.api.node.tryFindChild('CloudWatchRole');
    if (cloudWatchRole) {
      Validations.of(cloudWatchRole).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason:
          'The account-level role API Gateway assumes to write access/execution logs; the AWS-managed policy is ' +
          'the documented one and API Gateway creates the execution log groups itself, so names are not known.',
      });
    }
  }
}

/** s3:PutObject under one prefix of the uploads bucket (keys are per upload, hence the object wildcard). */
function mayPutUploads(bucket: IBucket, prefix: string): RouteHandlerCustomizer {
  return (handler) =>
    grantUnderPrefix(
      handler,
      bucket,
      prefix,
      ['s3:PutObject'],
      `Upload keys are generated per request (${prefix}<orgId>/…): PutObject is limited to the ${prefix} prefix of the uploads bucket.`,
    );
}

/**
 * s3:ListBucket (only under uploads/, attachments/ and media/) and s3:DeleteObject (only objects under them) on the
 * two buckets: a deleted video's objects are found by their folder, <prefix><orgId>/<videoId>/.
 */
function mayDeleteVideoObjects(uploads: IBucket, media: IBucket): RouteHandlerCustomizer {
  return (handler) => {
    for (const [bucket, prefix] of [
      [uploads, UPLOADS_PREFIX],
      [uploads, ATTACHMENTS_PREFIX],
      [media, MEDIA_PREFIX],
    ] as const) {
      handler.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } },
        }),
      );
      grantUnderPrefix(
        handler,
        bucket,
        prefix,
        ['s3:DeleteObject'],
        `Video objects are per video (${prefix}<orgId>/<videoId>/…): DeleteObject is limited to the ${prefix} prefix, and the handler deletes only the folder of a video of the caller's organization it has just deleted.`,
      );
    }
  };
}

/** `actions` on the objects under attachments/ of the uploads bucket only. */
function mayUseAttachments(bucket: IBucket, actions: string[]): RouteHandlerCustomizer {
  return (handler) =>
    grantUnderPrefix(
      handler,
      bucket,
      ATTACHMENTS_PREFIX,
      actions,
      `Attachment keys are per upload (${ATTACHMENTS_PREFIX}<orgId>/<videoId>/<attachmentId>.<ext>): the actions are limited to the ${ATTACHMENTS_PREFIX} prefix of the uploads bucket, and the handlers use only keys of the caller's organization's items.`,
    );
}

/** Several customizers on one handler (a later entry of the map would replace an earlier one). */
function allOf(...customizers: RouteHandlerCustomizer[]): RouteHandlerCustomizer {
  return (handler) => {
    for (const customize of customizers) customize(handler);
  };
}

/** s3:GetObject under generic/ of the uploads bucket (profile pictures, per user). */
function mayGetGeneric(bucket: IBucket): RouteHandlerCustomizer {
  return (handler) =>
    grantUnderPrefix(
      handler,
      bucket,
      GENERIC_PREFIX,
      ['s3:GetObject'],
      `Picture keys are per upload (${GENERIC_PREFIX}<orgId>/<userId>/…): GetObject is limited to the ${GENERIC_PREFIX} prefix of the uploads bucket, and the handlers sign or read only keys of the caller's organization.`,
    );
}

/**
 * s3:GetObject under media/ of the media bucket (renditions are per video, hence the object wildcard:
 * presigned GETs, playlists read) and, with a media CDN, its variables and read access to its signing key.
 */
function maySignMedia(bucket: IBucket, cdn: MediaCdnBinding | undefined): RouteHandlerCustomizer {
  return (handler) => {
    grantUnderPrefix(
      handler,
      bucket,
      MEDIA_PREFIX,
      ['s3:GetObject'],
      `Rendition keys are per video (${MEDIA_PREFIX}<orgId>/<videoId>/…): GetObject is limited to the ${MEDIA_PREFIX} prefix of the media bucket, and the handler only signs keys of the caller's organization.`,
    );
    if (!cdn) return;
    handler.addEnvironment(ENV_NAMES.mediaCdnDomain, cdn.domain);
    handler.addEnvironment(ENV_NAMES.mediaSigningKeyPairId, cdn.keyPairId);
    handler.addEnvironment(ENV_NAMES.mediaSigningKeySecretArn, cdn.signingKey.secretArn);
    cdn.signingKey.grantRead(handler);
  };
}

/**
 * The handlers that talk to the ticket system (createTicket, support tasks and ticket replies in POST
 * /userCommand, the staff's operational tasks list, a requester's ticket page) get Zendesk's address and
 * may read its credentials secret; nothing else does.
 */

/**
 * GET /language's dictionaries as files beside the function (functions/core/domain/dictionaries.ts): a
 * layer of shared/i18n's JSON files (<language>/<area>.json under /opt), made in the handler's own stack.
 */
const withDictionaries: RouteHandlerCustomizer = (handler) => {
  const layer = new LayerVersion(handler, 'Dictionaries', {
    code: Code.fromAsset(path.join(REPO_ROOT, 'shared', 'i18n'), { exclude: ['**/*.ts'] }),
    compatibleRuntimes: [Runtime.NODEJS_22_X],
    description: 'UI dictionaries (shared/i18n/<language>/<area>.json) for GET /language',
  });
  handler.addLayers(layer);
  handler.addEnvironment(ENV_NAMES.dictionariesDir, '/opt');
};

function ticketSystemCustomizers(
  scope: Construct,
  stage: StageConfig,
): Record<string, RouteHandlerCustomizer> {
  const zendesk = stage.zendesk;
  if (!zendesk) return {};
  const secret = Secret.fromSecretCompleteArn(scope, 'ZendeskSecret', zendesk.secretArn);
  const withZendesk: RouteHandlerCustomizer = (handler) => {
    handler.addEnvironment(ENV_NAMES.ticketSystem, 'zendesk');
    handler.addEnvironment(ENV_NAMES.zendeskBaseUrl, zendesk.baseUrl);
    handler.addEnvironment(ENV_NAMES.zendeskSecretArn, zendesk.secretArn);
    if (zendesk.phoneFieldId !== undefined) {
      handler.addEnvironment(ENV_NAMES.zendeskPhoneFieldId, String(zendesk.phoneFieldId));
    }
    secret.grantRead(handler);
  };
  return { userCommand: withZendesk, listOperationalTasks: withZendesk, getTicket: withZendesk };
}
