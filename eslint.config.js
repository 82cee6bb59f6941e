import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/lint/importBoundaries.mjs';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'server/testing/**'];
const ONE_FETCH = 'Call the API through src/lib/api.ts (apiJson, apiRequest).';
const ONE_PATH_TABLE =
  'Name API paths through src/shared/apiPaths.ts (apiPaths, pathTo, API_MOUNTS).';
const API_PATH = '/^\\/api(\\/|$)/';
const ONE_CONFIG =
  'Read settings in server/config.ts (or electron/main/config.ts) and pass them down.';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'out',
      'release',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // STYLE "Folders show the architecture": the layering, checked on every import.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'electron/**/*.ts'],
    plugins: { synapse: importBoundaries },
    rules: { 'synapse/import-boundaries': 'error' },
  },
  // STYLE "Errors and boundaries": the site has one fetch wrapper; settings come from one module
  // per process (server/config.ts, electron/main/config.ts) and are passed down.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api.ts', ...TESTS],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: ONE_FETCH }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: ONE_FETCH },
        { object: 'globalThis', property: 'fetch', message: ONE_FETCH },
        { object: 'process', property: 'env', message: ONE_CONFIG },
      ],
    },
  },
  // STYLE "Folders show the architecture": a feature's API calls live in its api.ts files.
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['**/api.ts', ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lib/api',
              importNames: ['apiJson', 'apiRequest'],
              message: "Call the API from the feature's api.ts and import that.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'electron/**/*.ts'],
    ignores: ['server/config.ts', 'electron/main/config.ts', ...TESTS],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: ONE_CONFIG },
      ],
    },
  },
  // Issue 19: every API path is written once, in src/shared/apiPaths.ts; a string or template
  // piece starting with /api is a second copy that can drift.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'electron/**/*.ts'],
    ignores: ['src/shared/apiPaths.ts', ...TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${API_PATH}]`, message: ONE_PATH_TABLE },
        { selector: `TemplateElement[value.raw=${API_PATH}]`, message: ONE_PATH_TABLE },
      ],
    },
  },
);
