import type { WaitlistEntry } from '../../../src/shared/index.js';
import { countsTowardDailyCap, referralDay } from '../../referrals/rules.js';
import { IdTable } from '../entries/lowdbIdTable.js';

/**
 * The referral indexes of the lowdb state (issues 14 and 24): entry ids by referral code, the
 * review queue (held sign-ups, flagged referrals), entries with counted referrals (the
 * leaderboard) and referrals toward REFERRAL_DAILY_CAP per referrer and UTC day.
 */
export class ReferralIndex {
  /**
   * Entry ids by referral code: a ?ref= code finds its referrer at once. An IdTable, not a Map:
   * no entry object per code (a million codes); a code is read from its entry when hashes agree.
   */
  private readonly codes: IdTable;
  private readonly inReview = new Set<number>();
  private readonly referrers = new Set<number>();
  /** Referrals toward REFERRAL_DAILY_CAP per referrer and UTC day ("id day" -> count). */
  private readonly perDay = new Map<string, number>();

  /**
   * REFERRAL_DAILY_CAP: referrals that count per referrer and UTC day; 0 sets no cap.
   * `entryOf`: the stored entry of an id (the state's entries by id).
   */
  constructor(
    readonly dailyCap: number,
    entryOf: (id: number) => WaitlistEntry | undefined,
  ) {
    this.codes = new IdTable((id) => entryOf(id)?.referralCode);
  }

  hasCode(code: string): boolean {
    return this.codes.firstIdOf(code) !== undefined;
  }

  /** The id of the entry whose referral code this is (codes are read case-insensitively). */
  idOfCode(code: string): number | undefined {
    return this.codes.firstIdOf(code.trim().toUpperCase());
  }

  add(entry: WaitlistEntry): void {
    this.codes.add(entry.referralCode, entry.id);
    if (entry.heldReason !== null || entry.referralFlag !== null) this.inReview.add(entry.id);
    if (countsTowardDailyCap(entry)) this.countDay(entry, 1);
    if (entry.referralCount > 0) this.referrers.add(entry.id);
  }

  remove(entry: WaitlistEntry): void {
    this.codes.remove(entry.referralCode, entry.id);
    this.inReview.delete(entry.id);
    if (countsTowardDailyCap(entry)) this.countDay(entry, -1);
    this.referrers.delete(entry.id);
  }

  /** The referrer's count of counted referrals changed: it joins or leaves the leaderboard. */
  recount(referrer: WaitlistEntry): void {
    if (referrer.referralCount > 0) this.referrers.add(referrer.id);
    else this.referrers.delete(referrer.id);
  }

  /** The referrer's referrals toward the daily cap on the UTC day of `at`. */
  referralsOn(referrerId: number, at: string): number {
    return this.perDay.get(`${referrerId} ${referralDay(at)}`) ?? 0;
  }

  reviewIds(): Iterable<number> {
    return this.inReview;
  }

  referrerIds(): Iterable<number> {
    return this.referrers;
  }

  private countDay(referred: WaitlistEntry, delta: 1 | -1): void {
    const key = `${referred.referredBy} ${referralDay(referred.createdAt)}`;
    const count = (this.perDay.get(key) ?? 0) + delta;
    if (count > 0) this.perDay.set(key, count);
    else this.perDay.delete(key);
  }
}
