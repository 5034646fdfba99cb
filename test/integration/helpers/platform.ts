/** Access to the platform the globalSetup started. */
import { inject } from 'vitest';
import type { TenantPoolInfo } from '../../../infra/local/index.js';
import type { IntegrationPlatform } from './context.js';

export type { IntegrationPlatform } from './context.js';

export function platform(): IntegrationPlatform {
  const provided = inject('tubesPlatform');
  if (!provided)
    throw new Error('the integration platform is not running: run through `vitest --project integration`');
  return provided;
}

export function poolOf(orgId: string): TenantPoolInfo {
  const pool = platform().pools.find((p) => p.orgId === orgId);
  if (!pool) throw new Error(`no user pool for organization ${orgId}`);
  return pool;
}
