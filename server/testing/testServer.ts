import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIN_FORM_MS } from '../abuse/botCheck.js';
import type { ServerConfig } from '../config.js';
import { DEFAULT_REFERRAL_BOOST } from '../referrals/rules.js';
import { startServer, type RunningServer } from '../server.js';

export interface TestServer extends RunningServer {
  dataDir: string;
  config: ServerConfig;
  /** Stops the server and starts a new one on the same data folder. */
  restart(): Promise<TestServer>;
  /** Stops the server and deletes its data folder. */
  dispose(): Promise<void>;
}

/** Set by the API-on-PostgreSQL run: every new test server gets a fresh database of its own. */
let freshDatabase: (() => Promise<string>) | undefined;
const databaseByDataDir = new Map<string, string>();

export function useFreshDatabases(create: (() => Promise<string>) | undefined): void {
  freshDatabase = create;
  databaseByDataDir.clear();
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'synapse-test-'));
}

export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    sessionSecret: undefined,
    adminPassword: 'correct horse battery',
    databaseUrl: process.env.TEST_DATABASE_URL_FOR_APP,
    workers: 1,
    production: true,
    joinRateLimit: 0,
    referralBoost: DEFAULT_REFERRAL_BOOST,
    formMinMs: MIN_FORM_MS,
    trustProxy: false,
    formSource: 'form',
    webRoot: null,
    extraOrigins: [],
    ...overrides,
  };
}

/** A real server on 127.0.0.1 with a real store in a temp folder. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  dataDir?: string,
): Promise<TestServer> {
  const dir = dataDir ?? (await makeDataDir());
  // A restart on the same folder finds the same database, as a restarted process would.
  if (freshDatabase && !databaseByDataDir.has(dir)) {
    databaseByDataDir.set(dir, await freshDatabase());
  }
  const databaseUrl = databaseByDataDir.get(dir);
  const config = testConfig(dir, { ...(databaseUrl ? { databaseUrl } : {}), ...overrides });
  const running = await startServer(config);
  const testServer: TestServer = {
    ...running,
    dataDir: dir,
    config,
    restart: async () => {
      await running.stop();
      return startTestServer(overrides, dir);
    },
    dispose: async () => {
      await running.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return testServer;
}

/** JSON over real HTTP; answers the status, the parsed body and the headers. */
export async function request(
  url: string,
  init: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: unknown; headers: Headers; text: string }> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  } else if (init.rawBody !== undefined) {
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, headers: response.headers, text };
}
