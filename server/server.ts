import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { expressServer } from './http/expressServer.js';
import type { OutboxSender } from './mail/outboxSender.js';
import { startOutboxSender } from './mail/startSender.js';
import { startMilestoneSweep } from './rewards/milestoneSweep.js';
import { startBoothSync } from './booth/sync/startBoothSync.js';
import { OperatorPin } from './booth/kiosk/operatorPin.js';
import { startBackupSchedule, type BackupSchedule } from './backups/backupSchedule.js';
import { takeBackup } from './backups/takeBackup.js';
import { ensureAdminUser } from './auth/initialAdmin.js';
import { ConfigError, type AppConfig, type ServerConfig } from './config.js';
import { loadSessionSecret } from './secrets.js';
// The kiosk's main process configures the server's log through the server's entry.
export { configureLogging } from './logging/logger.js';
import { startBackgroundWork } from './store/capabilities.js';
import { lowdbDataFolder } from './store/assembly/lowdbDataFolder.js';
import { Readiness } from './operations/readiness.js';
import { openStore, type StoreHooks } from './store/openStore.js';
import type { Store } from './store/types.js';

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  server: Server;
  /** The outbox's sender in this process (issue 13). */
  outbox: OutboxSender;
  /** Stops taking requests, finishes the ones in flight, flushes the store. */
  stop(): Promise<void>;
}

/** How long in-flight requests get to finish at shutdown before their connections are cut. */
const DRAIN_MS = 10_000;

/** Opens the store, builds the app and listens: the process entry, the kiosk and the tests share this. */
export async function startServer(
  config: ServerConfig,
  hooks: StoreHooks = {},
): Promise<RunningServer> {
  await ensureDataDir(config.dataDir);
  const store = await openStore(config, hooks);
  try {
    const sessionSecret = await loadSessionSecret(config.dataDir, config.sessionSecret);
    const appConfig: AppConfig = { ...config, sessionSecret };
    const adminAccount = await ensureAdminUser(store, config.dataDir, config.adminPassword);
    const boothSync = await startBoothSync(config, store);
    const operatorPin = config.booth
      ? await OperatorPin.open(config.dataDir, config.booth.pin)
      : undefined;
    const readiness = new Readiness(store);
    const scrape = config.metricsToken
      ? (await import('./operations/startMetrics.js')).startMetrics(store, boothSync)
      : undefined;
    const app = createApp(appConfig, store, adminAccount, boothSync, operatorPin, {
      readiness,
      scrape,
    });
    const server = await listen(app, config.port, config.host).catch(async (error: unknown) => {
      await boothSync?.stop();
      throw error;
    });
    startBackgroundWork(store);
    const { port } = server.address() as AddressInfo;
    // Links in messages start at PUBLIC_URL; unset, at this server on this port.
    appConfig.loop = {
      ...config.loop,
      publicUrl: config.loop?.publicUrl ?? `http://localhost:${port}`,
    };
    const outbox = startOutboxSender(appConfig, store);
    const milestones = startMilestoneSweep(store);
    const backups = startBackups(config);
    const hostForUrl =
      config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    let stopping: Promise<void> | undefined;
    return {
      url: `http://${hostForUrl}:${port}`,
      port,
      store,
      server,
      outbox,
      stop: () =>
        (stopping ??= (async () => {
          // From the first moment: /readyz answers 503 and no new connection is taken.
          readiness.drain();
          const drained = drain(server);
          await Promise.all([
            drained,
            boothSync?.stop(),
            backups?.stop(),
            outbox.stop(),
            milestones.stop(),
          ]);
          // The answers in flight are sent: their commits are done; the store flushes the rest.
          await store.close();
        })()),
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** BACKUP_EVERY: the embedded store's data folder backed up on a schedule (issue 41, item 4). */
function startBackups(config: ServerConfig): BackupSchedule | undefined {
  const backups = config.backups;
  if (!backups?.everyMs || config.databaseUrl) return undefined;
  return startBackupSchedule({
    everyMs: backups.everyMs,
    keep: backups.keep,
    backupsDir: backups.dir,
    take: () =>
      takeBackup({ dataDir: config.dataDir, backupsDir: backups.dir, store: lowdbDataFolder }),
  });
}

function listen(app: ReturnType<typeof createApp>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = expressServer(app);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Stops listening and waits for the answers in flight, cutting what is left after DRAIN_MS. */
async function drain(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  timer.unref();
  await closed;
  clearTimeout(timer);
}

/** DATA_DIR holds the session secret even with DATABASE_URL: create it, or say why not in one line. */
async function ensureDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(`DATA_DIR ${dataDir} does not exist and cannot be created (${code}).`);
  }
}
