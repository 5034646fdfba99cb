/**
 * The web app on the Vite dev server, or (mode `preview`) as the production build served by
 * `vite preview`. The app reads its runtime settings from `/config.json`, which web/vite.config.ts
 * serves from TUBES_WEB_CONFIG in both modes: the same file CloudFront serves in the cloud.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { languagesHeardBy } from '#shared/domain/transcription.js';
import { DEMO_BOOKING_PAGE } from '../../config/stages.js';
import { LOCAL_MODELS } from '../emulators/transcribe/recognizer.js';
import { REGION, REPO_ROOT } from './config.js';

export const VITE_CONFIG = path.join(REPO_ROOT, 'web/vite.config.ts');

/**
 * `dev`: the Vite dev server (npm start: edits show at once). `preview`: the production build, built
 * at start (a few seconds) into .local/ and served by `vite preview`: what the e2e journeys run
 * against, because it is what users get, a page loads a few bundles instead of hundreds of modules,
 * and no dependency re-optimization can reload a page under a test. TUBES_WEB_MODE chooses.
 */
export type WebMode = 'dev' | 'preview';
export const WEB_MODE_ENV = 'TUBES_WEB_MODE';
/** One build directory per port: two platforms on one machine (e.g. two e2e runs) never share one. */
const previewOutDir = (port: number) => path.join(REPO_ROOT, '.local', `web-preview-${port}`);

export function webModeFrom(value: string | undefined): WebMode {
  if (value === undefined || value === '' || value === 'dev') return 'dev';
  if (value === 'preview') return 'preview';
  throw new Error(`${WEB_MODE_ENV} must be dev or preview, not ${JSON.stringify(value)}`);
}

export interface WebConfig {
  apiUrl: string;
  /** The WebSocket API (design.md §7). */
  webSocketUrl: string;
  cognitoEndpoint: string;
  region: string;
  appDomain: string;
  stage: string;
  centralLoginUrl: string;
  requestDemoUrl: string;
  /** The video languages the Transcribe emulator has a model for (the /create/video warning). */
  transcriptionLanguages: string[];
}

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

export function webConfig(options: {
  apiUrl: string;
  webSocketUrl: string;
  cognitoEndpoint: string;
  webPort: number;
}): WebConfig {
  return {
    apiUrl: options.apiUrl,
    webSocketUrl: options.webSocketUrl,
    cognitoEndpoint: options.cognitoEndpoint,
    region: REGION,
    appDomain: `localhost:${options.webPort}`,
    stage: 'local',
    centralLoginUrl: `http://localhost:${options.webPort}`,
    // The same booking page as the cloud stages; TUBES_REQUEST_DEMO_URL points the dialog elsewhere.
    requestDemoUrl: process.env.TUBES_REQUEST_DEMO_URL ?? DEMO_BOOKING_PAGE,
    transcriptionLanguages: languagesHeardBy(Object.keys(LOCAL_MODELS)),
  };
}

export function webAppAvailable(): boolean {
  return existsSync(VITE_CONFIG);
}

export async function startWeb(options: {
  port: number;
  config: WebConfig;
  mode?: WebMode;
}): Promise<WebServer> {
  process.env.TUBES_WEB_CONFIG = JSON.stringify(options.config);
  if ((options.mode ?? 'dev') === 'preview') return startPreview(options.port);
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: VITE_CONFIG,
    clearScreen: false,
    logLevel: 'warn',
    server: { port: options.port, strictPort: true, host: '127.0.0.1' },
  });
  await server.listen();
  return {
    url: `http://localhost:${options.port}`,
    async stop() {
      await server.close();
    },
  };
}

async function startPreview(port: number): Promise<WebServer> {
  const { build, preview } = await import('vite');
  await build({
    configFile: VITE_CONFIG,
    logLevel: 'warn',
    build: { outDir: previewOutDir(port), emptyOutDir: true },
  });
  const server = await preview({
    configFile: VITE_CONFIG,
    logLevel: 'warn',
    build: { outDir: previewOutDir(port) },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  return {
    url: `http://localhost:${port}`,
    async stop() {
      await server.close();
    },
  };
}
