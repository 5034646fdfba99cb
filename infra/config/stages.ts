/**
 * Deployment stages (dev, staging, prod), validated at load time. `bin/app.ts` picks one with
 * `-c stage=<name>` (default dev) and builds one TubesStage from it.
 *
 * What a stage needs before `cdk deploy`:
 * - `domain`: the apex web domain. The apex serves the provider's "Login to organization" screen,
 *   every tenant's tube is `<subdomain>.<domain>`.
 * - `certificateArn`: an ACM certificate in us-east-1 (CloudFront only accepts certificates from
 *   there) covering both `<domain>` and `*.<domain>`.
 * - `account` / `region`: where the stage lives. Left empty, the account of the deploying credentials
 *   (CDK_DEFAULT_ACCOUNT) is used.
 * - optional `hostedZone` (Route 53 zone id + name): when set, the web stack creates the apex and
 *   wildcard alias records; otherwise point DNS at the distribution yourself.
 * - the tenants (infra/config/tenants.ts): one Cognito user pool each.
 * Every value can be overridden on the command line: `-c domain=… -c certificateArn=… -c account=…
 * -c region=… -c alarmEmail=… -c autoLoginSecretVersionId=…`.
 */
import { z } from 'zod';

export const STAGE_NAMES = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** Used only when neither config, context nor credentials name an account (offline synth). */
export const OFFLINE_ACCOUNT = '000000000000';

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a lower-case DNS name',
  );

export const stageConfigSchema = z.object({
  name: z.enum(STAGE_NAMES),
  domain: hostname,
  certificateArn: z
    .string()
    .regex(
      /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
      'must be an ACM certificate ARN in us-east-1 (CloudFront requires us-east-1)',
    ),
  account: z.string().regex(/^\d{12}$/, 'must be a 12-digit AWS account id'),
  region: z.string().regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'must be an AWS region, e.g. eu-central-1'),
  hostedZone: z
    .object({ zoneName: hostname, hostedZoneId: z.string().regex(/^Z[A-Z0-9]{1,32}$/) })
    .optional(),
  /** API Gateway stage throttling (requests per second, burst). */
  throttling: z.object({ rateLimit: z.number().int().positive(), burstLimit: z.number().int().positive() }),
  /** Production-grade data protection: deletion protection, RETAIN, termination protection. */
  protectData: z.boolean(),
  /**
   * The provider's booking page, shown in a frame by the request-demo dialog (spec 1 §2 Dialogs) when an
   * organization has enableRequestDemo; without it the button is not shown.
   */
  requestDemoUrl: z.url({ protocol: /^https$/ }).optional(),
  /**
   * The ticket system support requests go to (spec 1 §1 "Support requests go to a ticket system"):
   * Zendesk's API at `baseUrl`, its API user and token in a Secrets Manager secret (JSON
   * `{ "email": …, "apiToken": … }`), `phoneFieldId` the ticket field for the phone. Without it the
   * stage keeps tickets in its own table (listed for provider staff on the operational tasks page).
   */
  zendesk: z
    .object({
      baseUrl: z.url({ protocol: /^https$/ }),
      secretArn: z
        .string()
        .regex(
          /^arn:aws:secretsmanager:[a-z0-9-]+:\d{12}:secret:[A-Za-z0-9/_+=.@-]+-[A-Za-z0-9]{6}$/,
          'must be the complete ARN of a Secrets Manager secret',
        ),
      phoneFieldId: z.number().int().positive().optional(),
    })
    .optional(),
  /**
   * HLS media through CloudFront (issue 10): the public half (PEM, SPKI) of the RSA key pair that signs
   * media URLs. The stage then gets a media distribution trusting it and a secret for the private key
   * (put it there after the first deploy). Without it media stays on presigned S3 GETs.
   */
  mediaCdn: z
    .object({
      publicKeyPem: z
        .string()
        .regex(
          /^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PUBLIC KEY-----\n?$/,
          'must be a PEM public key',
        ),
    })
    .optional(),
  /** Where alarms are e-mailed (optional; the SNS topic exists either way). */
  alarmEmail: z.email().optional(),
  /**
   * Pins the version of the auto-login secret the functions receive (default: the current version).
   * Passing the VersionId of a newly put secret value makes CloudFormation update the two functions.
   */
  autoLoginSecretVersionId: z
    .string()
    .regex(/^[A-Za-z0-9-]{32,64}$/, 'must be a Secrets Manager VersionId')
    .optional(),
});

export type StageConfig = z.infer<typeof stageConfigSchema>;

/** The provider's demo booking page (the request-demo dialog's frame). */
export const DEMO_BOOKING_PAGE = 'https://tubes.dev/book-a-demo';

type StageInput = Omit<z.input<typeof stageConfigSchema>, 'account'> & { account?: string };

/**
 * The example stages. The certificate ARNs are placeholders (account 123456789012, all-zero ids):
 * replace them, or pass `-c certificateArn=…`, before deploying.
 */
const STAGES: Record<StageName, StageInput> = {
  dev: {
    name: 'dev',
    domain: 'dev.tubes.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-00000000de01',
    region: 'eu-central-1',
    throttling: { rateLimit: 50, burstLimit: 100 },
    protectData: false,
    requestDemoUrl: DEMO_BOOKING_PAGE,
  },
  staging: {
    name: 'staging',
    domain: 'staging.tubes.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-0000000057a9',
    region: 'eu-central-1',
    throttling: { rateLimit: 100, burstLimit: 200 },
    protectData: true,
    requestDemoUrl: DEMO_BOOKING_PAGE,
  },
  prod: {
    name: 'prod',
    domain: 'tubes.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000001',
    region: 'eu-central-1',
    throttling: { rateLimit: 1000, burstLimit: 2000 },
    protectData: true,
    requestDemoUrl: DEMO_BOOKING_PAGE,
  },
};

/** Reads context values as strings (CDK context may hold anything). */
export type ContextReader = (key: string) => unknown;

function contextString(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`context "${key}" must be a string`);
  return value;
}

/**
 * The validated config of the selected stage: `-c stage=<name>` (default dev), with optional
 * `-c domain|certificateArn|account|region|alarmEmail|autoLoginSecretVersionId=…` overrides.
 */
export function loadStageConfig(read: ContextReader, env: NodeJS.ProcessEnv = process.env): StageConfig {
  const stageName = z
    .enum(STAGE_NAMES, { message: `stage must be one of ${STAGE_NAMES.join(', ')}` })
    .parse(contextString(read, 'stage') ?? 'dev');
  const base = STAGES[stageName];
  const candidate = {
    ...base,
    domain: contextString(read, 'domain') ?? base.domain,
    certificateArn: contextString(read, 'certificateArn') ?? base.certificateArn,
    account: contextString(read, 'account') ?? base.account ?? env.CDK_DEFAULT_ACCOUNT ?? OFFLINE_ACCOUNT,
    region: contextString(read, 'region') ?? base.region,
    alarmEmail: contextString(read, 'alarmEmail') ?? base.alarmEmail,
    autoLoginSecretVersionId:
      contextString(read, 'autoLoginSecretVersionId') ?? base.autoLoginSecretVersionId,
  };
  const result = stageConfigSchema.safeParse(candidate);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`invalid config for stage "${stageName}":\n${issues}`);
  }
  return result.data;
}
