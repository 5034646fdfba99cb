/**
 * startLocalPlatform(): the whole platform on one machine (design.md §1), used by `npm start`, the
 * integration tests' globalSetup and the e2e tests, in steps: check the machine (Java, ports), start
 * the emulators, provision the table, buckets and tenant pools idempotently, put the Cognito layer in
 * front of cognito-local, point the in-process functions at the emulators through the standard AWS SDK
 * variables, start the media pipeline, seed the demo data when due, then serve the API gateway and the
 * web app. Every in-process function runs in one Lambda runtime (../emulators/lambda/runtime.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TENANTS } from '../../config/tenants.js';
import {
  DEFAULT_DATA_DIR,
  MEDIA_BUCKET,
  TABLE_NAME,
  UPLOADS_BUCKET,
  COGNITO_INTERNAL_PORT_ENV,
  LOCAL_CREDENTIALS,
  LOCAL_REST_API_ID,
  LOCAL_REST_API_STAGE,
  PROVIDER_EMAIL_DOMAIN,
  REGION,
  assertJava,
  assertPortsFree,
  freePort,
  portFree,
  resolveCognitoFixedCode,
  resolveCognitoInternalPort,
  handlerEnvironment,
  localSecret,
  platformUrls,
  resolvePorts,
  type ComponentName,
  type PlatformUrls,
  type Ports,
} from './config.js';
import { ensureTable, startDynamoDb, type DynamoDbLocal } from '../emulators/dynamodb/dynamodb-local.js';
import { ensureBucket, startS3, webOrigins, type S3Local } from '../emulators/s3/s3rver.js';
import {
  ensureTenantPool,
  startCognito,
  tenantPoolsJson,
  type CognitoLocal,
  type TenantPoolInfo,
} from '../emulators/cognito/cognito-local.js';
import { startCognitoLayer, type CognitoLayer } from '../emulators/cognito/layer.js';
import { startSamlIdp, type SamlIdp } from '../emulators/saml-idp/server.js';
import { IDP_DEMO_USERS } from '../emulators/saml-idp/users.js';
import { startOidcIdp, type OidcIdp } from '../emulators/oidc-idp/server.js';
import {
  OIDC_DEMO_CLIENT_ID,
  OIDC_DEMO_CLIENT_SECRET,
  OIDC_DEMO_USERS,
} from '../emulators/oidc-idp/users.js';
import { ensureDemoOidcSso, ensureDemoSso } from './demo-sso.js';
import { startGateway, type Gateway } from '../emulators/gateway/gateway.js';
import { createLambdaRuntime, type LambdaRuntime, type ModuleImporter } from '../emulators/lambda/runtime.js';
import { startMediaPipeline, type MediaPipeline } from './media-pipeline.js';
import { startTranscribe } from '../emulators/transcribe/api.js';
import { startTranslate } from '../emulators/translate/api.js';
import { startPolly } from '../emulators/polly/api.js';
import { startStepFunctions } from '../emulators/stepfunctions/api.js';
import { startSes } from '../emulators/ses/api.js';
import { WORKFLOWS } from '../../workflows/index.js';
import { checkHealth, type HealthReport } from './health.js';
import { SCHEDULES } from '../../config/schedules.js';
import { startScheduler, type LocalScheduler } from '../emulators/scheduler/scheduler.js';
import { createLifecycle, type Lifecycle } from './lifecycle.js';
import { seedDemoData, type SeedResult } from '../seed/seed.js';
import { rekeyVideos } from '../seed/rekey.js';
import { provisionConfiguredTenants } from '../seed/tenants.js';
import { seedMarkerCurrent, seedMarkerFile, writeSeedMarker } from '../seed/marker.js';
import { DEMO_MEDIA_ENV, DEMO_VIDEOS, runDemoMedia, selectDemoVideos } from '../seed/media.js';
import {
  startWeb,
  webAppAvailable,
  webConfig,
  webModeFrom,
  VITE_CONFIG,
  WEB_MODE_ENV,
  type WebMode,
  type WebServer,
} from './web-server.js';

export interface LocalPlatformOptions {
  /** Ports; unset ones come from TUBES_*_PORT or the defaults. */
  ports?: Partial<Ports>;
  /** Where data survives restarts (default `.local/` in the repository). Ignored when ephemeral. */
  dataDir?: string;
  /** Temporary data (DynamoDB in memory, a temp dir for S3 and Cognito), removed by stop(). */
  ephemeral?: boolean;
  /** Start the web app (default true; skipped with a log line if web/vite.config.ts is missing). */
  web?: boolean;
  /** Seed demo data: on first start (default), always (idempotent), or never. */
  seed?: 'first-start' | 'always' | 'never';
  /** Fixed Cognito confirmation codes (cognito-local's CODE), for tests; default TUBES_COGNITO_FIXED_CODE. */
  fixedCode?: string;
  /** cognito-local's own port behind the Cognito layer; default TUBES_COGNITO_INTERNAL_PORT, else a free port. */
  cognitoInternalPort?: number;
  /** Status lines (default console.log). */
  log?: (line: string) => void;
  /** Gateway request lines (default: same as log); false silences them. */
  requestLog?: ((line: string) => void) | false;
  /** How the Lambda runtime imports handler modules (default: import() of the .ts file). */
  importModule?: ModuleImporter;
  authorizerCacheTtlSeconds?: number;
  /**
   * Generate and upload the demo videos' media in the background after the start (default true; the
   * video items, subtitles and search index are seeded either way). Integration tests turn it off.
   */
  demoMedia?: boolean;
  /**
   * Which demo videos get their media: `all`, `none`, or a comma list of tenants, humanIds or video
   * ids (seed-media.ts selectDemoVideos); default TUBES_DEMO_MEDIA, else all. The e2e platform sets
   * only what its journeys play.
   */
  demoMediaVideos?: string;
  /** The web app's server (web-server.ts WebMode); default TUBES_WEB_MODE, else the dev server. */
  webMode?: WebMode;
}

export interface LocalPlatform {
  ports: Ports;
  urls: PlatformUrls;
  /** The variables the handlers run with (also applied to process.env while the platform runs). */
  env: Record<string, string>;
  pools: TenantPoolInfo[];
  dataDir: string;
  ephemeral: boolean;
  /** The seed's result when it ran during this start, else null. */
  seeded: SeedResult | null;
  webStarted: boolean;
  health(): Promise<HealthReport>;
  /** Runs the (idempotent) seed again. */
  seed(): Promise<SeedResult>;
  gateway: Gateway;
  /** The Lambda runtime the platform's functions run in. */
  runtime: LambdaRuntime;
  /** MediaConvert emulator + upload events → transcode handlers. */
  media: MediaPipeline;
  /**
   * The demo videos' media (background): resolves when every demo video's transcode completed or
   * failed (null when turned off, stopped, or not seeded).
   */
  demoMedia: Promise<{ completed: number; failed: number; total: number; seconds: number } | null>;
  stop(): Promise<void>;
}

/** The media stack's target of Transcribe's job-state events. */
const TRANSCRIPTION_STATUS = 'functions/media/transcriptionStatus.ts';

const portOf = (url: string) => Number(new URL(url).port);

/** The functions Cognito's triggers and the EventBridge rule invoke (identity and api stacks). */
const TRIGGERS = {
  postConfirmation: 'functions/user/postConfirmation.ts',
  preSignUp: 'functions/user/preSignUp.ts',
  postAuthentication: 'functions/user/postAuthentication.ts',
  userAccessChanged: 'functions/user/userAccessChanged.ts',
} as const;

type Log = (line: string) => void;

/** What the start decided before anything runs (and the machine checks it passed). */
interface StartPlan {
  ports: Ports;
  demoVideos: ReturnType<typeof selectDemoVideos>;
  demoMediaOn: boolean;
  wantWeb: boolean;
  webAvailable: boolean;
  fixedCode: string | undefined;
  cognitoInternalPort: number;
}

/** Java, free ports, a valid demo-media selection: refused before anything starts. */
async function preflight(options: LocalPlatformOptions, log: Log): Promise<StartPlan> {
  const ports = resolvePorts(options.ports);
  // An unknown name in the selection is an error, not a silent skip.
  const demoVideos = selectDemoVideos(options.demoMediaVideos ?? process.env[DEMO_MEDIA_ENV]);
  const demoMediaOn = options.demoMedia !== false && (options.seed ?? 'first-start') !== 'never';
  const wantWeb = options.web ?? true;
  const webAvailable = wantWeb && webAppAvailable();
  if (wantWeb && !webAvailable) {
    log(`web: skipped, ${path.relative(process.cwd(), VITE_CONFIG)} does not exist yet`);
  }
  assertJava();
  const components: ComponentName[] = [
    'dynamodb',
    's3',
    'cognito',
    'gateway',
    'mediaconvert',
    'samlidp',
    'oidcidp',
    'scheduler',
    'stepfunctions',
    'ses',
    ...(webAvailable ? ['web' as const] : []),
  ];
  await assertPortsFree(ports, components);
  const fixedCode = options.fixedCode ?? resolveCognitoFixedCode();
  const configuredInternalPort = options.cognitoInternalPort ?? resolveCognitoInternalPort();
  if (configuredInternalPort !== undefined && !(await portFree(configuredInternalPort))) {
    throw new Error(
      `Cannot start the local platform:\n  - port ${configuredInternalPort} for cognito-local (internal) is already in use ` +
        `(set ${COGNITO_INTERNAL_PORT_ENV} to use another port)`,
    );
  }
  const cognitoInternalPort = configuredInternalPort ?? (await freePort());
  return { ports, demoVideos, demoMediaOn, wantWeb, webAvailable, fixedCode, cognitoInternalPort };
}

interface Emulators {
  dynamodb: DynamoDbLocal;
  s3: S3Local;
  cognito: CognitoLocal;
}

/** DynamoDB Local, s3rver and cognito-local, in parallel; each tracked as soon as it is up. */
async function startEmulators(
  life: Lifecycle,
  plan: StartPlan,
  dirs: { dataDir: string; logDir: string; ephemeral: boolean },
  log: Log,
): Promise<Emulators> {
  const { ports } = plan;
  const track = <T extends { stop(): Promise<void> }>(started: Promise<T>) =>
    started.then((c) => life.track(c));
  const results = await Promise.allSettled([
    track<DynamoDbLocal>(
      startDynamoDb({
        port: ports.dynamodb,
        dbDir: dirs.ephemeral ? null : path.join(dirs.dataDir, 'dynamodb'),
        logFile: path.join(dirs.logDir, 'dynamodb.log'),
      }),
    ),
    track<S3Local>(startS3({ port: ports.s3, directory: path.join(dirs.dataDir, 's3'), silent: true })),
    track<CognitoLocal>(
      startCognito({
        port: plan.cognitoInternalPort,
        // Tokens' iss and the JWKS address name the public port, where the Cognito layer listens.
        publicUrl: `http://localhost:${ports.cognito}`,
        directory: path.join(dirs.dataDir, 'cognito'),
        logFile: path.join(dirs.logDir, 'cognito.log'),
        ...(plan.fixedCode ? { fixedCode: plan.fixedCode } : {}),
      }),
    ),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  const [dynamodb, s3, cognito] = results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
    DynamoDbLocal,
    S3Local,
    CognitoLocal,
  ];
  log(
    `dynamodb: ${dynamodb.endpoint} (${dirs.ephemeral ? 'in memory' : path.join(dirs.dataDir, 'dynamodb')})`,
  );
  log(`s3: ${s3.endpoint}`);
  return { dynamodb, s3, cognito };
}

/** The Cognito layer on the public port, with the pools' triggers and the user-access rule. */
async function startIdentity(
  life: Lifecycle,
  plan: StartPlan,
  cognito: CognitoLocal,
  pools: TenantPoolInfo[],
  runtime: LambdaRuntime,
  logDir: string,
  log: Log,
): Promise<CognitoLayer> {
  const layer = life.track(
    await startCognitoLayer({
      port: plan.ports.cognito,
      upstream: `http://127.0.0.1:${plan.cognitoInternalPort}`,
      client: cognito.client,
      pools: () => pools,
      cognitoDataDir: cognito.dataDir,
      logFile: path.join(logDir, 'cognito.log'),
      // Cognito's Lambda triggers and the EventBridge rule of the user-access calls, run with the
      // events the cloud sends (infra/stacks/identity-stack.ts, api-stack.ts).
      postConfirmation: (event) => runtime.invoke(TRIGGERS.postConfirmation, event),
      preSignUp: (event) => runtime.invoke(TRIGGERS.preSignUp, event),
      postAuthentication: (event) => runtime.invoke(TRIGGERS.postAuthentication, event),
      onUserAccessCall: (event) => runtime.invoke(TRIGGERS.userAccessChanged, event),
    }),
  );
  log(
    `cognito: ${layer.url} (Cognito layer) → cognito-local ${cognito.endpoint}` +
      (plan.fixedCode ? `, fixed codes ${plan.fixedCode}` : ''),
  );
  return layer;
}

/** The demo data: seeded on first start (or when its version changed), always, or never. */
async function seedWhenDue(
  mode: NonNullable<LocalPlatformOptions['seed']>,
  dataDir: string,
  runSeed: () => Promise<SeedResult>,
  log: Log,
): Promise<SeedResult | null> {
  const markerFile = seedMarkerFile(dataDir);
  if (mode === 'always' || (mode === 'first-start' && !seedMarkerCurrent(markerFile))) {
    const rekeyed = await rekeyVideos(TABLE_NAME);
    if (rekeyed > 0) log(`migrated: ${rekeyed} videos re-keyed for /video/{humanId}`);
    const seeded = await runSeed();
    writeSeedMarker(markerFile);
    log(`seed: ${seeded.organizations.length} organizations, ${seeded.users.length} users`);
    return seeded;
  }
  if (mode === 'first-start') log(`seed: already seeded (${markerFile}); npm run reset starts over`);
  return null;
}

/**
 * Every configured tenant, as a deployment provisions it (after the demo seed): a tenant new in
 * infra/config/tenants.ts gets its organization and first admins without a reset.
 */
async function provisionTenants(pools: readonly TenantPoolInfo[], logDir: string, log: Log): Promise<void> {
  const provisioned = await provisionConfiguredTenants(pools);
  if (provisioned.flagsCreated > 0) log(`tenants: ${provisioned.flagsCreated} default feature flags created`);
  for (const admin of provisioned.admins) {
    log(
      `tenants: first admin of ${admin.orgId}: ${admin.email}` +
        (admin.accountCreated
          ? ` (temporary password in ${path.join(logDir, 'cognito.log')}; a new one is set at first sign-in)`
          : ' (existing account, now master admin)'),
    );
  }
}

/** The demo videos' media through the real pipeline, in the background (every start resumes). */
function startDemoMedia(life: Lifecycle, plan: StartPlan, s3: S3Local, log: Log) {
  const { demoVideos, demoMediaOn } = plan;
  const subset =
    demoVideos.length < DEMO_VIDEOS.length
      ? ` (${DEMO_MEDIA_ENV}: ${demoVideos.length} of ${DEMO_VIDEOS.length} demo videos)`
      : '';
  let progress = `generating and uploading the demo videos${subset}`;
  const stop = new AbortController();
  life.onStop(async () => stop.abort());
  const done =
    !demoMediaOn || demoVideos.length === 0
      ? Promise.resolve(null)
      : runDemoMedia({
          s3: s3.client,
          log,
          signal: stop.signal,
          videos: demoVideos,
          onProgress: (count, total) => (progress = `${count}/${total} demo videos transcoded${subset}`),
        });
  if (demoMediaOn && subset && demoVideos.length > 0) {
    log(
      `demo media: only ${demoVideos.map((v) => v.humanId).join(', ')} get their media ` +
        `(${DEMO_MEDIA_ENV}); the other demo videos show the transcoding status`,
    );
  }
  /** Informational in /health (never degrades the status): how far the transcoding is. */
  const detail = () => (demoVideos.length ? progress : `off (${DEMO_MEDIA_ENV}=none)`);
  return { done, detail };
}

/** The table, both buckets and one user pool per tenant, idempotently; with a line for the log. */
async function provision(
  { dynamodb, s3, cognito }: Emulators,
  ports: Ports,
): Promise<{ pools: TenantPoolInfo[]; summary: string }> {
  const table = await ensureTable(dynamodb.client, TABLE_NAME);
  const origins = webOrigins(ports.web);
  const buckets = await Promise.all(
    [UPLOADS_BUCKET, MEDIA_BUCKET].map((b) => ensureBucket(s3.client, b, origins)),
  );
  const pools: TenantPoolInfo[] = [];
  for (const tenant of TENANTS) pools.push(await ensureTenantPool(cognito, tenant.id));
  const summary =
    `provisioned: table ${TABLE_NAME} (${table}), buckets ${UPLOADS_BUCKET}, ${MEDIA_BUCKET} (${buckets.join(', ')}), ` +
    `pools ${pools.map((p) => `${p.orgId}=${p.userPoolId}`).join(', ')}`;
  return { pools, summary };
}

/** What the platform serves once started (the health probes find them here). */
interface Served {
  /** The MediaConvert and Transcribe emulators' endpoints. */
  mediaConvert?: string;
  transcribe?: string;
  /** The Translate emulator's endpoint and the pairs it translates. */
  translate?: { url: string; pairs: string[] };
  /** The Polly emulator's endpoint. */
  polly?: string;
  /** The local Step Functions' endpoint and its machines. */
  stepFunctions?: { url: string; machines: string[] };
  /** The local SES's endpoint (its mail viewer on the same port). */
  ses?: string;
  samlIdp?: SamlIdp;
  oidcIdp?: OidcIdp;
  scheduler?: LocalScheduler;
  gateway?: Gateway;
  web?: WebServer;
}

const REQUIRED_COMPONENTS = [
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
  'scheduler',
  'gateway',
] as const;

/** GET /health's report: every component probed for real. */
function platformHealth(
  { dynamodb, s3, cognito }: Emulators,
  cognitoLayer: CognitoLayer,
  served: Served,
  plan: StartPlan,
): () => Promise<HealthReport> {
  return () =>
    checkHealth(
      {
        dynamodb: { client: dynamodb.client, url: dynamodb.endpoint },
        s3: { client: s3.client, url: s3.endpoint },
        cognito: { url: cognitoLayer.url, upstream: cognito.endpoint },
        ...(served.mediaConvert ? { mediaConvert: { url: served.mediaConvert } } : {}),
        ...(served.transcribe ? { transcribe: { url: served.transcribe } } : {}),
        ...(served.translate ? { translate: served.translate } : {}),
        ...(served.polly ? { polly: { url: served.polly } } : {}),
        ...(served.stepFunctions ? { stepFunctions: served.stepFunctions } : {}),
        ...(served.ses ? { ses: { url: served.ses } } : {}),
        ...(served.samlIdp ? { samlIdp: { url: served.samlIdp.url } } : {}),
        ...(served.oidcIdp ? { oidcIdp: { url: served.oidcIdp.url } } : {}),
        ...(served.scheduler
          ? { scheduler: { url: served.scheduler.url, next: served.scheduler.nextRuns } }
          : {}),
        gateway: { url: served.gateway?.url ?? `http://localhost:${plan.ports.gateway}` },
        web: served.web
          ? { url: served.web.url }
          : { skipped: plan.wantWeb ? 'web/vite.config.ts missing' : 'not started (web disabled)' },
      },
      {
        required: plan.wantWeb ? [...REQUIRED_COMPONENTS, 'web'] : REQUIRED_COMPONENTS,
      },
    );
}

/** The API gateway (REST, WebSocket, @connections, control plane) and its own GET /health. */
async function startApi(
  life: Lifecycle,
  options: LocalPlatformOptions,
  port: number,
  runtime: LambdaRuntime,
  appDomain: string,
  health: () => Promise<HealthReport>,
  demoMedia: { detail(): string } | null,
  log: Log,
): Promise<Gateway> {
  const requestLog = options.requestLog === false ? () => undefined : (options.requestLog ?? log);
  const gateway = life.track(
    await startGateway({
      port,
      appDomain,
      log: requestLog,
      runtime,
      ...(options.authorizerCacheTtlSeconds !== undefined
        ? { authorizerCacheTtlSeconds: options.authorizerCacheTtlSeconds }
        : {}),
      controlPlane: {
        restApiId: LOCAL_REST_API_ID,
        stageName: LOCAL_REST_API_STAGE,
        region: REGION,
        credentials: LOCAL_CREDENTIALS,
      },
      // 503 while degraded, so waiters (scripts, Playwright's webServer) can poll the status code.
      health: async () => {
        const report = await health();
        if (demoMedia) report.components['demo-media'] = { status: 'up', detail: demoMedia.detail() };
        return { statusCode: report.status === 'ok' ? 200 : 503, body: report };
      },
    }),
  );
  log(`gateway: ${gateway.url}`);
  return gateway;
}

/** The web app (dev server or production preview) with the config.json pointing at the platform. */
async function startWebApp(
  life: Lifecycle,
  options: LocalPlatformOptions,
  urls: PlatformUrls,
  port: number,
  log: Log,
): Promise<WebServer> {
  const web = life.track(
    await startWeb({
      port,
      mode: options.webMode ?? webModeFrom(process.env[WEB_MODE_ENV]),
      config: webConfig({
        apiUrl: urls.api,
        webSocketUrl: urls.websocket,
        cognitoEndpoint: urls.cognito,
        webPort: port,
      }),
    }),
  );
  log(`web: ${web.url}`);
  return web;
}

export async function startLocalPlatform(options: LocalPlatformOptions = {}): Promise<LocalPlatform> {
  const log = options.log ?? ((line: string) => console.log(line));
  const plan = await preflight(options, log);
  const { ports } = plan;
  // One Lambda runtime for every in-process function: warm modules, each with its own settings.
  const runtime = createLambdaRuntime(options.importModule ? { importModule: options.importModule } : {});
  const ephemeral = options.ephemeral ?? false;
  const dataDir = ephemeral
    ? mkdtempSync(path.join(os.tmpdir(), 'tubes-local-'))
    : (options.dataDir ?? DEFAULT_DATA_DIR);
  const life = createLifecycle(ephemeral ? dataDir : null);
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });

  try {
    const emulators = await startEmulators(life, plan, { dataDir, logDir, ephemeral }, log);
    const { s3, cognito } = emulators;
    const { pools, summary } = await provision(emulators, ports);
    const cognitoLayer = await startIdentity(life, plan, cognito, pools, runtime, logDir, log);
    log(summary);

    // Amazon Transcribe's batch jobs (pocketsphinx): its job-state events go to transcriptionStatus, as
    // the media stack's EventBridge rule sends them. Its port may be picked now (0), before the
    // handlers learn their endpoint.
    runtime.warm(TRANSCRIPTION_STATUS);
    const transcribe = life.track(
      await startTranscribe({
        port: ports.transcribe,
        s3: s3.client,
        credentials: LOCAL_CREDENTIALS,
        region: REGION,
        workDir: path.join(dataDir, 'transcribe'),
        stateDirectory: ephemeral ? null : dataDir,
        deliver: async (event) => {
          await runtime.invoke(TRANSCRIPTION_STATUS, event);
        },
        log,
      }),
    );
    log(`transcribe: ${transcribe.endpoint} (pocketsphinx, en-US)`);
    // Amazon Translate's TranslateText (Apertium): the pairs Debian's packages give; others are refused
    // as an unsupported pair, so the translation workflow hands them to a human translator.
    const translate = life.track(
      await startTranslate({ port: ports.translate, credentials: LOCAL_CREDENTIALS, region: REGION, log }),
    );
    log(`translate: ${translate.endpoint} (apertium: ${translate.pairs.join(', ') || 'no pairs installed'})`);
    // Amazon Polly's SynthesizeSpeech (espeak-ng): the voice-over's computer voices.
    const polly = life.track(
      await startPolly({ port: ports.polly, credentials: LOCAL_CREDENTIALS, region: REGION, log }),
    );
    log(`polly: ${polly.endpoint} (espeak-ng)`);

    // Step Functions: the registry's state machines (infra/workflows) with their handlers in this runtime.
    // Executions, histories and waiting tokens live in the data directory (an ephemeral run's temp dir),
    // so a restart resumes them.
    const stepFunctions = life.track(
      await startStepFunctions({
        port: ports.stepfunctions,
        workflows: WORKFLOWS,
        invoke: (entry, event, { functionName }) => runtime.invoke(entry, event, { functionName }),
        stateDirectory: dataDir,
        credentials: LOCAL_CREDENTIALS,
        region: REGION,
        log,
      }),
    );
    log(`stepfunctions: ${stepFunctions.endpoint} (${WORKFLOWS.length} state machines)`);
    // Amazon SES (API v2): every message the functions send is kept (in the data directory; in memory
    // when ephemeral) and shown by the mail viewer on the same port; the provider's domain is verified.
    const ses = life.track(
      await startSes({
        port: ports.ses,
        credentials: LOCAL_CREDENTIALS,
        region: REGION,
        verifiedIdentities: [PROVIDER_EMAIL_DOMAIN],
        stateDirectory: ephemeral ? null : dataDir,
        log,
      }),
    );
    log(`ses: ${ses.endpoint} (verified ${PROVIDER_EMAIL_DOMAIN}); mail viewer ${ses.viewerUrl}`);

    // In-process handlers read process.env, exactly as a Lambda container reads its configuration.
    const env = handlerEnvironment(
      {
        ...ports,
        transcribe: portOf(transcribe.endpoint),
        translate: portOf(translate.endpoint),
        polly: portOf(polly.endpoint),
        stepfunctions: portOf(stepFunctions.endpoint),
        ses: portOf(ses.endpoint),
      },
      tenantPoolsJson(pools),
      {
        autoLogin: localSecret(dataDir, 'auto-login'),
      },
    );
    life.setEnv(env);
    transcribe.resume();
    const resumed = await stepFunctions.resume();
    if (resumed > 0) log(`stepfunctions: ${resumed} running executions resumed`);

    // Media pipeline (the media stack's wiring): uploads → startTranscode → MediaConvert emulator →
    // job-state events → transcodeStatus. Started before the seed so seeded uploads transcode too.
    const media = life.track(
      await startMediaPipeline({
        port: ports.mediaconvert,
        s3Server: s3.server,
        s3Client: s3.client,
        workDir: path.join(dataDir, 'mediaconvert'),
        log,
        runtime,
      }),
    );
    log(`mediaconvert: ${media.mediaConvert.endpoint} (ffmpeg)`);

    const runSeed = () => seedDemoData({ cognito: cognito.client, pools });
    const seeded = await seedWhenDue(options.seed ?? 'first-start', dataDir, runSeed, log);
    await provisionTenants(pools, logDir, log);
    const demoMedia = startDemoMedia(life, plan, s3, log);

    // The organization's own identity provider in the cloud (Entra ID, Okta): a SAML IdP of its own here.
    const samlIdp = life.track(
      await startSamlIdp({
        port: ports.samlidp,
        keyDirectory: path.join(dataDir, 'saml-idp'),
        users: IDP_DEMO_USERS,
      }),
    );
    log(`saml idp: ${samlIdp.url} (metadata ${samlIdp.metadataUrl})`);
    // Or an OpenID Connect provider (Okta, Google Workspace): one of its own here; its relying party is
    // the Cognito layer's hosted UI, which every tenant pool shares locally.
    const oidcIdp = life.track(
      await startOidcIdp({
        port: ports.oidcidp,
        keyDirectory: path.join(dataDir, 'oidc-idp'),
        users: OIDC_DEMO_USERS,
        client: {
          clientId: OIDC_DEMO_CLIENT_ID,
          clientSecret: OIDC_DEMO_CLIENT_SECRET,
          redirectUris: [`http://localhost:${ports.cognito}/oauth2/idpresponse`],
        },
      }),
    );
    log(`oidc idp: ${oidcIdp.issuer} (client ${OIDC_DEMO_CLIENT_ID})`);
    // After the seed (the organization exists); a failure leaves the demo without SSO, not the platform down.
    if (!ephemeral) {
      await ensureDemoSso(samlIdp.metadataUrl, log).catch((error: unknown) =>
        log(`sso: the demo tenant's single sign-on was not set up: ${String(error)}`),
      );
      await ensureDemoOidcSso(oidcIdp.issuer, log).catch((error: unknown) =>
        log(`sso: the OpenID Connect demo tenant's single sign-on was not set up: ${String(error)}`),
      );
    }

    // EventBridge Scheduler's daily schedules (infra/stacks/schedules-stack.ts): the same functions and times.
    const scheduler = life.track(
      await startScheduler({
        port: ports.scheduler,
        schedules: SCHEDULES,
        invoke: (entry, event) => runtime.invoke(entry, event),
        stateDirectory: ephemeral ? null : dataDir,
        log,
      }),
    );
    log(
      `scheduler: ${scheduler.url} (${Object.entries(scheduler.nextRuns())
        .map(([name, due]) => `${name} next ${due}`)
        .join(', ')})`,
    );

    const served: Served = {
      mediaConvert: media.mediaConvert.endpoint,
      transcribe: transcribe.endpoint,
      translate: { url: translate.endpoint, pairs: translate.pairs },
      polly: polly.endpoint,
      stepFunctions: { url: stepFunctions.endpoint, machines: WORKFLOWS.map((w) => w.name) },
      ses: ses.endpoint,
      samlIdp,
      oidcIdp,
      scheduler,
    };
    const health = platformHealth(emulators, cognitoLayer, served, plan);
    const gateway = await startApi(
      life,
      options,
      ports.gateway,
      runtime,
      env.APP_DOMAIN as string,
      health,
      plan.demoMediaOn ? demoMedia : null,
      log,
    );
    served.gateway = gateway;
    const urls = {
      ...platformUrls(ports, Object.fromEntries(TENANTS.map((t) => [t.id, t.subdomain]))),
      // Their ports may have been picked at start (0).
      scheduler: scheduler.url,
      oidcIdp: oidcIdp.url,
      mailViewer: ses.viewerUrl,
    };
    if (plan.webAvailable) served.web = await startWebApp(life, options, urls, ports.web, log);

    return {
      ports,
      urls,
      env,
      pools,
      dataDir,
      ephemeral,
      seeded,
      webStarted: served.web !== undefined,
      health,
      seed: runSeed,
      gateway,
      runtime,
      media,
      demoMedia: demoMedia.done,
      stop: () => life.stop(),
    };
  } catch (error) {
    await life
      .stop()
      .catch((stopError: unknown) => log(`cleanup after a failed start: ${String(stopError)}`));
    throw error;
  }
}

/** `npm run reset`: removes the persistent data directory. */
export function resetLocalData(dataDir: string = DEFAULT_DATA_DIR): boolean {
  if (!existsSync(dataDir)) return false;
  rmSync(dataDir, { recursive: true, force: true });
  return true;
}
