/**
 * What the integration globalSetup hands to every test file (vitest provide/inject). The platform's
 * handler environment is also written to process.env before the workers start, so a test may use the
 * data layer or an SDK client directly.
 */
import type { Ports, PlatformUrls, TenantPoolInfo } from '../../../infra/local/index.js';

export interface IntegrationPlatform {
  ports: Ports;
  urls: PlatformUrls;
  env: Record<string, string>;
  pools: TenantPoolInfo[];
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    tubesPlatform: IntegrationPlatform;
  }
}
