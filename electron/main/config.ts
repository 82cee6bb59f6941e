import { join } from 'node:path';
import { kioskDataDir } from '../../server/booth/kiosk/boothConfig.js';

/**
 * The kiosk's one reader of process.env (the server's settings come from server/config.ts through
 * server/booth/kiosk/boothConfig.ts). The userData folder's name under the OS's app-data folder is fixed
 * so that development runs, packaged builds and updates all find the same data (docs/booth.md).
 */
export const USER_DATA_FOLDER = 'Synapse';

export interface KioskEnvironment {
  /** SYNAPSE_KIOSK_IDLE_SECONDS, parsed by parseIdleSeconds; the --idle-seconds switch wins. */
  idleSeconds: string | undefined;
  /** SYNAPSE_KIOSK_START_AT_LOGIN=on: the OS starts the kiosk when the booth user logs in. */
  startAtLogin: boolean;
  /** What the embedded server reads (ADMIN_PASSWORD, KIOSK_PIN, SYNC_URL, SYNC_API_KEY, EVENT_NAME...). */
  serverEnv: NodeJS.ProcessEnv;
}

export function kioskEnvironment(env: NodeJS.ProcessEnv = process.env): KioskEnvironment {
  return {
    idleSeconds: env.SYNAPSE_KIOSK_IDLE_SECONDS,
    startAtLogin: ['on', 'true', '1'].includes(env.SYNAPSE_KIOSK_START_AT_LOGIN ?? ''),
    serverEnv: env,
  };
}

/**
 * The kiosk backs its data up by itself (issue 41, item 4): a booth has no one to run `npm run
 * backup`, and a laptop's disk is what it has. Every hour into the data folder's backups/, the
 * newest 24 kept (BACKUP_KEEP's default); BACKUP_DIR, BACKUP_EVERY (`off` for none) and BACKUP_KEEP
 * in the environment change it.
 */
export const KIOSK_BACKUP_EVERY = '1h';

export function withKioskBackups(
  serverEnv: NodeJS.ProcessEnv,
  userDataDir: string,
): NodeJS.ProcessEnv {
  return {
    ...serverEnv,
    BACKUP_DIR: serverEnv.BACKUP_DIR || join(kioskDataDir(userDataDir), 'backups'),
    BACKUP_EVERY: serverEnv.BACKUP_EVERY || KIOSK_BACKUP_EVERY,
  };
}
