import type { AuditEvent, AuditPage } from '../../../src/shared/index.js';
import type {
  AuditQuery,
  LoginFailureCount,
  SecondFactorUse,
  TwoFactorSettings,
} from './adminSecurityStore.js';

/** The admin area's security records in the snapshot (absent from snapshots written before). */
export interface AdminSecuritySnapshot {
  loginFailures: Record<string, LoginFailureCount>;
  twoFactor: Record<string, TwoFactorSettings>;
  audit: AuditEvent[];
}

/** The journal records of the admin area's security (see assembly/lowdbSnapshot.ts `Change`). */
export type AdminSecurityChange =
  | { type: 'loginFailures'; keys: string[]; at: number; since: number }
  | { type: 'loginFailuresCleared'; keys: string[] }
  | { type: 'twoFactor'; username: string; settings: TwoFactorSettings | null }
  | { type: 'audit'; event: AuditEvent };

type Undo = () => void;

/** Counters older than this are dropped from a new snapshot (they no longer slow anyone down). */
const FORGET_FAILURES_MS = 24 * 60 * 60 * 1000;

/** Throttle counters, two-factor settings and the audit log, in memory like the rest of the state. */
export class AdminSecurityState {
  private loginFailures = new Map<string, LoginFailureCount>();
  private twoFactor = new Map<string, TwoFactorSettings>();
  private audit: AuditEvent[] = [];

  static fromSnapshot(snapshot: Partial<AdminSecuritySnapshot> | undefined): AdminSecurityState {
    const state = new AdminSecurityState();
    for (const [key, count] of Object.entries(snapshot?.loginFailures ?? {})) {
      state.loginFailures.set(key, count);
    }
    for (const [username, settings] of Object.entries(snapshot?.twoFactor ?? {})) {
      state.twoFactor.set(username, settings);
    }
    state.audit = [...(snapshot?.audit ?? [])];
    return state;
  }

  toSnapshot(now: number): AdminSecuritySnapshot {
    const loginFailures: Record<string, LoginFailureCount> = {};
    for (const [key, count] of this.loginFailures) {
      if (count.lastFailureAt > now - FORGET_FAILURES_MS) loginFailures[key] = count;
    }
    return {
      loginFailures,
      twoFactor: Object.fromEntries(this.twoFactor),
      audit: this.audit.slice(),
    };
  }

  apply(change: AdminSecurityChange): Undo {
    switch (change.type) {
      case 'loginFailures':
        return this.restoring(change.keys, this.loginFailures, (key) => {
          const current = this.loginFailures.get(key);
          const failures = current && current.lastFailureAt >= change.since ? current.failures : 0;
          this.loginFailures.set(key, { failures: failures + 1, lastFailureAt: change.at });
        });
      case 'loginFailuresCleared':
        return this.restoring(change.keys, this.loginFailures, (key) =>
          this.loginFailures.delete(key),
        );
      case 'twoFactor':
        return this.restoring([change.username], this.twoFactor, (username) => {
          if (change.settings) this.twoFactor.set(username, change.settings);
          else this.twoFactor.delete(username);
        });
      case 'audit':
        this.audit.push(change.event);
        return () => {
          this.audit.pop();
        };
    }
  }

  /** Runs `change` on each key of `map` and answers how to put the previous values back. */
  private restoring<T>(keys: string[], map: Map<string, T>, change: (key: string) => void): Undo {
    const previous = keys.map((key) => [key, map.get(key)] as const);
    for (const key of keys) change(key);
    return () => {
      for (const [key, value] of previous) {
        if (value === undefined) map.delete(key);
        else map.set(key, value);
      }
    };
  }

  // ---- reads ----

  failures(keys: readonly string[], since: number): Map<string, LoginFailureCount> {
    const found = new Map<string, LoginFailureCount>();
    for (const key of keys) {
      const count = this.loginFailures.get(key);
      if (count && count.lastFailureAt >= since) found.set(key, count);
    }
    return found;
  }

  hasFailures(keys: readonly string[]): boolean {
    return keys.some((key) => this.loginFailures.has(key));
  }

  getTwoFactor(username: string): TwoFactorSettings | undefined {
    return this.twoFactor.get(username);
  }

  /** The settings after consuming `use`, or undefined when it cannot be used (a replay). */
  planSecondFactor(username: string, use: SecondFactorUse): TwoFactorSettings | undefined {
    const settings = this.twoFactor.get(username);
    if (!settings) return undefined;
    if ('step' in use) {
      return use.step > settings.lastStep ? { ...settings, lastStep: use.step } : undefined;
    }
    const remaining = settings.recoveryCodeHashes.filter((hash) => hash !== use.recoveryCodeHash);
    if (remaining.length === settings.recoveryCodeHashes.length) return undefined;
    return { ...settings, recoveryCodeHashes: remaining };
  }

  get nextAuditId(): number {
    return (this.audit[this.audit.length - 1]?.id ?? 0) + 1;
  }

  listAudit({ offset, limit, actor }: AuditQuery): AuditPage {
    if (actor !== undefined) {
      const theirs = this.audit.filter((event) => event.actor === actor).reverse();
      return { events: theirs.slice(offset, offset + limit), total: theirs.length };
    }
    const events: AuditEvent[] = [];
    for (
      let index = this.audit.length - 1 - offset;
      index >= 0 && events.length < limit;
      index -= 1
    ) {
      events.push(this.audit[index]!);
    }
    return { events, total: this.audit.length };
  }

  auditByTime(): readonly AuditEvent[] {
    return this.audit.slice();
  }
}
