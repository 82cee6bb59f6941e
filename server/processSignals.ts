import { ConfigError } from './config.js';
import { log } from './logging/logger.js';
import { CorruptDataFileError, StoreStartError } from './store/errors.js';

/** On SIGINT or SIGTERM: finish the requests in flight, flush the store, then exit. */
export function stopOnSignals(running: { stop(): Promise<void> }): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    // A worker may get the signal twice: from the terminal's process group and from the primary.
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing requests in flight and flushing the store...`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/** A start that failed: the known failures in one line a person reads, others with their stack. */
export function reportStartFailure(error: unknown): never {
  const known = [ConfigError, CorruptDataFileError, StoreStartError].some(
    (kind) => error instanceof kind,
  );
  if (known) log.fatal(`Synapse cannot start: ${(error as Error).message}`);
  else log.fatal({ err: error }, 'Synapse cannot start');
  process.exit(1);
}
