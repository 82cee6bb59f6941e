/**
 * The answers of the waitlist-loop API (LOOP-CONTRACT "API"), as the site reads them. They move to
 * src/shared/loop.ts, which loop-server lands with the zod schemas; until then they live here.
 */
export type EntryStatus = 'waiting' | 'confirmed' | 'invited' | 'activated';

export interface ConfirmResponse {
  status: 'confirmed';
  alreadyConfirmed: boolean;
  statusToken: string;
}

export interface StatusResponse {
  /** The ticket number given at the join (never changes). */
  position: number;
  /** Where the entry stands now; null when it has no place in line (invited, activated, held). */
  place: number | null;
  total: number;
  status: EntryStatus;
  email: string;
  referralCode: string;
}

export interface UnsubscribeResponse {
  unsubscribed: true;
}

export interface InviteResponse {
  redirectUrl: string;
}
