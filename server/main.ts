import cluster from 'node:cluster';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { runPrimary } from './cluster.js';
import { loadConfig } from './config.js';
import { reportStartFailure, stopOnSignals } from './processSignals.js';
import { startServer } from './server.js';
import { describeDatabaseUrl } from './store/postgres/pool.js';

// Under load V8 lets the heap grow to several times what is live before a full collection; the
// embedded store keeps the whole waitlist in memory, so cap the growth at 40% to keep the
// process near its data (issue 7: RSS ≤ 250 MB at 100,000 entries) for a little more GC work.
const HEAP_GROWING_PERCENT = 40;
// While the store loads, everything it reads stays: at 40% a million entries took eight full
// collections, each marking all that was loaded so far (1.6 s of a 6.8 s open, issue 30). The
// heap may triple instead while the server starts, and once it has, its garbage (the snapshot's
// bytes among it, 219 MB at a million) is collected once and the cap is back.
v8.setFlagsFromString('--heap-growing-percent=200');

/** One full collection now: the start's garbage, left behind while the heap was let grow. */
function collectStartGarbage(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The web deployment's process: configuration from the environment, clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  // WORKERS=N (PostgreSQL only, checked by loadConfig): this process forks the N that serve.
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  const running = await startServer(config);
  collectStartGarbage();
  const data = config.databaseUrl
    ? `waitlist in PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}`
    : `data in ${config.dataDir}`;
  console.log(`Synapse is listening on ${running.url} (${data})`);

  stopOnSignals(running);
}

main().catch(reportStartFailure);
