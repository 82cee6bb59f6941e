import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config.js';
import { log } from './logging/logger.js';
import { loadSessionSecret } from './secrets.js';

/** A worker that dies this soon after the last restart waits a little, so a crash loop stays slow. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary of WORKERS=N (PostgreSQL only): forks N app processes that share one port,
 * restarts one that dies unexpectedly, and forwards SIGTERM/SIGINT so every worker drains.
 * A worker that fails before it listens stops everything: a bad start will not get better.
 */
export async function runPrimary(config: ServerConfig): Promise<void> {
  // Every worker must sign cookies with the same secret: make it exist before any of them reads it.
  await loadSessionSecret(config.dataDir, config.sessionSecret);
  const listening = new Set<number>();
  let stopping = false;
  // A scrape of any worker answers every worker's figures, summed (issue 41).
  if (config.metricsToken) (await import('./operations/scrape.js')).gatherWorkerScrapes();

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker.id));
    return worker;
  };

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };

  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!started) {
      log.error(`A worker could not start (exit ${signal ?? code}); stopping the others.`);
      process.exitCode = 1;
      stopAll('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    log.error(`Worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log.info(`${signal} received: asking ${config.workers} workers to drain...`);
      stopAll(signal);
    });
  }

  log.info(
    `Synapse primary ${process.pid}: starting ${config.workers} workers on port ${config.port}`,
  );
  for (let index = 0; index < config.workers; index += 1) fork();
}
