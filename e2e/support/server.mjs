// Starts the production server for the browser tests: the built site and server (dist/, or
// E2E_BUILD_DIR with web/ and node/ inside), a real lowdb store in a fresh temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'dist');
const dataDir = mkdtempSync(join(tmpdir(), 'synapse-e2e-'));
process.env.NODE_ENV = 'production';
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.HOST = '127.0.0.1';
process.env.DATA_DIR = dataDir;
process.env.WEB_ROOT = join(buildDir, 'web');
process.env.ADMIN_PASSWORD = 'e2e-admin-password';
process.env.JOIN_RATE_LIMIT = '0';
delete process.env.DATABASE_URL;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(join(buildDir, 'node', 'server', 'main.js')).href);
