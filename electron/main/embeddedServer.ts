import { boothServerConfig, kioskDataDir } from '../../server/booth/kiosk/boothConfig.js';
import { loadLogSettings, type ServerConfig } from '../../server/config.js';
import { configureLogging, startServer } from '../../server/server.js';

export { kioskDataDir };

export interface EmbeddedServerInput {
  /** Electron's app.getPath('userData'): the data survives restarts and updates. */
  userDataDir: string;
  /** The built renderer (out/renderer), or null for an API-only server in tests. */
  webRoot: string | null;
  /** The kiosk's environment (ADMIN_PASSWORD, KIOSK_PIN, SYNC_URL, SYNC_API_KEY, EVENT_NAME). */
  env?: NodeJS.ProcessEnv;
}

export interface EmbeddedServer {
  url: string;
  dataDir: string;
  /** Finishes requests in flight and flushes the store to disk. */
  stop(): Promise<void>;
}

/** The server the kiosk embeds: the booth's configuration on a free port of 127.0.0.1. */
export function kioskServerConfig(input: EmbeddedServerInput): ServerConfig {
  return boothServerConfig({
    dataDir: kioskDataDir(input.userDataDir),
    webRoot: input.webRoot,
    env: input.env ?? {},
    defaultPort: 0,
  });
}

/** The embedded server's log as LOG_LEVEL and LOG_FORMAT say: JSON lines unless on a terminal. */
export function configureServerLog(env: NodeJS.ProcessEnv = {}): Promise<void> {
  return configureLogging(loadLogSettings(env));
}

export async function startEmbeddedServer(input: EmbeddedServerInput): Promise<EmbeddedServer> {
  const config = kioskServerConfig(input);
  const running = await startServer(config);
  return { url: running.url, dataDir: config.dataDir, stop: () => running.stop() };
}
