/**
 * How every Lambda function is bundled, in esbuild's terms: TubesFunction hands these to the CDK's
 * NodejsFunction, and `npm run bench` builds each function with the same options to report its size
 * and module-init time. Pure (no CDK): the benchmark imports it.
 */
import { GUIDE_FONT_PACKAGE_FILES } from '../../functions/core/domain/quick-guide-fonts.js';
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

/**
 * LAMBDA_BUNDLING as esbuild's own build options (what the CDK hands esbuild), for code that bundles a
 * function itself: the benchmark and the infra test of the shipped package files.
 */
export function esbuildLambdaOptions() {
  return {
    bundle: true,
    platform: 'node' as const,
    format: LAMBDA_BUNDLING.format,
    target: LAMBDA_BUNDLING.target,
    mainFields: [...LAMBDA_BUNDLING.mainFields] as string[],
    minify: LAMBDA_BUNDLING.minify,
    external: [...LAMBDA_BUNDLING.external] as string[],
    banner: { js: LAMBDA_BUNDLING.banner },
  };
}

/**
 * Files of npm packages a function reads at run time besides its code (esbuild bundles only code), by
 * entry: TubesFunction copies each to the same path under the bundle's own node_modules/, where Node's
 * package resolution from the bundle finds it as it does in the repository (docs/decisions.md "Shipping
 * the fonts"). A function that composes the quick guide PDF must be listed here.
 */
export const FUNCTION_PACKAGE_FILES: Readonly<Record<string, readonly string[]>> = {
  'functions/query/downloadQuickGuide.ts': GUIDE_FONT_PACKAGE_FILES,
};

/** The shell commands that copy an entry's package files from the project into a bundle directory. */
export function packageFileCommands(entry: string, projectDir: string, bundleDir: string): string[] {
  return (FUNCTION_PACKAGE_FILES[entry] ?? []).map((file) => {
    const target = `${bundleDir}/node_modules/${file}`;
    return `mkdir -p "${target.slice(0, target.lastIndexOf('/'))}" && cp "${projectDir}/node_modules/${file}" "${target}"`;
  });
}
