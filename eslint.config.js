// One lint setup for the whole repository (functions, infra, shared, web, tests).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/infra/**'] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/functions/**', '**/infra/**'] }] },
  },
);
