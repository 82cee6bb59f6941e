import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: about 50-100 ms per hash on a small server; stored in every hash so it can change later. */
export const PRODUCTION_HASH_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

let currentCost: { N: number; r: number; p: number } = PRODUCTION_HASH_COST;

/** The cost new hashes get: the production cost, unless a test run lowered it. */
export function passwordHashCost(): { N: number; r: number; p: number } {
  return currentCost;
}

/**
 * For a test run only (server/testing/testRunSetup.ts, from vitest.config.ts): every test server
 * hashes its admin password, at a cost a test need not pay. `N` a power of two of at least 2;
 * anything else leaves the production cost. Stored hashes keep the cost they were made with.
 */
export function lowerHashCostForTests(N: number): void {
  currentCost =
    Number.isSafeInteger(N) && N >= 2 && (N & (N - 1)) === 0
      ? { ...PRODUCTION_HASH_COST, N }
      : PRODUCTION_HASH_COST;
}

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number) {
  const maxmem =
    256 * (options.N ?? PRODUCTION_HASH_COST.N) * (options.r ?? PRODUCTION_HASH_COST.r) +
    1024 * 1024;
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A salted scrypt hash: `scrypt$N$r$p$salt$key` (salt and key in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const cost = passwordHashCost();
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return [
    PREFIX,
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !n || !r || !p || !salt || !key) return undefined;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((value) => Number.isSafeInteger(value) && value > 0)) {
    return undefined;
  }
  return { options, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.options, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

let decoyHash: Promise<string> | undefined;

/** Spends the same hashing time as a real check, so a missing user cannot be told apart by timing. */
export async function spendHashTime(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
