import type { TeamRole, TeamSettings } from '../../../src/shared/team.js';
import type { Query } from '../postgres/readQuery.js';
import type { NewInvitation, StoredInvitation, TeamStore } from './teamTypes.js';

interface InvitationRow {
  id: number;
  email: string;
  name: string;
  role: TeamRole;
  token_hash: string;
  invited_by: string;
  created_at: Date;
  expires_at: Date;
  closed_at: Date | null;
}

const COLUMNS = 'id, email, name, role, token_hash, invited_by, created_at, expires_at, closed_at';

const toInvitation = (row: InvitationRow): StoredInvitation => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  tokenHash: row.token_hash,
  invitedBy: row.invited_by,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  closedAt: row.closed_at?.toISOString() ?? null,
});

const OPEN = 'closed_at IS NULL AND expires_at > $2';

/** The team area on PostgreSQL: migration 34's team_invitations and team_settings. */
export class PostgresTeam implements TeamStore {
  constructor(
    private readonly query: Query,
    private readonly now: () => Date,
  ) {}

  async createInvitation(invitation: NewInvitation): Promise<StoredInvitation> {
    const [row] = await this.query<InvitationRow>(
      `INSERT INTO team_invitations (email, name, role, token_hash, invited_by, created_at,
         expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [
        invitation.email,
        invitation.name,
        invitation.role,
        invitation.tokenHash,
        invitation.invitedBy,
        this.now(),
        new Date(invitation.expiresAt),
      ],
    );
    return toInvitation(row!);
  }

  async openInvitations(now: Date): Promise<StoredInvitation[]> {
    const rows = await this.query<InvitationRow>(
      `SELECT ${COLUMNS} FROM team_invitations WHERE closed_at IS NULL AND expires_at > $1
       ORDER BY id`,
      [now],
    );
    return rows.map(toInvitation);
  }

  async invitationByTokenHash(tokenHash: string): Promise<StoredInvitation | undefined> {
    const [row] = await this.query<InvitationRow>(
      `SELECT ${COLUMNS} FROM team_invitations WHERE token_hash = $1`,
      [tokenHash],
    );
    return row ? toInvitation(row) : undefined;
  }

  async renewInvitation(id: number, tokenHash: string, expiresAt: string, now: Date) {
    const rows = await this.query(
      `UPDATE team_invitations SET token_hash = $3, expires_at = $4 WHERE id = $1 AND ${OPEN}
       RETURNING id`,
      [id, now, tokenHash, new Date(expiresAt)],
    );
    return rows.length === 1;
  }

  async closeInvitation(id: number, now: Date): Promise<boolean> {
    const rows = await this.query(
      `UPDATE team_invitations SET closed_at = $2 WHERE id = $1 AND ${OPEN} RETURNING id`,
      [id, now],
    );
    return rows.length === 1;
  }

  async getSettings(): Promise<TeamSettings> {
    const [row] = await this.query<{ require_two_factor: boolean }>(
      'SELECT require_two_factor FROM team_settings',
    );
    return { requireTwoFactor: row?.require_two_factor ?? false };
  }

  async setSettings(settings: TeamSettings): Promise<void> {
    await this.query(
      `INSERT INTO team_settings (only_row, require_two_factor) VALUES (true, $1)
       ON CONFLICT (only_row) DO UPDATE SET require_two_factor = excluded.require_two_factor`,
      [settings.requireTwoFactor],
    );
  }
}
