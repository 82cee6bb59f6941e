import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/lint/importBoundaries.mjs';
import { importCycles } from './scripts/lint/importCycles.mjs';

/** The project's own rules: the architecture picture's import rules and its cycle check. */
const synapse = { rules: { ...importBoundaries.rules, ...importCycles.rules } };
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
      // The bundled config files Vite and electron-vite write beside their config while a build
      // runs (the kiosk's build runs beside the lint in npm test).
      '*.config.ts.*.mjs',
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
  // docs/architecture.md#the-layer-rules: the never-rules of the architecture picture, listed and
  // numbered in scripts/lint/layers.mjs, checked on every import; each has a planted violation in
  // scripts/lint/importBoundaries.test.ts or importCycles.test.ts.
  //
  // The store's convention, which its reorganisation by area keeps: outside server/store, code
  // imports only the store's interface modules: types.ts and every file named *Types.ts or
  // *Store.ts (a slice of the Store interface, in server/store/ or an area folder such as
  // server/store/entries/entryTypes.ts), capabilities.ts, errors.ts, openStore.ts and index.ts.
  // Engine code is every folder or file under server/store/ whose name starts with lowdb or
  // postgres (server/store/lowdb/, server/store/<area>/postgresEntries.ts); only server/main.ts,
  // server/server.ts (through openStore.ts) and server/tools/ open an engine. Inside, the store
  // imports no express, server/routes/, server/http/ or app.ts.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'electron/**/*.ts'],
    plugins: { synapse },
    rules: { 'synapse/import-boundaries': 'error', 'synapse/no-import-cycles': 'error' },
  },
  // No import cycles in the root configs, scripts, benchmarks and browser tests either (rule 15).
  {
    files: ['*.{ts,js}', 'scripts/**/*.{ts,mjs,js}', 'bench/**/*.{ts,mjs,js}', 'e2e/**/*.ts'],
    plugins: { synapse },
    rules: { 'synapse/no-import-cycles': 'error' },
  },
  // docs/architecture.md#the-layer-rules, 8 and 9: the site has one fetch wrapper; settings come
  // from one module per process (server/config.ts, electron/main/config.ts) and are passed down.
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
  // docs/architecture.md#the-layer-rules, 9: a feature's API calls live in its api.ts files (or
  // <what>Api.ts where one feature folder holds several, as the booth's hosts do).
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['**/api.ts', '**/*Api.ts', ...TESTS],
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
