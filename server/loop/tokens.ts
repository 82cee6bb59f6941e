import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed link tokens (docs/product.md §16): an entry id, a purpose and an expiry, and
 * for an invite the time it was granted, signed with HMAC-SHA256 under a key derived from the
 * session secret (HKDF, so the session cookies' key is never used for anything else).
 */
/** `resend`: the join's answer to a new entry, good only for asking the confirmation again. */
export type TokenPurpose = 'confirm' | 'status' | 'invite' | 'resend';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: 7 * 24 * 60 * 60 * 1000,
  status: 90 * 24 * 60 * 60 * 1000,
  invite: 30 * 24 * 60 * 60 * 1000,
  // As long as the confirmation it asks for again.
  resend: 7 * 24 * 60 * 60 * 1000,
};

export interface TokenClaims {
  purpose: TokenPurpose;
  entryId: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** An invite: its entry's invitedAt in ms, so a link works only for the invite it was made for. */
  stamp?: number;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'forged' | 'expired' | 'wrong-purpose' };

const PURPOSE_CODE: Record<TokenPurpose, string> = {
  confirm: 'c',
  status: 's',
  invite: 'i',
  resend: 'r',
};
const CODE_PURPOSE = Object.fromEntries(
  Object.entries(PURPOSE_CODE).map(([purpose, code]) => [code, purpose]),
) as Record<string, TokenPurpose>;
const SIGNATURE_BYTES = 16;

export class LinkTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', sessionSecret, 'synapse', 'waitlist-link-tokens', 32),
    );
  }

  /** A token for `purpose`, valid for its lifetime from `issuedAt`. */
  sign(purpose: TokenPurpose, entryId: number, issuedAt: Date, stamp?: number): string {
    const expiresAt = Math.floor((issuedAt.getTime() + TOKEN_LIFETIME_MS[purpose]) / 1000);
    const fields = [PURPOSE_CODE[purpose], entryId.toString(36), expiresAt.toString(36)];
    if (stamp !== undefined) fields.push(stamp.toString(36));
    const body = fields.join('.');
    return `${body}.${this.signature(body)}`;
  }

  verify(token: string, purpose: TokenPurpose, now: Date): TokenCheck {
    const parts = this.signedParts(token);
    if (!parts) return { ok: false, reason: 'forged' };
    const [code, id, expiry, stamp] = parts;
    const claims: TokenClaims = {
      purpose: CODE_PURPOSE[code!]!,
      entryId: parseInt(id!, 36),
      expiresAt: parseInt(expiry!, 36) * 1000,
      ...(stamp !== undefined ? { stamp: parseInt(stamp, 36) } : {}),
    };
    if (claims.purpose !== purpose) return { ok: false, reason: 'wrong-purpose' };
    if (claims.expiresAt <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  /** True when this server signed the token (for any purpose, expired or not): else it is forged. */
  isSigned(token: string): boolean {
    return this.signedParts(token) !== null;
  }

  /** The token's fields before its signature, when the signature is this server's. */
  private signedParts(token: string): string[] | null {
    const parts = token.split('.');
    if (parts.length < 4 || parts.length > 5) return null;
    const signature = parts.pop()!;
    const expected = Buffer.from(this.signature(parts.join('.')));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
  }

  private signature(body: string): string {
    return createHmac('sha256', this.key)
      .update(body)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');
  }
}
