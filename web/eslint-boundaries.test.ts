import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint setup (eslint.config.js), as `npm run lint` runs it, on sources placed at
// paths inside web/src: the boundaries hold because the config enforces them, not because a test says so.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'web/src', file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'web/zones')
    .map((m) => {
      expect(m.severity).toBe(2);
      return m.message;
    });
}

describe('web boundaries (eslint web/zones)', { timeout: 60_000 }, () => {
  it('fails a deliberate import of one feature by another, static or dynamic, at any depth', async () => {
    const [error] = await boundaryErrors(
      'features/video/components/video-actions.tsx',
      "import { useChannel } from '../../channels/api/channels';\nexport const x = useChannel;\n",
    );
    expect(error).toContain("The 'video' feature may not import the 'channels' feature");
    expect(
      await boundaryErrors(
        'features/home/routes/home-page.tsx',
        "export const page = () => import('../../library/routes/library-page');\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'features/home/model/a.ts',
        "export { shownItems } from '../../library/model/lists';\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature import its own folders, src/lib and src/components', async () => {
    const code = [
      "import { useChannel } from '../api/channels';",
      "import { notify } from '../../../components/notices';",
      "import { storage } from '../../../lib/storage';",
      'export const all = [useChannel, notify, storage];',
      '',
    ].join('\n');
    expect(await boundaryErrors('features/channels/components/header.tsx', code)).toEqual([]);
  });

  it('fails src/lib and src/components importing a feature', async () => {
    const [fromLib] = await boundaryErrors(
      'lib/anything.ts',
      "import { useVideo } from '../features/video/api/video';\nexport const x = useVideo;\n",
    );
    expect(fromLib).toContain("src/lib is shared by every feature and may not import the 'video' feature");
    expect(
      await boundaryErrors(
        'components/card.tsx',
        "import { useVideo } from '../features/video/api/video';\nexport const x = useVideo;\n",
      ),
    ).toHaveLength(1);
  });

  it('fails anything but main.tsx importing src/app, the composition root', async () => {
    const code = "import { router } from '../../../app/router';\nexport const r = router;\n";
    const [error] = await boundaryErrors('features/video/routes/video-page.tsx', code);
    expect(error).toContain('Nothing imports src/app');
    expect(
      await boundaryErrors('main.tsx', "import { App } from './app/app';\nexport const a = App;\n"),
    ).toEqual([]);
  });

  it("fails a request helper called outside a feature's api folder", async () => {
    const code = [
      "import { request } from '../../../lib/api-client';",
      "import { useApi } from '../../../lib/use-api';",
      'export const calls = [request, useApi];',
      '',
    ].join('\n');
    const errors = await boundaryErrors('features/video/components/publish-button.tsx', code);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("'request' calls the server: call it from the feature's api/ folder");
    expect(await boundaryErrors('features/video/api/video.ts', code)).toEqual([]);
    // The error class is no call: components still tell a rejected input from a failure.
    expect(
      await boundaryErrors(
        'features/video/components/x.tsx',
        "import { ApiError } from '../../../lib/api-client';\nexport const E = ApiError;\n",
      ),
    ).toEqual([]);
  });
});
