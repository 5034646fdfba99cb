/**
 * Which contract endpoints' handlers can load a module, as TubesFunction bundles them (dependencies
 * aside): the contract's `pushes` and `signsMedia` flags are checked against it, so a handler that
 * starts pushing or signing media without saying so fails the infra tests instead of failing in the cloud.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { endpoints, handlerModulePath } from '#shared/api/index.js';
import { REPO_ROOT } from '../../../infra/constructs/tubes-function.js';

/** Ids of the endpoints whose handler bundle includes `module` (a path from the repository root). */
export async function endpointsLoading(module: string): Promise<string[]> {
  const loading = await Promise.all(
    endpoints.map(async (endpoint) => {
      const result = await build({
        entryPoints: [path.join(REPO_ROOT, handlerModulePath(endpoint))],
        absWorkingDir: REPO_ROOT,
        bundle: true,
        write: false,
        metafile: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        logLevel: 'silent',
      });
      return Object.keys(result.metafile.inputs).includes(module) ? [endpoint.id] : [];
    }),
  );
  return loading.flat();
}
