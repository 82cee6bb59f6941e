import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  beginPinAttempt,
  PIN_LOCKOUT_OPEN,
  pinLockedForMs,
  rightPinGiven,
} from '../../../src/shared/index.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { writeFileDurably } from '../../files/durableFile.js';

export const PIN_FILE = 'operator-pin';

export type PinCheck = { ok: true } | { ok: false; lockedForMs: number };

/**
 * The booth's operator PIN (docs/product.md §20): KIOSK_PIN, or the one chosen at the
 * first operator sign-in, kept only as a salted scrypt hash in the data folder (mode 0600).
 * Five wrong PINs in a row lock the prompt for a minute (src/shared/pinLockout.ts: each attempt
 * counted before its check, so a burst gets no more checks); the booth is one process on
 * loopback, so the count is the booth's, not a client's.
 */
export class OperatorPin {
  private lockout = PIN_LOCKOUT_OPEN;
  /** While the first PIN is hashed and stored: no second choice may start. */
  private choosing = false;

  private constructor(
    private readonly file: string,
    private hash: string | undefined,
    private readonly now: () => number,
  ) {}

  static async open(
    dataDir: string,
    configuredPin: string | undefined,
    now: () => number = Date.now,
  ): Promise<OperatorPin> {
    const file = join(dataDir, PIN_FILE);
    const hash = configuredPin
      ? await hashPassword(configuredPin)
      : await readFile(file, 'utf8').then(
          (text) => text.trim() || undefined,
          () => undefined,
        );
    return new OperatorPin(file, hash, now);
  }

  get isSet(): boolean {
    return this.hash !== undefined;
  }

  /** Milliseconds the prompt stays locked after too many wrong PINs (0: open). */
  get lockedForMs(): number {
    return pinLockedForMs(this.lockout, this.now());
  }

  /**
   * The first operator sign-in chooses the PIN; answers false if one exists already or another
   * choice is being stored (issue 38, item 8): the first PIN is the one that works, and a second
   * choice made meanwhile never overwrites it. A choice that fails to be stored frees the way.
   */
  async choose(pin: string): Promise<boolean> {
    if (this.hash !== undefined || this.choosing) return false;
    this.choosing = true;
    try {
      const hash = await hashPassword(pin);
      await writeFileDurably(this.file, `${hash}\n`);
      this.hash = hash;
      return true;
    } finally {
      this.choosing = false;
    }
  }

  async check(pin: string): Promise<PinCheck> {
    const attempt = beginPinAttempt(this.lockout, this.now());
    this.lockout = attempt.lockout;
    if (!attempt.check) return { ok: false, lockedForMs: this.lockedForMs };
    if (this.hash !== undefined && (await verifyPassword(pin, this.hash))) {
      this.lockout = rightPinGiven();
      return { ok: true };
    }
    return { ok: false, lockedForMs: this.lockedForMs };
  }
}
