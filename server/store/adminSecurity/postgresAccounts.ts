import type { Query } from '../postgres/readQuery.js';
import type {
  SessionRecords,
  StoredSession,
  StoredUser,
  UserRecords,
} from './adminSecurityStore.js';

/**
 * The admin's users and sessions in PostgreSQL (migration 1): the session table is the one
 * connect-pg-simple uses (postgresSessionStore.ts), so both see the same sessions.
 */
export function postgresAccounts(query: Query, now: () => Date): UserRecords & SessionRecords {
  return {
    async findUser(username: string): Promise<StoredUser | undefined> {
      const [row] = await query<{
        id: number;
        username: string;
        password_hash: string;
        created_at: Date;
      }>('SELECT id, username, password_hash, created_at FROM users WHERE username = $1', [
        username,
      ]);
      if (!row) return undefined;
      return {
        id: row.id,
        username: row.username,
        passwordHash: row.password_hash,
        createdAt: row.created_at.toISOString(),
      };
    },

    async createUser(username: string, passwordHash: string): Promise<boolean> {
      const rows = await query(
        `INSERT INTO users (username, password_hash, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (username) DO NOTHING RETURNING id`,
        [username, passwordHash, now()],
      );
      return rows.length === 1;
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

    async destroySession(sid: string): Promise<void> {
      await query('DELETE FROM session WHERE sid = $1', [sid]);
    },
  };
}
