/**
 * The staff PIN chosen at pairing, kept on the tablet only as PBKDF2-SHA-256 with a random salt
 * (WebCrypto). A PIN has few digits, so the hash slows guessing; the prompt's lock does the rest.
 */
const ITERATIONS = 200_000;

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array): Promise<string> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(pin),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: ITERATIONS },
    material,
    256,
  );
  return toBase64(bits);
}

export async function hashPin(pin: string): Promise<{ pinHash: string; pinSalt: string }> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { pinHash: await derive(pin, salt), pinSalt: toBase64(salt) };
}

export async function pinMatches(
  pin: string,
  stored: { pinHash: string; pinSalt: string },
): Promise<boolean> {
  const hash = await derive(pin, fromBase64(stored.pinSalt));
  // Both are fixed-length base64 of a hash; no timing leak worth guarding on the device itself.
  return hash === stored.pinHash;
}
