import type { StoredSession, StoredUser } from '../types.js';
import type { NewAccount } from './adminSecurityStore.js';
import type { RememberedDevice } from './rememberedDevices.js';

type Undo = () => void;

/**
 * A user as written by any version: before the team (issue 40) the one user, "admin", had no
 * role, e-mail or name; it becomes an owner, upgraded in place at load and on replay.
 */
export function upgradeUser(
  user: Partial<StoredUser> & Omit<StoredUser, 'email' | 'name' | 'role' | 'boothPin'>,
) {
  return {
    email: null,
    name: '',
    role: 'owner' as const,
    boothPin: null,
    ...user,
  } satisfies StoredUser;
}

/** The team area's journal record for a removed account (its sessions go with it). */
export type UserRemovedChange = { type: 'userRemoved'; username: string };

/** The journal's records of users and sessions. */
export type UserChange =
  | { type: 'user'; user: StoredUser }
  | { type: 'session'; sid: string; session: StoredSession | null }
  | { type: 'endSessions'; sids: string[] }
  | UserRemovedChange;

/** The journal's records of remembered browsers (issue 40, item 3). */
export type DeviceChange =
  { type: 'rememberedDevice'; device: RememberedDevice } | { type: 'deviceForgotten'; id: string };

/** The users and sessions in memory: admin sign-ins, decided and applied here. */
export class UsersState {
  private users = new Map<string, StoredUser>();
  private sessions = new Map<string, StoredSession>();
  /** Remembered browsers by id (issue 40, item 3). */
  private devices = new Map<string, RememberedDevice>();
  private nextUserId = 1;

  load(
    users: readonly StoredUser[],
    sessions: Record<string, StoredSession>,
    nextUserId: number,
    devices: readonly RememberedDevice[] = [],
  ) {
    for (const user of users) this.users.set(user.username, upgradeUser(user));
    for (const [sid, session] of Object.entries(sessions)) this.sessions.set(sid, session);
    for (const device of devices) this.devices.set(device.id, device);
    this.nextUserId = nextUserId;
  }

  /** The snapshot's part: sessions that expired by `now` are left out. */
  toSnapshot(now: number) {
    const sessions: Record<string, StoredSession> = {};
    for (const [sid, session] of this.sessions) {
      if (session.expiresAt > now) sessions[sid] = session;
    }
    const devices = [...this.devices.values()];
    return { nextUserId: this.nextUserId, users: [...this.users.values()], sessions, devices };
  }

  planUser(username: string, passwordHash: string, now: Date): StoredUser {
    const existing = this.users.get(username);
    return existing
      ? { ...existing, passwordHash }
      : this.planAccount({ username, passwordHash, email: null, name: '', role: 'owner' }, now);
  }

  planAccount(account: NewAccount, now: Date): StoredUser {
    return { id: this.nextUserId, ...account, createdAt: now.toISOString(), boothPin: null };
  }

  applyUser(written: StoredUser): Undo {
    const user = upgradeUser(written);
    const previous = this.users.get(user.username);
    const previousNextUserId = this.nextUserId;
    this.users.set(user.username, user);
    this.nextUserId = Math.max(this.nextUserId, user.id + 1);
    return () => {
      if (previous) this.users.set(user.username, previous);
      else this.users.delete(user.username);
      this.nextUserId = previousNextUserId;
    };
  }

  applySession(sid: string, session: StoredSession | null): Undo {
    const previous = this.sessions.get(sid);
    if (session) this.sessions.set(sid, session);
    else this.sessions.delete(sid);
    return () => {
      if (previous) this.sessions.set(sid, previous);
      else this.sessions.delete(sid);
    };
  }

  applyEndSessions(sids: string[]): Undo {
    const undos = sids.map((sid) => this.applySession(sid, null));
    return () => undos.reverse().forEach((undo) => undo());
  }

  applyDevice(device: RememberedDevice | null, id = device?.id ?? ''): Undo {
    const previous = this.devices.get(id);
    if (device) this.devices.set(id, device);
    else this.devices.delete(id);
    return () => {
      if (previous) this.devices.set(id, previous);
      else this.devices.delete(id);
    };
  }

  /** A removed person's sessions and remembered browsers go with them. */
  applyRemoved(username: string): Undo {
    const previous = this.users.get(username);
    const undoSessions = this.applyEndSessions(this.sessionIdsOf(username));
    const undoDevices = this.devicesOf(username).map(({ id }) => this.applyDevice(null, id));
    this.users.delete(username);
    return () => {
      if (previous) this.users.set(username, previous);
      undoDevices.reverse().forEach((undo) => undo());
      undoSessions();
    };
  }

  device(id: string): RememberedDevice | undefined {
    return this.devices.get(id);
  }

  devicesOf(username: string): RememberedDevice[] {
    return [...this.devices.values()].filter((device) => device.username === username);
  }

  findUser(usernameOrEmail: string): StoredUser | undefined {
    const byName = this.users.get(usernameOrEmail);
    if (byName) return byName;
    const email = usernameOrEmail.toLowerCase();
    return [...this.users.values()].find((user) => user.email?.toLowerCase() === email);
  }

  /** Oldest first. */
  all(): StoredUser[] {
    return [...this.users.values()].sort((a, b) => a.id - b.id);
  }

  getSession(sid: string): StoredSession | undefined {
    return this.sessions.get(sid);
  }

  /** The ids of `username`'s sessions (express-session keeps the username in the data). */
  sessionIdsOf(username: string): string[] {
    const sids: string[] = [];
    for (const [sid, session] of this.sessions) {
      if (session.data.username === username) sids.push(sid);
    }
    return sids;
  }
}
