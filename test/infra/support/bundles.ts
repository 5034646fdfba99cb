/**
 * Which handlers can load a module, as TubesFunction bundles them (dependencies aside): the contract's
 * `pushes`, `signsMedia` and `mails` flags (and the workflows' `mails`) are checked against it, so a
 * handler that starts pushing, signing media or mailing without saying so fails the infra tests instead
 * of failing in the cloud.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { endpoints, handlerModulePath } from '#shared/api/index.js';
import { REPO_ROOT } from '../../../infra/constructs/tubes-function.js';

/** Whether the bundle of `entry` (a handler module, from the repository root) includes `module`. */
export async function bundleLoads(entry: string, module: string): Promise<boolean> {
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, entry)],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).includes(module);
}

/** Ids of the endpoints whose handler bundle includes `module` (a path from the repository root). */
export async function endpointsLoading(module: string): Promise<string[]> {
  const loading = await Promise.all(
    endpoints.map(async (endpoint) =>
      (await bundleLoads(handlerModulePath(endpoint), module)) ? [endpoint.id] : [],
    ),
  );
  return loading.flat();
}
