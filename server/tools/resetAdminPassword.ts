import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { audit } from '../audit/audit.js';
import { ADMIN_USERNAME, INITIAL_PASSWORD_FILE } from '../auth/initialAdmin.js';
import { hashPassword } from '../auth/password.js';
import { newPasswordProblem } from '../auth/passwordPolicy.js';
import { ConfigError, loadConfig, type ServerConfig } from '../config.js';
import { writeFileDurably } from '../files/durableFile.js';
import { CorruptDataFileError, StoreStartError } from '../store/errors.js';
import { openStore } from '../store/openStore.js';
import type { Store } from '../store/types.js';

/**
 * `npm run admin:reset-password` (issue 20, finding 3): sets the admin's password on either store
 * and ends every one of its sessions. The password is ADMIN_PASSWORD when set (it must pass the
 * dashboard's rules); otherwise a random one, printed once and kept in DATA_DIR/initial-admin-password
 * (mode 0600) until it is changed. With the embedded store, stop the server first: one process
 * owns the data folder. With `--clear-two-factor` it also switches two-factor sign-in off, for an
 * admin who lost the authenticator and the recovery codes. It acts on the team's first owner, or
 * on the member whose e-mail is given (issue 40, item 4): `npm run admin:reset-password -- a@b.c`.
 */
export const CLEAR_TWO_FACTOR_FLAG = '--clear-two-factor';

export async function resetAdminPassword(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  password?: string,
  { clearTwoFactor = false, email }: { clearTwoFactor?: boolean; email?: string } = {},
): Promise<string> {
  const chosen = password ?? randomBytes(18).toString('base64url');
  const problem = newPasswordProblem(chosen);
  if (problem) throw new ConfigError(problem);
  await mkdir(config.dataDir, { recursive: true });
  const file = join(config.dataDir, INITIAL_PASSWORD_FILE);
  const store = await openStore(config);
  try {
    const hash = await hashPassword(chosen);
    const username = await accountToReset(store, email);
    if (!(await store.createUser(username, hash))) await store.setPasswordHash(username, hash);
    const ended = await store.endUserSessions(username);
    const cleared = clearTwoFactor && (await store.getTwoFactor(username)) !== undefined;
    if (cleared) await store.setTwoFactor(username, null);
    await audit(store, {
      action: 'password-reset',
      actor: 'system',
      detail:
        `npm run admin:reset-password for ${username}; ${ended} session(s) ended` +
        (cleared ? '; two-factor cleared' : ''),
    });
    if (password) {
      await rm(file, { force: true });
    } else {
      await writeFileDurably(file, chosen + '\n');
      await chmod(file, 0o600);
    }
    console.log(
      `The password of "${username}" was reset and ${ended} session(s) ended.` +
        (cleared ? ' Two-factor sign-in is off; switch it on again in the settings area.' : '') +
        (password ? '' : `\nNew password: ${chosen}\nIt is also in ${file} until you change it.`),
    );
    return chosen;
  } finally {
    await store.close();
  }
}

/** The member named by e-mail, else the first owner, else "admin" (created as the first owner). */
async function accountToReset(store: Store, email: string | undefined): Promise<string> {
  if (email) {
    const member = await store.findUser(email);
    if (!member) throw new ConfigError(`No member of the team has the e-mail ${email}.`);
    return member.username;
  }
  const owner = (await store.listUsers()).find((user) => user.role === 'owner');
  return owner?.username ?? ADMIN_USERNAME;
}

// Node resolves the module's own URL through symlinks (a linked node_modules); compare alike.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const config = loadConfig();
  const clearTwoFactor = process.argv.includes(CLEAR_TWO_FACTOR_FLAG);
  const email = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  resetAdminPassword(config, config.adminPassword, { clearTwoFactor, email }).catch(
    (error: unknown) => {
      const known = [ConfigError, CorruptDataFileError, StoreStartError].some(
        (kind) => error instanceof kind,
      );
      console.error(
        `admin:reset-password failed: ${known ? (error as Error).message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
