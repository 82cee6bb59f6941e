import type { AuditEvent, AuditPage, NewAuditEvent } from '../../../src/shared/index.js';
import type { TeamRole } from '../../../src/shared/team.js';
import type { BoothPinHash } from '../../../src/shared/boothStaff.js';

/** Failed sign-ins counted under one throttle key (issue 20, finding 1). */
export interface LoginFailureCount {
  failures: number;
  /** Epoch milliseconds of the latest failure. */
  lastFailureAt: number;
}

/** A user's TOTP two-factor settings once enrolled (issue 20, finding 6). */
export interface TwoFactorSettings {
  /** The RFC 6238 shared secret, base32. */
  secret: string;
  /** Epoch milliseconds: browsers remembered before this must pass the second step once more. */
  enabledAt: number;
  /** scrypt-free SHA-256 hashes of the unused recovery codes (each is random, 50+ bits). */
  recoveryCodeHashes: string[];
  /** The last TOTP time step accepted, so that a code is never accepted twice. */
  lastStep: number;
}

/** What a second sign-in step consumes: a TOTP time step or a recovery code (by its hash). */
export type SecondFactorUse = { step: number } | { recoveryCodeHash: string };

/** Paging through the audit log, newest first. */
export interface AuditQuery {
  offset: number;
  limit: number;
  /** Only the events of this person (issue 40, item 3): their username, as in `actor`. */
  actor?: string;
}

/**
 * The admin area's security records, kept in the store so that a restart loses none of them:
 * sign-in throttle counters, ending a user's sessions, two-factor settings and the audit log.
 */
export interface AdminSecurityStore {
  /** The counters of `keys` whose last failure is at or after `since`. */
  loginFailures(keys: readonly string[], since: number): Promise<Map<string, LoginFailureCount>>;
  /** Adds one failure at `at` to each key; a counter last hit before `since` starts again at 1. */
  recordLoginFailure(keys: readonly string[], at: number, since: number): Promise<void>;
  clearLoginFailures(keys: readonly string[]): Promise<void>;

  /** Ends every session of `username` but `exceptSid`; answers how many ended. */
  endUserSessions(username: string, exceptSid?: string): Promise<number>;

  getTwoFactor(username: string): Promise<TwoFactorSettings | undefined>;
  /** Enrols (settings) or switches two-factor off (null). */
  setTwoFactor(username: string, settings: TwoFactorSettings | null): Promise<void>;
  /**
   * Consumes a second factor atomically: a TOTP step later than the last one accepted, or an
   * unused recovery code. Answers false when it was used already (a replay).
   */
  useSecondFactor(username: string, use: SecondFactorUse): Promise<boolean>;

  appendAudit(event: NewAuditEvent): Promise<AuditEvent>;
  listAudit(query: AuditQuery): Promise<AuditPage>;
  /** Every audit event, oldest first, streamed. */
  exportAudit(): AsyncIterable<AuditEvent>;
}

/**
 * A member of the team (issue 40). `username` keys the sessions, two-factor and audit rows: the
 * e-mail for invited people, "admin" for the first account of an install older than the team.
 */
export interface StoredUser {
  id: number;
  username: string;
  passwordHash: string;
  createdAt: string;
  email: string | null;
  name: string;
  role: TeamRole;
  /** Their own booth PIN's hash (issue 40, item 5), checked by the booths of their events. */
  boothPin: BoothPinHash | null;
}

export type NewAccount = Pick<StoredUser, 'username' | 'email' | 'name' | 'role' | 'passwordHash'>;

/**
 * What became of a role change or a removal. The team always keeps an owner (docs/product.md
 * §26 "Team and roles"): the store checks it in the write's own transaction, so two owners demoting each
 * other at once leave one of them an owner.
 */
export type TeamChange = 'done' | 'missing' | 'lastOwner';

/** The team's accounts: a sign-in name, a password hash and a role. */
export interface UserRecords {
  /** By sign-in name, or by e-mail whatever its case. */
  findUser(usernameOrEmail: string): Promise<StoredUser | undefined>;
  /** Creates the first account, an owner, unless one with that name exists; answers whether it did. */
  createUser(username: string, passwordHash: string): Promise<boolean>;
  /** Creates an account unless its name or e-mail is taken; answers it, or undefined. */
  createAccount(account: NewAccount): Promise<StoredUser | undefined>;
  setPasswordHash(username: string, passwordHash: string): Promise<void>;
  /** Every account, oldest first. */
  listUsers(): Promise<StoredUser[]>;
  /** Sets the role, unless the account is the last owner and the role is not owner. */
  setUserRole(username: string, role: TeamRole): Promise<TeamChange>;
  /** Sets (or removes, null) a person's booth PIN hash. */
  setBoothPin(username: string, pin: BoothPinHash | null): Promise<void>;
  /** Removes the account with its sessions and two-factor, unless it is the last owner. */
  removeUser(username: string): Promise<TeamChange>;
}

/** A session as express-session hands it over: plain JSON with an absolute expiry. */
export interface StoredSession {
  data: Record<string, unknown>;
  expiresAt: number;
}

/** Admin sessions kept as plain records; the HTTP layer adapts them to express-session. */
export interface SessionRecords {
  getSession(sid: string): Promise<StoredSession | undefined>;
  setSession(sid: string, session: StoredSession): Promise<void>;
  destroySession(sid: string): Promise<void>;
  /** The unexpired sessions of one person (issue 40, item 3: their own list under Security). */
  listUserSessions(username: string): Promise<{ sid: string; session: StoredSession }[]>;
}
