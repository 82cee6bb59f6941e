import { hkdfSync, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { BotChallenge } from '../../src/shared/index.js';

/**
 * The self-hosted proof-of-work check (issue 29, docs/product.md §24): ALTCHA's challenges, signed
 * with keys derived from the session secret. The server picks a random counter below the
 * difficulty and signs the key it derives; the browser must find that counter by trying them all
 * from 0, while the server checks an answer with one HMAC.
 */

/** A challenge is answered within 10 minutes of its issue (issue 29), or not at all. */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;
const ALGORITHM = 'SHA-256';

export interface ProofKeys {
  /** Signs the challenge's parameters (tamper check). */
  challenge: string;
  /** Signs the derived key in the challenge, so that a solution is checked without deriving it. */
  key: string;
}

/** Two keys derived from the session secret (never the secret itself). */
export function proofKeys(sessionSecret: string): ProofKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', sessionSecret, '', purpose, 32)).toString('base64url');
  return { challenge: derive('synapse bot check'), key: derive('synapse bot check key') };
}

/** A new challenge; its issue time is signed in it, so the minimum time is the server's own. */
export async function issueChallenge(
  keys: ProofKeys,
  difficulty: number,
  now: number,
): Promise<BotChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(Math.max(1, difficulty)),
    deriveKey,
    data: { issuedAt: now },
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.key,
  });
  return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
}

/** A checked proof: the challenge's id (its signature) and when it was issued. */
export interface VerifiedProof {
  id: string;
  issuedAt: number;
  expiresAt: number;
}

function decodeProof(proof: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const decoded = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    const { challenge, solution } = decoded;
    if (!challenge?.parameters || typeof challenge.signature !== 'string' || !solution) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * The proof a join carries (base64 of {challenge, solution}, as ALTCHA's widget sends it), if it
 * is a solution of a challenge this server signed less than CHALLENGE_LIFETIME_MS ago; else null.
 * Whether it was used before is the store's to say (GrowthStore.claimProof).
 */
export async function verifyProof(
  proof: string | undefined,
  keys: ProofKeys,
  now: number,
): Promise<VerifiedProof | null> {
  const decoded = proof ? decodeProof(proof) : null;
  if (!decoded || decoded.challenge.parameters.algorithm !== ALGORITHM) return null;
  const issuedAt = decoded.challenge.parameters.data?.issuedAt;
  if (typeof issuedAt !== 'number' || issuedAt > now || now - issuedAt > CHALLENGE_LIFETIME_MS) {
    return null;
  }
  try {
    const result = await verifySolution({
      ...decoded,
      deriveKey,
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.key,
    });
    if (!result.verified) return null;
  } catch {
    return null; // a malformed challenge is no proof
  }
  return {
    id: decoded.challenge.signature!,
    issuedAt,
    expiresAt: issuedAt + CHALLENGE_LIFETIME_MS,
  };
}
