import cluster from 'node:cluster';
import { runPrimary } from './cluster.js';
import { loadConfig } from './config.js';
import { collectStartGarbage, letHeapGrowWhileStarting } from './heapGrowth.js';
import { reportStartFailure, stopOnSignals } from './processSignals.js';
import { startServer } from './server.js';
import { describeDatabaseUrl } from './store/postgres/databaseUrl.js';

letHeapGrowWhileStarting();

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
