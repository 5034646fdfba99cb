/**
 * Integration globalSetup: one ephemeral, seeded local platform (no web app) on ports of its own, so
 * it never collides with a running `npm start`; stopped (children and temp data) in teardown.
 * Tests read it with `platform()` from ./helpers (vitest inject); process.env carries its handler
 * environment too. Ports move with TUBES_IT_{DYNAMODB,S3,COGNITO,API,WEB,MEDIACONVERT,TRANSCRIBE,TRANSLATE,POLLY,SAML_IDP,OIDC_IDP,SCHEDULER,STEPFUNCTIONS,SES}_PORT.
 * The SES emulator keeps the mails the functions send in memory: tests read them from
 * `platform().urls.mailViewer` + `messages.json?to=<address>`.
 */
import type { TestProject } from 'vitest/node';
import { startLocalPlatform } from '../../infra/local/index.js';
import type { IntegrationPlatform } from './helpers/context.js';

function port(name: string, fallback: number): number {
  const raw = process.env[`TUBES_IT_${name}_PORT`];
  return raw ? Number(raw) : fallback;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const platform = await startLocalPlatform({
    ephemeral: true,
    web: false,
    seed: 'always',
    // Demo videos are seeded (items, subtitles, search index) without generating their media.
    demoMedia: false,
    fixedCode: '123456',
    ports: {
      dynamodb: port('DYNAMODB', 18000),
      s3: port('S3', 14569),
      cognito: port('COGNITO', 19229),
      gateway: port('API', 14000),
      web: port('WEB', 15173),
      mediaconvert: port('MEDIACONVERT', 14580),
      // Found through the handlers' environment: a free port unless one is given.
      transcribe: port('TRANSCRIBE', 0),
      translate: port('TRANSLATE', 0),
      polly: port('POLLY', 0),
      samlidp: port('SAML_IDP', 14590),
      // The issuer is read from the platform's urls: a free port unless one is given.
      oidcidp: port('OIDC_IDP', 0),
      // Nothing needs its address ahead: a free port, so parallel runs never collide on it.
      scheduler: port('SCHEDULER', 0),
      // Found through the handlers' environment (AWS_ENDPOINT_URL_SFN): a free port unless one is given.
      stepfunctions: port('STEPFUNCTIONS', 0),
      // Found through the handlers' environment (AWS_ENDPOINT_URL_SESV2) and urls.mailViewer: a free port.
      ses: port('SES', 0),
    },
    log: (line) => {
      if (process.env.TUBES_IT_VERBOSE) console.log(`[platform] ${line}`);
    },
    requestLog: process.env.TUBES_IT_VERBOSE ? (line) => console.log(`[gateway] ${line}`) : false,
  });
  const provided: IntegrationPlatform = {
    ports: platform.ports,
    urls: platform.urls,
    env: platform.env,
    pools: platform.pools,
    dataDir: platform.dataDir,
  };
  project.provide('tubesPlatform', provided);
  return () => platform.stop();
}
