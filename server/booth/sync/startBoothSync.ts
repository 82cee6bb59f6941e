import type { BoothSyncConfig, ServerConfig } from '../../config.js';
import type { Store } from '../../store/types.js';
import { BoothSyncer } from './boothSyncer.js';

const DEFAULTS: BoothSyncConfig = { intervalMs: 10_000, retryMaxMs: 60_000 };

/**
 * Every lowdb deployment (a booth, a small site) can push its sign-ups to a web deployment; it
 * idles until SYNC_URL and SYNC_API_KEY, or the dashboard's panel, say where. PostgreSQL
 * deployments are the web side and have no syncer.
 */
export async function startBoothSync(
  config: ServerConfig,
  store: Store,
): Promise<BoothSyncer | undefined> {
  if (store.kind !== 'lowdb') return undefined;
  const { url, apiKey, event, ...timing } = config.boothSync ?? DEFAULTS;
  const syncer = await BoothSyncer.open({
    store,
    dataDir: config.dataDir,
    environment: { url, apiKey, event },
    allowPrivate: config.webhookAllowPrivate ?? false,
    ...(config.now ? { now: () => new Date(config.now!()) } : {}),
    ...timing,
  });
  syncer.start();
  return syncer;
}
