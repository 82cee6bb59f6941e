import {
  beginPinAttempt,
  PIN_LOCKOUT_OPEN,
  pinLockedForMs,
  rightPinGiven,
} from '../../../src/shared/index.js';
import type { BoothStaffMember, LeadPerson } from '../../../src/shared/boothStaff.js';
import { boothPinMatches } from '../staff/boothPin.js';
import type { PinCheck } from './operatorPin.js';
import type { Store } from '../../store/types.js';
import type { BoothSyncer } from '../sync/boothSyncer.js';

/**
 * Who is at the kiosk (issue 40, item 5): a person of the event's staff, signed in with their
 * own booth PIN against the hash the web gave, under the one lock-out rule of both booths
 * (src/shared/pinLockout.ts, each attempt counted before its check). They stay at the booth until
 * someone else signs in or the booth restarts: the sign-ups meanwhile are theirs.
 */
export class AtTheBooth {
  person: LeadPerson = null;
  private lockout = PIN_LOCKOUT_OPEN;

  constructor(private readonly now: () => number = Date.now) {}

  get lockedForMs(): number {
    return pinLockedForMs(this.lockout, this.now());
  }

  async signIn(
    staff: readonly BoothStaffMember[],
    staffId: number,
    pin: string,
  ): Promise<PinCheck> {
    const attempt = beginPinAttempt(this.lockout, this.now());
    this.lockout = attempt.lockout;
    const member = staff.find((candidate) => candidate.id === staffId);
    if (attempt.check && member && (await boothPinMatches(pin, member))) {
      this.lockout = rightPinGiven();
      this.person = { id: member.id, name: member.name };
      return { ok: true };
    }
    return { ok: false, lockedForMs: this.lockedForMs };
  }
}

/**
 * A kiosk's new sign-up records who was at the booth (issue 40, item 5) as its lead's capturedBy,
 * and a scanned badge's id (issue 42, item 6); the syncer takes both to the web with the entry.
 * Nobody signed in and no badge: nothing to record.
 */
export async function recordCapture(
  store: Store,
  syncer: BoothSyncer | undefined,
  atBooth: AtTheBooth,
  entryId: number,
  badgeId: string | undefined,
): Promise<void> {
  const capturedBy = atBooth.person?.id;
  if (capturedBy === undefined && !badgeId) return;
  await store.booths.recordLeads([
    { entryId, deviceId: null, event: syncer?.event ?? '', capturedBy, badgeId },
  ]);
}
