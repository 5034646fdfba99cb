/**
 * The package files a function reads at run time ship with it (infra/config/bundling.ts
 * FUNCTION_PACKAGE_FILES): downloadQuickGuide's asset, bundled as the CDK bundles it (local esbuild, no
 * Docker), carries the quick guide's fonts; and a bundle of the PDF module, run outside the repository,
 * draws Unicode text from exactly those copied files and fails without them.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { App, Stack } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { GUIDE_FONT_PACKAGE_FILES } from '../../functions/core/domain/quick-guide-fonts.js';
import {
  esbuildLambdaOptions,
  FUNCTION_PACKAGE_FILES,
  packageFileCommands,
} from '../../infra/config/bundling.js';
import { REPO_ROOT, TubesFunction } from '../../infra/constructs/tubes-function.js';

const run = promisify(execFile);
const ENTRY = 'functions/query/downloadQuickGuide.ts';
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tubes-package-files-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('function package files', () => {
  it('names existing entries and existing package files', () => {
    for (const [entry, files] of Object.entries(FUNCTION_PACKAGE_FILES)) {
      expect(existsSync(path.join(REPO_ROOT, entry)), entry).toBe(true);
      for (const file of files)
        expect(existsSync(path.join(REPO_ROOT, 'node_modules', file)), file).toBe(true);
    }
  });

  it("downloadQuickGuide's deployed asset carries the fonts and their licence", () => {
    const outdir = tempDir();
    const app = new App({ outdir });
    new TubesFunction(new Stack(app, 'PackageFiles'), 'DownloadQuickGuide', {
      entry: ENTRY,
      serviceName: 'tubes-test-downloadQuickGuide',
    });
    app.synth();
    const assets = readdirSync(outdir)
      .map((name) => path.join(outdir, name))
      .filter((dir) => existsSync(path.join(dir, 'index.mjs')));
    expect(assets).toHaveLength(1);
    expect(GUIDE_FONT_PACKAGE_FILES).toContain('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
    for (const file of GUIDE_FONT_PACKAGE_FILES) {
      const shipped = path.join(assets[0] ?? '', 'node_modules', file);
      expect(existsSync(shipped), file).toBe(true);
      expect(statSync(shipped).size).toBe(statSync(path.join(REPO_ROOT, 'node_modules', file)).size);
    }
  });

  it('a bundle of the PDF module reads the fonts from the copied paths, outside the repository', async () => {
    const bundleDir = tempDir();
    await build({
      entryPoints: [path.join(REPO_ROOT, 'functions/core/domain/quick-guide-pdf.ts')],
      outfile: path.join(bundleDir, 'index.mjs'),
      ...esbuildLambdaOptions(),
      logLevel: 'silent',
    });
    const pdfFile = path.join(bundleDir, 'guide.pdf');
    const compose = () =>
      run(process.execPath, [
        '--input-type=module',
        '-e',
        `import { writeFile } from 'node:fs/promises';
         import { composeQuickGuide } from ${JSON.stringify(path.join(bundleDir, 'index.mjs'))};
         const { pdf } = await composeQuickGuide({ videoName: 'Zażółć gęślą jaźń', organization: 'Ωμέγα',
           date: 'Привет', language: 'pl', pages: [] });
         await writeFile(${JSON.stringify(pdfFile)}, pdf);`,
      ]);
    // Nothing above the temporary directory holds the package: without the copy the bundle cannot draw.
    await expect(compose()).rejects.toThrow(/Cannot find module 'dejavu-fonts-ttf/);

    for (const command of packageFileCommands(ENTRY, REPO_ROOT, bundleDir)) await run('sh', ['-c', command]);
    await compose();
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', pdfFile, '-']);
    expect(stdout).toContain('Zażółć gęślą jaźń');
    expect(stdout).toContain('Ωμέγα');
    expect(stdout).toContain('Привет');
  });
});
