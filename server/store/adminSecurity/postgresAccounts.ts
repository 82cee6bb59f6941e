import type { TeamRole } from '../../../src/shared/team.js';
import type { Query } from '../postgres/readQuery.js';
import { withOwnersLocked, type Transaction } from './postgresOwners.js';
import type {
  NewAccount,
  SessionRecords,
  StoredSession,
  StoredUser,
  TeamChange,
  UserRecords,
} from './adminSecurityStore.js';

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  created_at: Date;
  email: string | null;
  name: string;
  role: TeamRole;
  booth_pin_hash: string | null;
  booth_pin_salt: string | null;
}

const USER_COLUMNS =
  'id, username, password_hash, created_at, email, name, role, booth_pin_hash, booth_pin_salt';

const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  username: row.username,
  passwordHash: row.password_hash,
  createdAt: row.created_at.toISOString(),
  email: row.email,
  name: row.name,
  role: row.role,
  boothPin:
    row.booth_pin_hash && row.booth_pin_salt
      ? { pinHash: row.booth_pin_hash, pinSalt: row.booth_pin_salt }
      : null,
});

/**
 * The admin's users and sessions in PostgreSQL (migration 1): the session table is the one
 * connect-pg-simple uses (postgresSessionStore.ts), so both see the same sessions.
 */
export function postgresAccounts(
  query: Query,
  transaction: Transaction,
  now: () => Date,
): UserRecords & SessionRecords {
  return {
    async findUser(usernameOrEmail: string): Promise<StoredUser | undefined> {
      const [row] = await query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM users WHERE username = $1 OR lower(email) = lower($1)
         ORDER BY username = $1 DESC LIMIT 1`,
        [usernameOrEmail],
      );
      return row ? toUser(row) : undefined;
    },

    async createUser(username: string, passwordHash: string): Promise<boolean> {
      const rows = await query(
        `INSERT INTO users (username, password_hash, created_at, role) VALUES ($1, $2, $3, 'owner')
         ON CONFLICT (username) DO NOTHING RETURNING id`,
        [username, passwordHash, now()],
      );
      return rows.length === 1;
    },

    async createAccount(account: NewAccount): Promise<StoredUser | undefined> {
      const [row] = await query<UserRow>(
        `INSERT INTO users (username, password_hash, created_at, email, name, role)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
        [account.username, account.passwordHash, now(), account.email, account.name, account.role],
      );
      return row ? toUser(row) : undefined;
    },

    async listUsers(): Promise<StoredUser[]> {
      const rows = await query<UserRow>(`SELECT ${USER_COLUMNS} FROM users ORDER BY id`);
      return rows.map(toUser);
    },

    setUserRole(username: string, role: TeamRole): Promise<TeamChange> {
      return withOwnersLocked(transaction, username, role, async (client) => {
        await client.query('UPDATE users SET role = $2 WHERE username = $1', [username, role]);
      });
    },

    async setBoothPin(username: string, pin: StoredUser['boothPin']): Promise<void> {
      await query('UPDATE users SET booth_pin_hash = $2, booth_pin_salt = $3 WHERE username = $1', [
        username,
        pin?.pinHash ?? null,
        pin?.pinSalt ?? null,
      ]);
    },

    removeUser(username: string): Promise<TeamChange> {
      return withOwnersLocked(transaction, username, undefined, async (client) => {
        // Two-factor goes with the row (ON DELETE CASCADE); sessions keep the name in their data.
        await client.query('DELETE FROM users WHERE username = $1', [username]);
        await client.query(`DELETE FROM session WHERE sess ->> 'username' = $1`, [username]);
        await client.query('DELETE FROM remembered_devices WHERE username = $1', [username]);
      });
    },

    async setPasswordHash(username: string, passwordHash: string): Promise<void> {
      await query('UPDATE users SET password_hash = $2 WHERE username = $1', [
        username,
        passwordHash,
      ]);
    },

    async getSession(sid: string): Promise<StoredSession | undefined> {
      const [row] = await query<{ sess: Record<string, unknown>; expire: Date }>(
        'SELECT sess, expire FROM session WHERE sid = $1 AND expire > $2',
        [sid, now()],
      );
      return row ? { data: row.sess, expiresAt: row.expire.getTime() } : undefined;
    },

    async setSession(sid: string, stored: StoredSession): Promise<void> {
      await query(
        `INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3)
         ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expire = excluded.expire`,
        [sid, JSON.stringify(stored.data), new Date(stored.expiresAt)],
      );
    },

    async listUserSessions(username: string) {
      const rows = await query<{ sid: string; sess: Record<string, unknown>; expire: Date }>(
        `SELECT sid, sess, expire FROM session WHERE sess ->> 'username' = $1 AND expire > $2`,
        [username, now()],
      );
      return rows.map((row) => ({
        sid: row.sid,
        session: { data: row.sess, expiresAt: row.expire.getTime() },
      }));
    },

    async destroySession(sid: string): Promise<void> {
      await query('DELETE FROM session WHERE sid = $1', [sid]);
    },
  };
}
