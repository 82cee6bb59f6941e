import { resolve } from 'node:path';
import { boothServerConfig } from '../booth/kiosk/boothConfig.js';
import { boothToolEnvironment, loadLogSettings } from '../config.js';
import { configureLogging, log } from '../logging/logger.js';
import { reportStartFailure, stopOnSignals } from '../processSignals.js';
import { startServer } from '../server.js';

/**
 * `npm run booth`: the kiosk's embedded server without Electron, from the same configuration
 * function as the Electron main process (loopback, source "kiosk", the operator PIN, booth sync),
 * for a Chromium kiosk on a small Linux booth and for the browser tests. docs/booth.md gives the
 * Chromium command line and the lock-down steps.
 */
async function main(): Promise<void> {
  const env = boothToolEnvironment();
  await configureLogging(loadLogSettings(env));
  const config = boothServerConfig({
    dataDir: resolve(env.DATA_DIR!),
    webRoot: resolve(env.WEB_ROOT!),
    env,
    defaultPort: 3000,
  });
  const running = await startServer(config);
  // Before the line that says it listens: whoever reads that line may stop it at once.
  stopOnSignals(running);
  log.info(
    { url: running.url },
    `Synapse booth is listening on ${running.url} (data in ${config.dataDir})`,
  );
  log.info(`Open it full screen: chromium --kiosk --app=${running.url}/?kiosk=1`);
}

main().catch(reportStartFailure);
