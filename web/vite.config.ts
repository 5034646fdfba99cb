import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * GET /config.json from TUBES_WEB_CONFIG (set by the local platform, bin/local.ts). In the cloud the web
 * stack deploys a real config.json next to index.html, so the app loads its configuration the same way
 * everywhere and one build serves every stage.
 */
function runtimeConfig(): Plugin {
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/config.json') return next();
    const raw = process.env.TUBES_WEB_CONFIG;
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    if (!raw) {
      res.statusCode = 503;
      res.end(
        JSON.stringify({ message: 'TUBES_WEB_CONFIG is not set: start the web app through `npm start`' }),
      );
      return;
    }
    try {
      res.end(JSON.stringify(JSON.parse(raw)));
    } catch {
      res.statusCode = 500;
      res.end(JSON.stringify({ message: 'TUBES_WEB_CONFIG is not valid JSON' }));
    }
  };
  return {
    name: 'tubes-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

/**
 * The generation of the apex's last-used-organization record, for the tenants' new tabs on
 * `*.localhost` (web/src/app/model/organization-record.ts): the apex sets its record only on the way
 * to a tenant address carrying `commingFrom`, so every such request counts as a (possible) change.
 * Handed to every host in a cookie; it starts afresh (from the clock) with every server, so an answer
 * kept under an earlier server is asked for again.
 */
function organizationRecordGeneration(): Plugin {
  let generation = Date.now();
  const count = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const query = req.url?.split('?')[1];
    if (query && new URLSearchParams(query).has('commingFrom')) generation += 1;
    // RECORD_GENERATION_COOKIE of organization-record.ts
    res.setHeader('set-cookie', `tubesOrganizationRecord=${generation}; Path=/; SameSite=Lax`);
    next();
  };
  return {
    name: 'tubes-organization-record-generation',
    configureServer: (server) => void server.middlewares.use(count),
    configurePreviewServer: (server) => void server.middlewares.use(count),
  };
}

/** Libraries grouped by how often they change and who needs them; route code stays in its lazy chunk. */
const vendorGroups: [name: string, test: RegExp][] = [
  [
    'react',
    // swr with React (it imports React): the zod chunk the boot's requests need stays free of both.
    /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|swr|dequal)[\\/]/,
  ],
  [
    'chakra',
    // Not @chakra-ui/charts: it stays with recharts in the report pages' lazy chunk.
    /node_modules[\\/](@chakra-ui(?![\\/]charts[\\/])|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|@swc|stylis|next-themes|proxy-compare|uqr)[\\/]/,
  ],
  [
    'i18n',
    /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
  ],
  ['data', /node_modules[\\/]zod[\\/]/],
];

const port = Number(process.env.TUBES_WEB_PORT ?? 5173);

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), runtimeConfig(), organizationRecordGeneration()],
  // `#shared/…` imports (tsconfig.json paths): the code the web app shares with the functions.
  resolve: { alias: { '#shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  server: {
    port,
    strictPort: true,
    // Tenants are sub-domains: acme.localhost, globex.localhost… (toolchain.md)
    allowedHosts: ['.localhost'],
  },
  preview: {
    port,
    strictPort: true,
    allowedHosts: ['.localhost'],
  },
  optimizeDeps: {
    // Pre-bundle everything lazy routes use at server start, so the first visit never triggers a
    // re-optimization and full page reload (which makes first loads and e2e runs flaky).
    entries: ['index.html', 'src/**/*.tsx'],
    include: [
      'react',
      'react-dom/client',
      'react/jsx-runtime',
      'react-router-dom',
      'swr',
      'i18next',
      'react-i18next',
      '@chakra-ui/react',
      '@emotion/react',
      'zod',
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map(([name, test]) => ({ name, test })),
        },
      },
    },
  },
});
