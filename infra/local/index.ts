/**
 * The local platform's public surface: what `bin/local.ts`, the integration and e2e setups and the
 * benchmark use. Everything else under infra/local is internal and may move (see README.md here for
 * where each part lives). CDK code (infra/stacks, infra/constructs) never imports infra/local.
 */
export {
  DEFAULT_DATA_DIR,
  REPO_ROOT,
  PORT_SETTINGS,
  COGNITO_FIXED_CODE_ENV,
  COGNITO_INTERNAL_PORT_ENV,
  type Ports,
  type PlatformUrls,
} from './platform/config.js';
export {
  resetLocalData,
  startLocalPlatform,
  type LocalPlatform,
  type LocalPlatformOptions,
} from './platform/start.js';
export { healthReportSchema, type HealthReport } from './platform/health.js';
export { VITE_CONFIG, WEB_MODE_ENV, startWeb, webConfig, type WebServer } from './platform/web-server.js';
export { dynamoClient } from './emulators/dynamodb/dynamodb-local.js';
export { bucketCorsOrigins, s3Client } from './emulators/s3/s3rver.js';
export type { TenantPoolInfo } from './emulators/cognito/cognito-local.js';
export { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed/seed.js';
export { DEMO_MEDIA_ENV, DEMO_VIDEOS, demoSource } from './seed/media.js';
export { rekeyVideos } from './seed/rekey.js';
