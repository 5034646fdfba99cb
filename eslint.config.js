// One lint setup for the whole repository (functions, infra, shared, web, tests).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webBoundaries } from './web/eslint-boundaries.js';

// zod's named `z` is a namespace object bundlers cannot shake: it carries zod's 64 error locales into
// every Lambda bundle (npm run bench); the namespace import lets esbuild drop them.
const ZOD_NAMESPACE_ONLY = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Import zod as `import * as z from 'zod'` (the named z bundles all of zod's locales).",
};

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', '.local', 'web/dist', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Architecture boundaries (design.md §2): shared imports nothing of ours; web and functions never
    // import each other or infra.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/functions/**', '**/web/**', '**/infra/**', '@aws-sdk/*', 'react', 'react-dom'] },
      ],
    },
  },
  {
    files: ['shared/**/*.ts', 'functions/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ZOD_NAMESPACE_ONLY] },
  },
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/infra/**'] }] },
  },
  {
    // A Lambda bundles what it imports: the contract's index holds every endpoint (each schema built at
    // module load), so functions import their endpoint's own module; types may come from the index.
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '#shared/api/index.js',
              allowTypeImports: true,
              message:
                "Import the endpoint's own module (#shared/api/endpoints/<module>.js): the index bundles every endpoint.",
            },
          ],
        },
      ],
    },
  },
  {
    // The data layer's entities are private to functions/core/data: everything else reads and writes
    // through its repositories and names stored shapes through core/data/items.ts.
    files: ['functions/**/*.ts'],
    ignores: ['functions/core/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '**/infra/**'] },
            {
              group: ['**/data/entities', '**/data/entities/**', '**/entities/*.js'],
              message:
                'Entities are private to functions/core/data: use its repositories (and core/data/items.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/functions/**', '**/infra/**'] }] },
  },
  {
    // Inside the web app (design.md §9): features do not import features, src/lib and src/components do
    // not import features, nothing but main.tsx imports src/app (the composition root), and only a
    // feature's api/ folder calls the request helpers.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: { 'web/zones': 'error' },
  },
);
