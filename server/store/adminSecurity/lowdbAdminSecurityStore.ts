import type { AuditEvent, AuditPage, NewAuditEvent } from '../../../src/shared/index.js';
import type { AreaEngine } from '../lowdb/engineTypes.js';
import type { AdminSecurityChange, AdminSecurityState } from './lowdbAdminSecurity.js';
import { teamChangeOf } from './lastOwner.js';
import type { UserChange, UsersState } from './lowdbUsersState.js';
import type { TeamRole } from '../../../src/shared/team.js';
import type { SessionRecords, StoredSession, StoredUser } from '../types.js';
import type {
  NewAccount,
  AdminSecurityStore,
  AuditQuery,
  SecondFactorUse,
  TeamChange,
  TwoFactorSettings,
} from './adminSecurityStore.js';

/**
 * The admin area's records on lowdb (issue 20): users, sessions, the sign-in throttle, two-factor
 * and the audit log, planned over the state in memory and written through the engine's journal.
 */
/** What the admin area's records plan against: the users and the security records. */
interface SecurityState {
  readonly users: UsersState;
  readonly adminSecurity: AdminSecurityState;
}

export class LowdbAdminSecurity implements AdminSecurityStore, SessionRecords {
  constructor(
    private readonly engine: AreaEngine<SecurityState, UserChange | AdminSecurityChange>,
  ) {}

  private get state() {
    return this.engine.state;
  }

  async findUser(username: string): Promise<StoredUser | undefined> {
    return this.state.users.findUser(username);
  }

  createUser(username: string, passwordHash: string): Promise<boolean> {
    return this.engine.mutate((state) => {
      if (state.users.findUser(username)) return { change: null, result: false };
      return {
        change: {
          type: 'user',
          user: state.users.planUser(username, passwordHash, this.engine.now()),
        },
        result: true,
      };
    });
  }

  async setPasswordHash(username: string, passwordHash: string): Promise<void> {
    await this.engine.mutate((state) => {
      if (!state.users.findUser(username)) return { change: null, result: undefined };
      return {
        change: {
          type: 'user',
          user: state.users.planUser(username, passwordHash, this.engine.now()),
        },
        result: undefined,
      };
    });
  }

  createAccount(account: NewAccount): Promise<StoredUser | undefined> {
    return this.engine.mutate((state) => {
      const taken =
        state.users.findUser(account.username) ??
        (account.email ? state.users.findUser(account.email) : undefined);
      if (taken) return { change: null, result: undefined };
      const user = state.users.planAccount(account, this.engine.now());
      return { change: { type: 'user', user }, result: user };
    });
  }

  async listUsers(): Promise<StoredUser[]> {
    return this.state.users.all();
  }

  // The last-owner check runs in the write itself: the engine applies one write at a time.
  async setUserRole(username: string, role: TeamRole): Promise<TeamChange> {
    return this.engine.mutate((state) => {
      const user = state.users.findUser(username);
      const result = teamChangeOf(ownersIn(state.users), user, role);
      const change = result === 'done' ? { type: 'user' as const, user: { ...user!, role } } : null;
      return { change, result };
    });
  }

  async setBoothPin(username: string, boothPin: StoredUser['boothPin']): Promise<void> {
    await this.engine.mutate((state) => {
      const user = state.users.findUser(username);
      return {
        change: user ? { type: 'user', user: { ...user, boothPin } } : null,
        result: undefined,
      };
    });
  }

  async removeUser(username: string): Promise<TeamChange> {
    const result = await this.engine.mutate((state) => {
      const user = state.users.findUser(username);
      const target = user?.username === username ? user : undefined;
      const result = teamChangeOf(ownersIn(state.users), target);
      return { change: result === 'done' ? { type: 'userRemoved', username } : null, result };
    });
    if (result === 'done') await this.setTwoFactor(username, null);
    return result;
  }

  async getSession(sid: string): Promise<StoredSession | undefined> {
    const session = this.state.users.getSession(sid);
    return session && session.expiresAt > this.engine.now().getTime() ? session : undefined;
  }

  async setSession(sid: string, session: StoredSession): Promise<void> {
    const change = { type: 'session', sid, session } as const;
    await this.engine.mutate(() => ({ change, result: undefined }), true);
  }

  async listUserSessions(username: string) {
    const at = this.engine.now().getTime();
    return this.state.users
      .sessionIdsOf(username)
      .map((sid) => ({ sid, session: this.state.users.getSession(sid)! }))
      .filter(({ session }) => session.expiresAt > at);
  }

  async destroySession(sid: string): Promise<void> {
    await this.engine.mutate(
      (state) => ({
        change: state.users.getSession(sid) ? { type: 'session', sid, session: null } : null,
        result: undefined,
      }),
      true,
    );
  }

  async loginFailures(keys: readonly string[], since: number) {
    return this.state.adminSecurity.failures(keys, since);
  }

  async recordLoginFailure(keys: readonly string[], at: number, since: number): Promise<void> {
    await this.engine.mutate(() => ({
      change: { type: 'loginFailures', keys: [...keys], at, since },
      result: undefined,
    }));
  }

  async clearLoginFailures(keys: readonly string[]): Promise<void> {
    await this.engine.mutate((state) => ({
      change: state.adminSecurity.hasFailures(keys)
        ? { type: 'loginFailuresCleared', keys: [...keys] }
        : null,
      result: undefined,
    }));
  }

  endUserSessions(username: string, exceptSid?: string): Promise<number> {
    return this.engine.mutate((state) => {
      const sids = state.users.sessionIdsOf(username).filter((sid) => sid !== exceptSid);
      return {
        change: sids.length > 0 ? { type: 'endSessions', sids } : null,
        result: sids.length,
      };
    });
  }

  async getTwoFactor(username: string): Promise<TwoFactorSettings | undefined> {
    return this.state.adminSecurity.getTwoFactor(username);
  }

  async setTwoFactor(username: string, settings: TwoFactorSettings | null): Promise<void> {
    await this.engine.mutate(() => ({
      change: { type: 'twoFactor', username, settings },
      result: undefined,
    }));
  }

  useSecondFactor(username: string, use: SecondFactorUse): Promise<boolean> {
    return this.engine.mutate((state) => {
      const settings = state.adminSecurity.planSecondFactor(username, use);
      return {
        change: settings ? { type: 'twoFactor', username, settings } : null,
        result: settings !== undefined,
      };
    });
  }

  appendAudit(event: NewAuditEvent): Promise<AuditEvent> {
    return this.engine.mutate((state) => {
      const stored: AuditEvent = {
        ...event,
        id: state.adminSecurity.nextAuditId,
        at: this.engine.now().toISOString(),
      };
      return { change: { type: 'audit', event: stored }, result: stored };
    });
  }

  async listAudit(query: AuditQuery): Promise<AuditPage> {
    return this.state.adminSecurity.listAudit(query);
  }

  async *exportAudit(): AsyncIterable<AuditEvent> {
    yield* this.state.adminSecurity.auditByTime();
  }
}

const ownersIn = (users: UsersState) => users.all().filter((user) => user.role === 'owner').length;
