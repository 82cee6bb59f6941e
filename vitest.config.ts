import { defineConfig } from 'vitest/config';
import { siteAliases } from './aliases.config.ts';

/**
 * The tests that start the built server or other processes, or need the whole machine (a build,
 * a PostgreSQL of their own, npm audit): a group of their own, one file at a time, after the rest.
 */
const PROCESS_TESTS = [
  'server/reliability/crash.test.ts',
  'server/reliability/shutdown.test.ts',
  'server/reliability/outboxCrash.test.ts',
  'server/reliability/outboxTwoWorkers.test.ts',
  'server/booth/sync/boothSync.test.ts',
  'server/booth/sync/boothLeadSync.test.ts',
  'server/booth/sync/kioskVisitorLinks.test.ts',
  'server/store/postgres/twoProcesses.test.ts',
  'server/store/postgres/faults.test.ts',
  'server/security/supplyChain.test.ts',
  'scripts/build/bundleServer.test.ts',
  'server/backups/backupUnderLoad.test.ts',
  'server/backups/postgresRestore.test.ts',
  'server/operations/readiness.test.ts',
  'server/operations/clusterMetrics.test.ts',
];

/**
 * Files that load a module for its side effects under a module double (vi.mock): each needs a
 * module graph of its own. Every other file shares its worker's loaded modules with the files
 * before it, which saves most of a run's import time.
 */
const ISOLATED_TESTS = [
  'electron/main/index.test.ts',
  'electron/main/startFailure.test.ts',
  'src/lib/idle.test.ts',
];

/** Tests of the PostgreSQL store alone, left out of a run on lowdb only (`npm run test:quick`). */
const POSTGRES_ONLY = [
  'server/store/postgres/**',
  'server/store/**/*.rule.test.ts',
  'server/store/entries/postgresJoinBatch.test.ts',
  'server/store/loop/postgresOutboxAttempts.test.ts',
  // Contracts that hold both stores side by side.
  'server/store/entries/addressSearch.contract.test.ts',
];
const lowdbOnly = process.env.TEST_STORES === 'lowdb';

export default defineConfig({
  resolve: { alias: siteAliases },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Both cores: most files wait on HTTP, fsync or PostgreSQL as much as they compute.
    maxWorkers: 2,
    isolate: false,
    // A passing test's server logs are noise; a failing one's are printed with it.
    silent: 'passed-only',
    env: {
      // Every test server hashes its admin password: a cheap scrypt cost for tests, set by
      // testRunSetup.ts (server/auth/password.test.ts pins the production cost).
      TEST_PASSWORD_HASH_N: '1024',
    },
    // One PostgreSQL for the whole run, with a template every test database is copied from.
    globalSetup: ['server/testing/postgresGlobalSetup.ts'],
    setupFiles: ['server/testing/testRunSetup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'electron/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [
            ...PROCESS_TESTS,
            ...ISOLATED_TESTS,
            ...(lowdbOnly ? POSTGRES_ONLY : []),
            '**/node_modules/**',
          ],
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: ISOLATED_TESTS, isolate: true },
      },
      {
        // The API tests a second time, on the run's PostgreSQL (or TEST_DATABASE_URL).
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['server/routes/**/*.test.ts', 'server/booth/routes/**/*.test.ts'],
          setupFiles: ['server/testing/postgresApiSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: PROCESS_TESTS,
          globalSetup: ['server/testing/serverBuildSetup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
