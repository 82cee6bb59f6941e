import cluster from 'node:cluster';
import { join } from 'node:path';
import { runPrimary } from './cluster.js';
import { loadConfig, loadLogSettings } from './config.js';
import { letHeapGrowWhileStarting } from './heapGrowth.js';
import { configureLogging } from './logging/logger.js';
import { warnWithoutPublicUrl } from './mail/loopSettings.js';
import { reportStartFailure } from './processSignals.js';
import { DATA_FILE } from './store/lowdb/fileNames.js';
import { readAhead } from './store/lowdb/readAhead.js';

letHeapGrowWhileStarting();

/** The web deployment's process: configuration from the environment, clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  await configureLogging(loadLogSettings());
  const config = loadConfig();
  // Once per deployment, not once per worker: the primary says it before forking.
  if (cluster.isPrimary) warnWithoutPublicUrl(config);
  // WORKERS=N (PostgreSQL only, checked by loadConfig): this process forks the N that serve.
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  // The embedded store's snapshot comes off the disk while the server's modules load (issue 30,
  // item 2: at a million entries, 220 MB and a quarter of a second of the start).
  if (!config.databaseUrl) readAhead(join(config.dataDir, DATA_FILE));
  const { serve } = await import('./serve.js');
  await serve(config);
}

main().catch(reportStartFailure);
