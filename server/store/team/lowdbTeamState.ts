import type { TeamSettings } from '../../../src/shared/team.js';
import type { StoredInvitation } from './teamTypes.js';

/** The team area's journal records (lowdb): an invitation written whole, or the settings. */
export type TeamChange =
  | { type: 'teamInvitation'; invitation: StoredInvitation }
  | { type: 'teamSettings'; settings: TeamSettings };

/** What db.json keeps of the area; absent in data files written before issue 40. */
export interface TeamSnapshot {
  invitations: StoredInvitation[];
  settings: TeamSettings;
}

export function isTeamChange(change: { type: string }): change is TeamChange {
  return change.type === 'teamInvitation' || change.type === 'teamSettings';
}

/** Invitations by id, and the settings, in memory. */
export class TeamState {
  private readonly invitations = new Map<number, StoredInvitation>();
  settings: TeamSettings = { requireTwoFactor: false };

  load(snapshot: TeamSnapshot | undefined): void {
    for (const invitation of snapshot?.invitations ?? []) {
      this.invitations.set(invitation.id, invitation);
    }
    if (snapshot) this.settings = snapshot.settings;
  }

  toSnapshot(): TeamSnapshot {
    return { invitations: this.all(), settings: this.settings };
  }

  get nextId(): number {
    return Math.max(0, ...this.invitations.keys()) + 1;
  }

  get(id: number): StoredInvitation | undefined {
    return this.invitations.get(id);
  }

  all(): StoredInvitation[] {
    return [...this.invitations.values()].sort((a, b) => a.id - b.id);
  }

  apply(change: TeamChange): () => void {
    if (change.type === 'teamSettings') {
      const previous = this.settings;
      this.settings = change.settings;
      return () => {
        this.settings = previous;
      };
    }
    const { invitation } = change;
    const previous = this.invitations.get(invitation.id);
    this.invitations.set(invitation.id, invitation);
    return () => {
      if (previous) this.invitations.set(invitation.id, previous);
      else this.invitations.delete(invitation.id);
    };
  }
}
