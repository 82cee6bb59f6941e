/**
 * The kiosk's one reader of process.env (the server's settings come from server/config.ts).
 * The userData folder's name under the OS's app-data folder is fixed so that development runs,
 * packaged builds and updates all find the same data (README "Booth kiosk (operators)").
 */
export const USER_DATA_FOLDER = 'Synapse';

export interface KioskEnvironment {
  /** SYNAPSE_KIOSK_IDLE_SECONDS, parsed by parseIdleSeconds; the --idle-seconds switch wins. */
  idleSeconds: string | undefined;
  /** ADMIN_PASSWORD for the first start of the embedded server. */
  adminPassword: string | undefined;
}

export function kioskEnvironment(env: NodeJS.ProcessEnv = process.env): KioskEnvironment {
  return { idleSeconds: env.SYNAPSE_KIOSK_IDLE_SECONDS, adminPassword: env.ADMIN_PASSWORD };
}
