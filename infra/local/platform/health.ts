/**
 * The platform's health, which the gateway serves itself at GET /health (never a contract route: the
 * cloud has no such endpoint): probes every component for real (a DynamoDB call, an S3 call,
 * cognito-local's health route, the gateway's own port, the web server), so "up" means "answers",
 * not "was started".
 */
import { ListTablesCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand, type S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { GATEWAY_PROBE_PATH } from '../emulators/gateway/gateway.js';
import { unsignedStatus } from '../emulators/polly/api.js';

const componentHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  url: z.string().optional(),
  detail: z.string().optional(),
});

/** GET /health's body: each component (DynamoDB Local, s3rver, cognito-local, gateway, web). */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  components: z.record(z.string(), componentHealthSchema),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
type ComponentHealth = z.infer<typeof componentHealthSchema>;

export interface HealthTargets {
  dynamodb: { client: DynamoDBClient; url: string };
  s3: { client: S3Client; url: string };
  /** The Cognito layer's public URL and cognito-local's internal endpoint behind it. */
  cognito: { url: string; upstream?: string };
  gateway: { url: string };
  /** The local MediaConvert (ffmpeg) and Transcribe (pocketsphinx) emulators. */
  mediaConvert?: { url: string };
  transcribe?: { url: string };
  /** The local Translate (Apertium) and the pairs it translates. */
  translate?: { url: string; pairs: readonly string[] };
  /** The local Polly (espeak-ng). */
  polly?: { url: string };
  /** The local Step Functions (the registry's state machines). */
  stepFunctions?: { url: string; machines: readonly string[] };
  /** The local SAML identity provider (single sign-on); informational until started. */
  samlIdp?: { url: string };
  /** The local OpenID Connect provider (single sign-on). */
  oidcIdp?: { url: string };
  /** The local scheduler (EventBridge Scheduler's schedules) and each schedule's next due time. */
  scheduler?: { url: string; next(): Record<string, string> };
  /** The local SES (API v2) and its mail viewer. */
  ses?: { url: string };
  /** Absent when the platform runs without the web app. */
  web?: { url: string } | { skipped: string };
}

const PROBE_TIMEOUT_MS = 2000;

async function probe(
  url: string,
  run: (signal: AbortSignal) => Promise<string | void>,
): Promise<ComponentHealth> {
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  try {
    const detail = await run(signal);
    return { status: 'up', url, ...(detail ? { detail } : {}) };
  } catch (error) {
    return { status: 'down', url, detail: error instanceof Error ? error.message : String(error) };
  }
}

async function httpOk(url: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(url, { signal });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/**
 * `required` lists the components the overall status depends on: a web app deliberately not started
 * (integration tests) is reported down but does not make the platform "degraded".
 */
export async function checkHealth(
  targets: HealthTargets,
  options: { required: readonly (keyof HealthTargets)[] },
): Promise<HealthReport> {
  const web = targets.web;
  const samlIdp = targets.samlIdp;
  const oidcIdp = targets.oidcIdp;
  const scheduler = targets.scheduler;
  const ses = targets.ses;
  const { mediaConvert, transcribe, translate, polly, stepFunctions } = targets;
  const [
    dynamodb,
    s3,
    cognito,
    gateway,
    webHealth,
    samlIdpHealth,
    oidcIdpHealth,
    schedulerHealth,
    mediaConvertHealth,
    transcribeHealth,
    translateHealth,
    pollyHealth,
    stepFunctionsHealth,
    sesHealth,
  ] = await Promise.all([
    probe(targets.dynamodb.url, async (abortSignal) => {
      const { TableNames } = await targets.dynamodb.client.send(new ListTablesCommand({}), { abortSignal });
      return `tables: ${(TableNames ?? []).join(', ') || 'none'}`;
    }),
    probe(targets.s3.url, async (abortSignal) => {
      const { Buckets } = await targets.s3.client.send(new ListBucketsCommand({}), { abortSignal });
      return `buckets: ${(Buckets ?? []).map((b) => b.Name).join(', ') || 'none'}`;
    }),
    // Through the layer: cognito-local's /health is forwarded, so "up" means both answer.
    probe(targets.cognito.url, async (signal) => {
      await httpOk(`${targets.cognito.url}/health`, signal);
      return targets.cognito.upstream
        ? `Cognito layer → cognito-local ${targets.cognito.upstream}`
        : undefined;
    }),
    // The gateway answers this very request, but the probe still goes over its port like a client.
    probe(targets.gateway.url, async (signal) => {
      const response = await fetch(`${targets.gateway.url}${GATEWAY_PROBE_PATH}`, { signal });
      await response.body?.cancel();
      if (response.status !== 404) throw new Error(`unexpected HTTP ${response.status}`);
    }),
    web === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : 'skipped' in web
        ? Promise.resolve<ComponentHealth>({ status: 'down', detail: web.skipped })
        : probe(web.url, (signal) => httpOk(`${web.url}/config.json`, signal)),
    samlIdp === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : probe(samlIdp.url, async (signal) => {
          await httpOk(`${samlIdp.url}/health`, signal);
          return `metadata ${samlIdp.url}/metadata`;
        }),
    oidcIdp === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : probe(oidcIdp.url, async (signal) => {
          await httpOk(`${oidcIdp.url}/.well-known/openid-configuration`, signal);
          return `issuer ${oidcIdp.url}`;
        }),
    scheduler === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : probe(scheduler.url, async (signal) => {
          await httpOk(`${scheduler.url}/health`, signal);
          const next = Object.entries(scheduler.next()).map(([name, due]) => `${name} next ${due}`);
          return next.join(', ') || 'no schedules';
        }),
    mediaConvert === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : probe(mediaConvert.url, async (signal) => {
          // An unknown job: MediaConvert's 404 NotFoundException means the API answers.
          const response = await fetch(`${mediaConvert.url}/2017-08-29/jobs/health-probe`, { signal });
          await response.body?.cancel();
          if (response.status !== 404) throw new Error(`unexpected HTTP ${response.status}`);
          return 'ffmpeg';
        }),
    transcribe === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : probe(transcribe.url, async (signal) => {
          // Unsigned, as a stranger would call it: refused with 403 as AWS refuses it.
          const response = await fetch(transcribe.url, { method: 'POST', body: '{}', signal });
          await response.body?.cancel();
          if (response.status !== 403) throw new Error(`unexpected HTTP ${response.status}`);
          return 'pocketsphinx (en-US)';
        }),
    translate === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : probe(translate.url, async (signal) => {
          // Unsigned, as a stranger would call it: refused with 403 as AWS refuses it.
          const response = await fetch(translate.url, { method: 'POST', body: '{}', signal });
          await response.body?.cancel();
          if (response.status !== 403) throw new Error(`unexpected HTTP ${response.status}`);
          if (translate.pairs.length === 0) throw new Error('apertium has no language pair installed');
          return `apertium: ${translate.pairs.join(', ')}`;
        }),
    polly === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : probe(polly.url, async (signal) => {
          // Unsigned, over HTTP/2 as the SDK calls it: refused with 403 as AWS refuses it.
          const status = await unsignedStatus(polly.url, signal);
          if (status !== 403) throw new Error(`unexpected HTTP ${status}`);
          return 'espeak-ng';
        }),
    stepFunctions === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : probe(stepFunctions.url, async (signal) => {
          // Unsigned, as a stranger would call it: refused with 403 as AWS refuses it.
          const response = await fetch(stepFunctions.url, { method: 'POST', body: '{}', signal });
          await response.body?.cancel();
          if (response.status !== 403) throw new Error(`unexpected HTTP ${response.status}`);
          const names = stepFunctions.machines.join(', ') || 'none yet';
          return `aws-local-stepfunctions; state machines: ${names}`;
        }),
    ses === undefined
      ? Promise.resolve<ComponentHealth>({ status: 'down', detail: 'not started' })
      : probe(ses.url, async (signal) => {
          // Unsigned, as a stranger would call it: refused with 403 as AWS refuses it.
          const refused = await fetch(`${ses.url}/v2/email/outbound-emails`, {
            method: 'POST',
            body: '{}',
            signal,
          });
          await refused.body?.cancel();
          if (refused.status !== 403) throw new Error(`unexpected HTTP ${refused.status}`);
          // The mail viewer, on the same port.
          const response = await fetch(`${ses.url}/health`, { signal });
          if (!response.ok) throw new Error(`mail viewer: HTTP ${response.status}`);
          const { messages, verifiedIdentities } = (await response.json()) as {
            messages: number;
            verifiedIdentities: string[];
          };
          return `mail viewer ${ses.url}/ (${messages} messages; verified ${verifiedIdentities.join(', ')})`;
        }),
  ]);
  const components = {
    dynamodb,
    s3,
    cognito,
    gateway,
    web: webHealth,
    samlIdp: samlIdpHealth,
    oidcIdp: oidcIdpHealth,
    scheduler: schedulerHealth,
    mediaConvert: mediaConvertHealth,
    transcribe: transcribeHealth,
    translate: translateHealth,
    polly: pollyHealth,
    stepFunctions: stepFunctionsHealth,
    ses: sesHealth,
  };
  const allUp = options.required.every((name) => components[name].status === 'up');
  return { status: allUp ? 'ok' : 'degraded', components };
}
