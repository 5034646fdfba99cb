/**
 * The web app on the Vite dev server. The app reads its runtime settings from `/config.json`, which
 * web/vite.config.ts serves from TUBES_WEB_CONFIG: the same file CloudFront serves in the cloud.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_BOOKING_PAGE } from '../config/stages.js';
import { REGION, REPO_ROOT } from './config.js';

export const VITE_CONFIG = path.join(REPO_ROOT, 'web/vite.config.ts');

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
  };
}

export function webAppAvailable(): boolean {
  return existsSync(VITE_CONFIG);
}

export async function startWeb(options: { port: number; config: WebConfig }): Promise<WebServer> {
  process.env.TUBES_WEB_CONFIG = JSON.stringify(options.config);
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
