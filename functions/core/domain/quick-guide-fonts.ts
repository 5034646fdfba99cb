/**
 * The quick guide's fonts: DejaVu Sans and DejaVu Sans Bold from the `dejavu-fonts-ttf` package (Bitstream
 * Vera licence: free to embed and redistribute; docs/decisions.md "Quick guide fonts"). They cover Latin with
 * its extensions, Greek and Cyrillic, so the guide draws every organization language's text; a Lambda has no
 * system fonts, so they ship with the function.
 *
 * The files are found by Node's package resolution from this module, the same code everywhere: in the
 * repository (local platform, tests) in node_modules; in a deployed bundle under the bundle's own
 * node_modules, where TubesFunction copies FUNCTION_PACKAGE_FILES (infra/config/bundling.ts).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export const GUIDE_FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

/** What a bundle carries besides the fonts: the licence asks that its notice go with every copy. */
export const GUIDE_FONT_PACKAGE_FILES: readonly string[] = [
  GUIDE_FONT_FILES.regular,
  GUIDE_FONT_FILES.bold,
  'dejavu-fonts-ttf/LICENSE',
];

export interface GuideFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

let loaded: Promise<GuideFonts> | undefined;

/**
 * Both fonts' bytes (1.4 MB), read once per process and only when a guide is drawn: the other functions
 * that import the quick-guide modules never pay for them.
 */
export function guideFonts(): Promise<GuideFonts> {
  loaded ??= (async () => {
    const resolvePackage = createRequire(import.meta.url).resolve;
    const [regular, bold] = await Promise.all([
      readFile(resolvePackage(GUIDE_FONT_FILES.regular)),
      readFile(resolvePackage(GUIDE_FONT_FILES.bold)),
    ]);
    return { regular, bold };
  })().catch((error: unknown) => {
    // A failed read is not remembered: the next guide tries again.
    loaded = undefined;
    throw error;
  });
  return loaded;
}
