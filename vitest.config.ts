import { defineConfig } from 'vitest/config';
import { siteAliases } from './aliases.config.ts';

export default defineConfig({
  resolve: { alias: siteAliases },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
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
        },
      },
      {
        // The API tests a second time, on a throwaway PostgreSQL (or TEST_DATABASE_URL).
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['server/routes/**/*.test.ts'],
          globalSetup: ['server/testing/postgresGlobalSetup.ts'],
          setupFiles: ['server/testing/postgresApiSetup.ts'],
        },
      },
    ],
  },
});
