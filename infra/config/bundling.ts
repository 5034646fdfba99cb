/**
 * How every Lambda function is bundled, in esbuild's terms: TubesFunction hands these to the CDK's
 * NodejsFunction, and `npm run bench` builds each function with the same options to report its size
 * and module-init time. Pure (no CDK): the benchmark imports it.
 */
export const LAMBDA_BUNDLING = {
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  /** The AWS SDK v3 ships with the nodejs22.x runtime. */
  external: ['@aws-sdk/*'],
  /** CommonJS dependencies bundled into an ESM file still call require(). */
  banner:
    "import { createRequire as __tubesCreateRequire } from 'node:module'; const require = __tubesCreateRequire(import.meta.url);",
  /** The runtime's NODE_OPTIONS (source maps resolve stack traces in the logs). */
  nodeOptions: '--enable-source-maps',
} as const;
