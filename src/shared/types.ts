/** Where a sign-up came from (DECISIONS "Waitlist"). */
export type EntrySource = 'form' | 'terminal' | 'kiosk';

/** A stored waitlist entry (SPEC section 3, plus the source of DECISIONS). */
export interface WaitlistEntry {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  hasConsented: boolean;
  position: number;
  createdAt: string;
  source: EntrySource;
}

export interface JoinResponse {
  position: number;
  alreadyOnList: boolean;
  /** A new entry's referral link (PUBLIC_URL/?ref=CODE); a repeated join reveals nothing new. */
  referralUrl?: string;
}

export interface CountResponse {
  count: number;
}

/** The one error shape that leaves the server (STYLE "Errors and boundaries"). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export interface SessionUser {
  username: string;
}

export interface AdminListResponse {
  entries: WaitlistEntry[];
  /** Every entry in the waitlist. */
  total: number;
  /** Entries that match the search. */
  matching: number;
  /** Present when `matching` is an estimate (a broad search on a big list): show "about N". */
  estimated?: true;
  offset: number;
  limit: number;
}

export interface WaitlistStats {
  total: number;
  bySource: Record<EntrySource, number>;
  /** Sign-ups per day (UTC, YYYY-MM-DD), oldest first. */
  perDay: { day: string; count: number }[];
}
