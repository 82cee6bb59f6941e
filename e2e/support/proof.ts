import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * A solved proof-of-work challenge of the e2e server (issue 29), for a test that seeds a sign-up
 * straight over HTTP as a person's browser would: without one, the sign-up is held for review.
 */
export async function solvedProof(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/challenge');
  if (response.status() !== 200) throw new Error(`GET /api/challenge: ${response.status()}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
