import { inject } from 'vitest';
import { lowerHashCostForTests } from '../auth/password.js';
import { logToTestConsole } from './logCapture.js';
import { shareTestPostgres } from './postgres.js';

// Run before every test file (vitest.config.ts).

// Every test file of the run uses its one PostgreSQL (postgresGlobalSetup.ts).
shareTestPostgres(inject('sharedPostgres') ?? undefined);

// Every test server hashes its admin password: a cheap scrypt cost for a test run, set in
// vitest.config.ts (server/auth/password.test.ts pins the production cost).
lowerHashCostForTests(Number(process.env.TEST_PASSWORD_HASH_N));

// A test server's log goes through the console (logCapture.ts); a test may capture it instead.
await logToTestConsole();
