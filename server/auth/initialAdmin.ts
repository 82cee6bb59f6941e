import { randomBytes } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurably } from '../files/durableFile.js';
import { log } from '../logging/logger.js';
import type { Store } from '../store/types.js';
import { hashPassword } from './password.js';

export const ADMIN_USERNAME = 'admin';
export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

export const ADMIN_PASSWORD_IGNORED =
  `ADMIN_PASSWORD is ignored: the team's first owner exists already and keeps its password. ` +
  'To set a new one, stop the server and run: npm run admin:reset-password';

/** What the admin routes need to know about the first start. */
export interface AdminAccount {
  /** Called after a password change: the generated password is no longer valid. */
  onPasswordChanged(username: string): Promise<void>;
}

/**
 * Creates user "admin", the team's first owner (issue 40), at the first start: ADMIN_PASSWORD, or a generated password kept in
 * DATA_DIR/initial-admin-password (mode 0600) until it is changed; the log says where.
 */
export async function ensureAdminUser(
  store: Store,
  dataDir: string,
  adminPassword: string | undefined,
): Promise<AdminAccount> {
  const file = join(dataDir, INITIAL_PASSWORD_FILE);
  if ((await store.listUsers()).some((user) => user.role === 'owner')) {
    if (adminPassword) log.warn(ADMIN_PASSWORD_IGNORED);
  } else {
    const password = adminPassword ?? randomBytes(18).toString('base64url');
    const created = await store.createUser(ADMIN_USERNAME, await hashPassword(password));
    if (created && !adminPassword) {
      await writeFileDurably(file, password + '\n');
      await chmod(file, 0o600);
      // The password itself never goes into the log, which a log collector keeps and shows.
      log.info(
        `Created admin user "${ADMIN_USERNAME}" with a generated password: read it in ${file} ` +
          '(it stays there until you change it in the admin dashboard).',
      );
    }
  }
  return {
    async onPasswordChanged(username) {
      if (username === ADMIN_USERNAME) await rm(file, { force: true });
    },
  };
}
