/**
 * `npm start`: the whole Tubes platform on this machine (infra/local/platform/start.ts), supervised until
 * Ctrl-C. `npm run reset` (--reset-only) deletes the local data; --ephemeral keeps nothing.
 */
import path from 'node:path';
import {
  COGNITO_FIXED_CODE_ENV,
  COGNITO_INTERNAL_PORT_ENV,
  DEFAULT_DATA_DIR,
  PORT_SETTINGS,
  resetLocalData,
  startLocalPlatform,
  type LocalPlatform,
  DEMO_PASSWORD,
  DEMO_USERS,
  DEMO_MEDIA_ENV,
  WEB_MODE_ENV,
} from '../infra/local/index.js';
import { TENANTS } from '../infra/config/tenants.js';

const args = new Set(process.argv.slice(2));

const WIDTH = 28;

function usage(): string {
  const ports = Object.values(PORT_SETTINGS)
    .map((p) => `  ${p.env.padEnd(WIDTH)} ${p.label} (default ${p.default})`)
    .join('\n');
  return [
    'Usage: tsx bin/local.ts [--ephemeral | --reset-only]',
    '',
    'Ports:',
    ports,
    `  ${COGNITO_INTERNAL_PORT_ENV.padEnd(WIDTH)} cognito-local itself, behind the Cognito layer (default: a free port)`,
    '',
    'Cognito:',
    `  ${COGNITO_FIXED_CODE_ENV.padEnd(WIDTH)} six digits, e.g. 123456: every sign-up / resend / forgot-password`,
    `  ${''.padEnd(WIDTH)} code is this one (for end-to-end tests); unset: random codes`,
    `  ${''.padEnd(WIDTH)} Codes are printed in <data>/logs/cognito.log ("Confirmation Code Delivery").`,
    '',
    'Demo videos:',
    `  ${DEMO_MEDIA_ENV.padEnd(WIDTH)} which demo videos are generated and transcoded at the start: all`,
    `  ${''.padEnd(WIDTH)} (default), none, or a comma list of tenants, humanIds or video ids,`,
    `  ${''.padEnd(WIDTH)} e.g. acme or acmewelcome,globexwelcome (the rest show the transcoding status)`,
    '',
    'Web app:',
    `  ${WEB_MODE_ENV.padEnd(WIDTH)} dev (default): the Vite dev server; preview: the production build,`,
    `  ${''.padEnd(WIDTH)} built at start and served by vite preview (the end-to-end tests use it)`,
    '',
    '',
  ].join('\n');
}

function readyBanner(platform: LocalPlatform): string {
  const { urls } = platform;
  const width = Math.max(...TENANTS.map((t) => t.name.length));
  const tenants = TENANTS.map((t) => `    ${t.name.padEnd(width)}  ${urls.tenants[t.id]}`).join('\n');
  const logins = DEMO_USERS.map((u) => `    ${u.email.padEnd(20)} ${u.note}`).join('\n');
  const web = platform.webStarted ? urls.web : `${urls.web} (not started: web/vite.config.ts is missing)`;
  return [
    '',
    '  Tubes is running locally',
    '',
    `  Login to organization  ${web}`,
    '  Tenants',
    tenants,
    `  API                    ${urls.api}   (e.g. ${urls.api}/query/initData)`,
    `  WebSocket              ${urls.websocket}   (and ${platform.env.WEBSOCKET_CONNECTIONS_URL}/@connections/{id})`,
    `  Health                 ${urls.health}`,
    `  Mail viewer (SES)      ${urls.mailViewer}   (every e-mail sent; nothing leaves this machine)`,
    `  DynamoDB Local         ${urls.dynamodb}`,
    `  S3 (s3rver)            ${urls.s3}   (credentials S3RVER / S3RVER)`,
    `  Cognito (local)        ${urls.cognito}`,
    `  Data                   ${platform.ephemeral ? 'temporary, removed on exit' : platform.dataDir}`,
    '',
    `  Demo logins (password ${DEMO_PASSWORD})`,
    logins,
    '',
    '  Ctrl-C stops everything.',
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  if (args.has('--help') || args.has('-h')) {
    process.stdout.write(usage());
    return 0;
  }
  if (args.has('--reset-only')) {
    const shown = path.relative(process.cwd(), DEFAULT_DATA_DIR) || DEFAULT_DATA_DIR;
    console.log(`Deleting local platform data in ${shown}/ (tables, objects, user pools, demo data) ...`);
    console.log(
      resetLocalData()
        ? 'Deleted. The next npm start provisions and seeds from scratch.'
        : 'Nothing to delete.',
    );
    return 0;
  }

  let platform: LocalPlatform;
  try {
    platform = await startLocalPlatform({ ephemeral: args.has('--ephemeral') });
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  console.log(readyBanner(platform));

  return new Promise<number>((resolve) => {
    let stopping = false;
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${signal}: stopping the local platform ...`);
      platform.stop().then(
        () => {
          console.log('Stopped.');
          resolve(0);
        },
        (error: unknown) => {
          console.error(error);
          resolve(1);
        },
      );
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
