import type { TeamRole, TeamSettings } from '../../../src/shared/team.js';

/** An invitation to the team (issue 40, item 2): a single-use link, kept as its token's hash. */
export interface StoredInvitation {
  id: number;
  email: string;
  name: string;
  role: TeamRole;
  tokenHash: string;
  /** The username of the owner who invited. */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  /** Set once: the link was followed (accepted) or the invitation revoked. */
  closedAt: string | null;
}

export type NewInvitation = Omit<StoredInvitation, 'id' | 'createdAt' | 'closedAt'>;

/** The team area: invitations and the team's settings; the accounts are UserRecords'. */
export interface TeamStore {
  createInvitation(invitation: NewInvitation): Promise<StoredInvitation>;
  /** Invitations neither closed nor over at `now`, oldest first. */
  openInvitations(now: Date): Promise<StoredInvitation[]>;
  invitationByTokenHash(tokenHash: string): Promise<StoredInvitation | undefined>;
  /** A new link for an open invitation (resend); answers whether it was open. */
  renewInvitation(id: number, tokenHash: string, expiresAt: string, now: Date): Promise<boolean>;
  /** Closes an open invitation (used or revoked) once; answers whether this call closed it. */
  closeInvitation(id: number, now: Date): Promise<boolean>;
  getSettings(): Promise<TeamSettings>;
  setSettings(settings: TeamSettings): Promise<void>;
}

export const isOpen = (invitation: StoredInvitation, now: Date) =>
  invitation.closedAt === null && Date.parse(invitation.expiresAt) > now.getTime();
