import type { TestProject } from 'vitest/node';
import {
  createTemplate,
  startTestPostgres,
  testsPostgres,
  shareTestPostgres,
  type SharedTestPostgres,
} from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one PostgreSQL, or null on a run on lowdb only (TEST_STORES=lowdb). */
    sharedPostgres: SharedTestPostgres | null;
  }
}

interface RunWide {
  shared: Promise<SharedTestPostgres | null>;
  stop: () => Promise<void>;
  users: number;
}

const KEY = Symbol.for('synapse.testPostgres');
const holder = globalThis as { [KEY]?: RunWide };

async function startRunWide(): Promise<RunWide> {
  const runWide: RunWide = { shared: Promise.resolve(null), stop: async () => undefined, users: 0 };
  if (!testsPostgres()) return runWide;
  // A server of its own: the tests' own servers always share this one.
  const postgres = await startTestPostgres({ private: true });
  const template = await createTemplate(postgres.adminUrl);
  runWide.shared = Promise.resolve({ adminUrl: postgres.adminUrl, template });
  runWide.stop = () => postgres.stop();
  return runWide;
}

/**
 * One PostgreSQL server for the whole vitest run, every project's (each project calls this
 * setup; the first starts the server, the last to finish stops it), with one template database
 * migrated once, from which each test's database is copied. Only the faults test starts its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pending = (holder[KEY] ??= {
    shared: startRunWide().then((runWide) => {
      pending.stop = runWide.stop;
      return runWide.shared;
    }),
    stop: async () => undefined,
    users: 0,
  });
  pending.users += 1;
  const shared = await pending.shared;
  project.provide('sharedPostgres', shared);
  shareTestPostgres(shared ?? undefined);
  return async () => {
    pending.users -= 1;
    if (pending.users > 0) return;
    delete holder[KEY];
    await pending.stop();
  };
}
