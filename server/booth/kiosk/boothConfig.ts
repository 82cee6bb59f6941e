import { join } from 'node:path';
import { loadConfig, type ServerConfig } from '../../config.js';

export interface BoothServerInput {
  /** Where the booth keeps its data: Electron's userData/data, or DATA_DIR for `npm run booth`. */
  dataDir: string;
  /** The built site (out/renderer or dist/web), or null for an API-only server in tests. */
  webRoot: string | null;
  /** The environment: PORT, ADMIN_PASSWORD, KIOSK_PIN, SYNC_URL, SYNC_API_KEY, EVENT_NAME... */
  env: NodeJS.ProcessEnv;
  /** The port when the environment names none: 0 (a free one) in Electron, 3000 for a browser. */
  defaultPort: number;
}

/** The booth's own data folder inside Electron's userData folder. */
export function kioskDataDir(userDataDir: string): string {
  return join(userDataDir, 'data');
}

/**
 * The one configuration of a booth's server, for the Electron kiosk and `npm run booth` alike
 * (docs/product.md §14, "Booth operations"): 127.0.0.1 only, no join rate limit, form
 * sign-ups stored with source "kiosk", lowdb, the operator PIN, and booth sync from the
 * environment. Everything else goes through loadConfig and keeps its validated default.
 */
export function boothServerConfig({
  dataDir,
  webRoot,
  env,
  defaultPort,
}: BoothServerInput): ServerConfig {
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: env.PORT ?? String(defaultPort),
    DATA_DIR: dataDir,
    JOIN_RATE_LIMIT: '0',
    DATABASE_URL: undefined,
    WORKERS: '1',
    WEB_ROOT: undefined,
  });
  return {
    ...config,
    formSource: 'kiosk',
    webRoot,
    databaseUrl: undefined,
    booth: { pin: config.kioskPin },
  };
}
