import type { AuditEvent, AuditPage, NewAuditEvent } from '../../../src/shared/index.js';
import type {
  AdminSecurityStore,
  AuditQuery,
  LoginFailureCount,
  SecondFactorUse,
  TwoFactorSettings,
} from './adminSecurityStore.js';

type Query = <R extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<R[]>;

interface AuditRow extends Record<string, unknown> {
  id: number;
  at: Date;
  action: AuditEvent['action'];
  actor: string;
  ip: string;
  detail: string;
}

interface TwoFactorRow extends Record<string, unknown> {
  secret: string;
  enabled_at: Date;
  recovery_code_hashes: string[];
  last_step: number;
}

const AUDIT_COLUMNS = 'id, at, action, actor, ip, detail';

function toAuditEvent(row: AuditRow): AuditEvent {
  return { ...row, at: row.at.toISOString() };
}

function toTwoFactor(row: TwoFactorRow): TwoFactorSettings {
  return {
    secret: row.secret,
    enabledAt: row.enabled_at.getTime(),
    recoveryCodeHashes: row.recovery_code_hashes,
    lastStep: row.last_step,
  };
}

/** Rows fetched per round trip while the audit log is exported. */
const AUDIT_EXPORT_BATCH = 1000;

/**
 * AdminSecurityStore on PostgreSQL (migration 7's tables; sessions and users from migration 1),
 * over the store's guarded query function.
 */
export function postgresAdminSecurity(
  query: Query,
  now: () => Date,
): Omit<AdminSecurityStore, 'exportAudit'> & { exportAudit(): AsyncGenerator<AuditEvent> } {
  return {
    async loginFailures(keys, since) {
      const rows = await query<{ key: string; failures: number; last_failure_at: Date }>(
        `SELECT key, failures, last_failure_at FROM login_failures
         WHERE key = ANY($1::text[]) AND last_failure_at >= $2`,
        [keys, new Date(since)],
      );
      return new Map<string, LoginFailureCount>(
        rows.map((row) => [
          row.key,
          { failures: row.failures, lastFailureAt: row.last_failure_at.getTime() },
        ]),
      );
    },

    async recordLoginFailure(keys, at, since) {
      await query(
        `INSERT INTO login_failures AS counter (key, failures, last_failure_at)
         SELECT key, 1, $2 FROM unnest($1::text[]) AS key
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN counter.last_failure_at < $3 THEN 1 ELSE counter.failures + 1 END,
           last_failure_at = excluded.last_failure_at`,
        [keys, new Date(at), new Date(since)],
      );
      // Counters nobody has hit for a day slow no one down: keep the table small.
      await query(`DELETE FROM login_failures WHERE last_failure_at < $1`, [
        new Date(at - 24 * 60 * 60 * 1000),
      ]);
    },

    async clearLoginFailures(keys) {
      await query('DELETE FROM login_failures WHERE key = ANY($1::text[])', [keys]);
    },

    async endUserSessions(username, exceptSid) {
      const rows = await query(
        `DELETE FROM session WHERE sess ->> 'username' = $1 AND sid IS DISTINCT FROM $2 RETURNING sid`,
        [username, exceptSid ?? null],
      );
      return rows.length;
    },

    async getTwoFactor(username) {
      const [row] = await query<TwoFactorRow>(
        `SELECT secret, enabled_at, recovery_code_hashes, last_step FROM user_two_factor
         WHERE username = $1`,
        [username],
      );
      return row ? toTwoFactor(row) : undefined;
    },

    async setTwoFactor(username, settings) {
      if (!settings) {
        await query('DELETE FROM user_two_factor WHERE username = $1', [username]);
        return;
      }
      await query(
        `INSERT INTO user_two_factor (username, secret, enabled_at, recovery_code_hashes, last_step)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (username) DO UPDATE SET secret = excluded.secret,
           enabled_at = excluded.enabled_at, recovery_code_hashes = excluded.recovery_code_hashes,
           last_step = excluded.last_step`,
        [
          username,
          settings.secret,
          new Date(settings.enabledAt),
          settings.recoveryCodeHashes,
          settings.lastStep,
        ],
      );
    },

    async useSecondFactor(username, use: SecondFactorUse) {
      // One statement each: two requests racing with the same code cannot both use it.
      const rows =
        'step' in use
          ? await query(
              `UPDATE user_two_factor SET last_step = $2 WHERE username = $1 AND last_step < $2
               RETURNING username`,
              [username, use.step],
            )
          : await query(
              `UPDATE user_two_factor
               SET recovery_code_hashes = array_remove(recovery_code_hashes, $2)
               WHERE username = $1 AND $2 = ANY(recovery_code_hashes) RETURNING username`,
              [username, use.recoveryCodeHash],
            );
      return rows.length === 1;
    },

    async appendAudit(event: NewAuditEvent) {
      const [row] = await query<AuditRow>(
        `INSERT INTO audit_log (at, action, actor, ip, detail) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${AUDIT_COLUMNS}`,
        [now(), event.action, event.actor, event.ip, event.detail],
      );
      return toAuditEvent(row!);
    },

    async listAudit({ offset, limit, actor }: AuditQuery): Promise<AuditPage> {
      const whose = '($1::text IS NULL OR actor = $1)';
      const [events, counts] = await Promise.all([
        query<AuditRow>(
          `SELECT ${AUDIT_COLUMNS} FROM audit_log WHERE ${whose} ORDER BY id DESC OFFSET $2 LIMIT $3`,
          [actor ?? null, offset, limit],
        ),
        query<{ total: number }>(
          `SELECT count(*)::integer AS total FROM audit_log WHERE ${whose}`,
          [actor ?? null],
        ),
      ]);
      return { events: events.map(toAuditEvent), total: counts[0]!.total };
    },

    async *exportAudit() {
      // Keyset paging by id: constant memory, and no connection held between batches.
      let after = 0;
      for (;;) {
        const rows = await query<AuditRow>(
          `SELECT ${AUDIT_COLUMNS} FROM audit_log WHERE id > $1 ORDER BY id LIMIT $2`,
          [after, AUDIT_EXPORT_BATCH],
        );
        for (const row of rows) yield toAuditEvent(row);
        if (rows.length < AUDIT_EXPORT_BATCH) return;
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}
