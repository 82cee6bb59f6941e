import type { ServerConfig } from './config.js';
import { collectStartGarbage } from './heapGrowth.js';
import { log } from './logging/logger.js';
import { stopOnSignals } from './processSignals.js';
import { startServer } from './server.js';
import { describeDatabaseUrl } from './store/postgres/databaseUrl.js';

/**
 * The web deployment's server, started by main.ts once the configuration is read: a module of its
 * own, loaded while the store's snapshot is read ahead (store/lowdb/readAhead.ts).
 */
export async function serve(config: ServerConfig): Promise<void> {
  const running = await startServer(config);
  collectStartGarbage();
  const data = config.databaseUrl
    ? `waitlist in PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}`
    : `data in ${config.dataDir}`;
  // Before the line that says it listens: whoever reads that line may stop it at once.
  stopOnSignals(running);
  // Tests, scripts and the browser tests' runner find the address in this text, in either format.
  log.info({ url: running.url }, `Synapse is listening on ${running.url} (${data})`);
}
