import { join } from 'node:path';
import { loadConfig, type ServerConfig } from '../../server/config.js';
import { startServer } from '../../server/server.js';

export interface EmbeddedServerInput {
  /** Electron's app.getPath('userData'): the data survives restarts and updates. */
  userDataDir: string;
  /** The built renderer (out/renderer), or null for an API-only server in tests. */
  webRoot: string | null;
  /** ADMIN_PASSWORD for the first start; without it a random one is written to the data folder. */
  adminPassword?: string;
}

export interface EmbeddedServer {
  url: string;
  dataDir: string;
  /** Finishes requests in flight and flushes the store to disk. */
  stop(): Promise<void>;
}

export function kioskDataDir(userDataDir: string): string {
  return join(userDataDir, 'data');
}

/**
 * The server the kiosk embeds (DECISIONS "Kiosk (Electron)", "Waitlist"): 127.0.0.1 on a free
 * port, no join rate limit, form sign-ups stored with source "kiosk". It goes through
 * loadConfig so that every other setting keeps its validated default.
 */
export function kioskServerConfig(input: EmbeddedServerInput): ServerConfig {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: kioskDataDir(input.userDataDir),
    JOIN_RATE_LIMIT: '0',
    ADMIN_PASSWORD: input.adminPassword,
  });
  return { ...config, formSource: 'kiosk', webRoot: input.webRoot, databaseUrl: undefined };
}

export async function startEmbeddedServer(input: EmbeddedServerInput): Promise<EmbeddedServer> {
  const config = kioskServerConfig(input);
  const running = await startServer(config);
  return { url: running.url, dataDir: config.dataDir, stop: () => running.stop() };
}
