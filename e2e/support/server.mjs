// Starts the production server for the browser tests: built site, real lowdb store in a fresh temp folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.NODE_ENV = 'production';
process.env.PORT = '3100';
process.env.HOST = '127.0.0.1';
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'synapse-e2e-'));
process.env.ADMIN_PASSWORD = 'e2e-admin-password';
process.env.JOIN_RATE_LIMIT = '0';
delete process.env.DATABASE_URL;
await import('../../dist/node/server/main.js');
