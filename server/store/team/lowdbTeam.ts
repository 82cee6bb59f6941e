import type { TeamSettings } from '../../../src/shared/team.js';
import type { TeamChange, TeamState } from './lowdbTeamState.js';
import { isOpen, type NewInvitation, type StoredInvitation, type TeamStore } from './teamTypes.js';

/** The lowdb store's group-committed write, seen from this area. */
export type TeamMutate = <T>(
  plan: (team: TeamState) => { change: TeamChange | null; result: T },
) => Promise<T>;

/** The team area on lowdb: plans over TeamState, written through the store's journal. */
export class LowdbTeam implements TeamStore {
  constructor(
    private readonly mutate: TeamMutate,
    private readonly read: () => TeamState,
    private readonly now: () => Date,
  ) {}

  createInvitation(invitation: NewInvitation): Promise<StoredInvitation> {
    return this.mutate((team) => {
      const stored: StoredInvitation = {
        ...invitation,
        id: team.nextId,
        createdAt: this.now().toISOString(),
        closedAt: null,
      };
      return { change: { type: 'teamInvitation', invitation: stored }, result: stored };
    });
  }

  async openInvitations(now: Date): Promise<StoredInvitation[]> {
    return this.read()
      .all()
      .filter((invitation) => isOpen(invitation, now));
  }

  async invitationByTokenHash(tokenHash: string): Promise<StoredInvitation | undefined> {
    return this.read()
      .all()
      .find((invitation) => invitation.tokenHash === tokenHash);
  }

  renewInvitation(id: number, tokenHash: string, expiresAt: string, now: Date) {
    return this.update(id, now, (invitation) => ({ ...invitation, tokenHash, expiresAt }));
  }

  closeInvitation(id: number, now: Date): Promise<boolean> {
    return this.update(id, now, (invitation) => ({ ...invitation, closedAt: now.toISOString() }));
  }

  private update(
    id: number,
    now: Date,
    change: (invitation: StoredInvitation) => StoredInvitation,
  ): Promise<boolean> {
    return this.mutate((team) => {
      const invitation = team.get(id);
      if (!invitation || !isOpen(invitation, now)) return { change: null, result: false };
      return {
        change: { type: 'teamInvitation', invitation: change(invitation) },
        result: true,
      };
    });
  }

  async getSettings(): Promise<TeamSettings> {
    return this.read().settings;
  }

  async setSettings(settings: TeamSettings): Promise<void> {
    await this.mutate(() => ({ change: { type: 'teamSettings', settings }, result: undefined }));
  }
}
