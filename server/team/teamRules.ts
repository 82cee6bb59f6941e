import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_VALID_MS,
  TEAM_TEXTS,
  type TeamInvitation,
  type TeamMember,
} from '../../src/shared/team.js';
import { HttpError } from '../http/errors.js';
import type { StoredUser } from '../store/types.js';
import type { TeamChange } from '../store/adminSecurity/adminSecurityStore.js';
import type { StoredInvitation } from '../store/team/teamTypes.js';
import type { Store } from '../store/types.js';

/** A new invitation link: 256 random bits; the store keeps only its hash. */
export function newInvitationToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS).toISOString();
  return { token, tokenHash: hashToken(token), expiresAt };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An owner cannot remove or demote the last owner (docs/product.md §26 "Team and roles"): the store checks
 * it in the write's transaction (two owners demoting each other at once), this says so.
 */
export function teamChangeDone(change: TeamChange): void {
  if (change === 'lastOwner') throw new HttpError(409, TEAM_TEXTS.lastOwner);
  if (change === 'missing') throw new HttpError(404, TEAM_TEXTS.memberNotFound);
}

export function memberById(users: readonly StoredUser[], raw: string | undefined): StoredUser {
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  const user = users.find((candidate) => candidate.id === id);
  if (!user) throw new HttpError(404, TEAM_TEXTS.memberNotFound);
  return user;
}

export function invitationId(raw: string | undefined): number {
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, TEAM_TEXTS.invitationNotFound);
  return id;
}

export async function toMember(store: Store, user: StoredUser): Promise<TeamMember> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    role: user.role,
    twoFactor: (await store.getTwoFactor(user.username)) !== undefined,
    createdAt: user.createdAt,
  };
}

export const toInvitationView = (invitation: StoredInvitation): TeamInvitation => ({
  id: invitation.id,
  email: invitation.email,
  name: invitation.name,
  role: invitation.role,
  invitedBy: invitation.invitedBy,
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
});

/** Removing a person stops the API keys they made at once (issue 40, item 2). */
export async function revokeKeysMadeBy(store: Store, username: string): Promise<number> {
  const theirs = (await store.listApiKeys()).filter(
    (key) => key.createdBy === username && key.revokedAt === null,
  );
  for (const key of theirs) await store.revokeApiKey(key.id);
  return theirs.length;
}
