import { defineConfig } from '@playwright/test';

/**
 * e2e journeys in Debian's Chromium against the local platform (design.md §10). Ports are moved off the
 * defaults so a test run never collides with a running `npm start`; --ephemeral keeps no data behind.
 * TUBES_E2E_PORT_OFFSET moves them all by one amount, so two runs on one machine keep apart.
 */
const PORT_OFFSET = Number(process.env.TUBES_E2E_PORT_OFFSET ?? 0);
const e2ePort = (port: number) => String(port + PORT_OFFSET);

export const E2E_PORTS = {
  TUBES_DYNAMODB_PORT: e2ePort(28000),
  TUBES_S3_PORT: e2ePort(24569),
  TUBES_COGNITO_PORT: e2ePort(29229),
  TUBES_API_PORT: e2ePort(24000),
  TUBES_WEB_PORT: e2ePort(25173),
  TUBES_MEDIACONVERT_PORT: e2ePort(24580),
  TUBES_TRANSCRIBE_PORT: e2ePort(24582),
  TUBES_SAML_IDP_PORT: e2ePort(24590),
  TUBES_OIDC_IDP_PORT: e2ePort(24591),
  TUBES_SCHEDULER_PORT: e2ePort(24595),
  TUBES_STEPFUNCTIONS_PORT: e2ePort(24584),
  TUBES_SES_PORT: e2ePort(24593),
} as const;

export const WEB_PORT = Number(E2E_PORTS.TUBES_WEB_PORT);

export default defineConfig({
  testDir: 'test/e2e',
  // One platform, shared state (demo data): one worker keeps journeys independent of each other's timing.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry in CI only, as a guard for a loaded 2-core machine: a test that fails twice still fails,
  // and the report lists every retried test as flaky so it is never silent (the once-flaky Danish
  // switch was a real bug, fixed: issue 9 point 20, and passes 20 times in a row without retries).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    // A trace only for the retry of a failed test: recording one for every test (DOM snapshots and
    // screencast frames) cost a third of the suite's time on 2 cores, for traces thrown away on success.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium (toolchain.md); browsers are never downloaded here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx bin/local.ts --ephemeral',
    url: `http://localhost:${E2E_PORTS.TUBES_API_PORT}/health`,
    // A fixed confirmation code, so registration and password-reset journeys can type it. Of the demo
    // videos only those the journeys play are transcoded (video-captions-search.spec.ts plays
    // acmewelcome, training-admin.spec.ts studiolighting; the others' rows are seeded and show the
    // transcoding status): the full set
    // competes with the journeys for the CPU. Add a humanId here when a spec starts playing another.
    // The web app is the production build (infra/local/platform/web-server.ts WebMode): what users get, and
    // pages load a few bundles instead of the dev server's hundreds of modules.
    env: {
      ...E2E_PORTS,
      TUBES_COGNITO_FIXED_CODE: '123456',
      TUBES_DEMO_MEDIA: 'acmewelcome,studiolighting',
      TUBES_WEB_MODE: 'preview',
    },
    // The first start provisions pools and seeds the demo data.
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
