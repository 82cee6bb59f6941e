import { resolve } from 'node:path';
import { boothServerConfig } from '../booth/boothConfig.js';
import { boothToolEnvironment } from '../config.js';
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
  const config = boothServerConfig({
    dataDir: resolve(env.DATA_DIR!),
    webRoot: resolve(env.WEB_ROOT!),
    env,
    defaultPort: 3000,
  });
  const running = await startServer(config);
  console.log(`Synapse booth is listening on ${running.url} (data in ${config.dataDir})`);
  console.log(`Open it full screen: chromium --kiosk --app=${running.url}/?kiosk=1`);
  stopOnSignals(running);
}

main().catch(reportStartFailure);
