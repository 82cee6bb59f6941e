import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: about 50-100 ms per hash on a small server; stored in every hash so it can change later. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number) {
  const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r) + 1024 * 1024;
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A salted scrypt hash: `scrypt$N$r$p$salt$key` (salt and key in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return [
    PREFIX,
    COST.N,
    COST.r,
    COST.p,
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
