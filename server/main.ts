import { ConfigError, loadConfig } from './config.js';
import { startServer } from './server.js';
import { CorruptDataFileError } from './store/types.js';

/** The web deployment's process: configuration from the environment, clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startServer(config);
  console.log(`Synapse is listening on ${running.url} (data in ${config.dataDir})`);

  const shutdown = (signal: string) => {
    console.log(`${signal} received: finishing requests in flight and flushing the store...`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof CorruptDataFileError || error instanceof ConfigError) {
    console.error(`Synapse cannot start: ${error.message}`);
  } else {
    console.error('Synapse cannot start:', error);
  }
  process.exit(1);
});
