import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { BotChallenge } from '../../src/shared/index.js';
import { request } from './testServer.js';

/** A challenge from the server, as a page fetches it. */
export async function fetchChallenge(baseUrl: string): Promise<BotChallenge> {
  const response = await request(`${baseUrl}/api/challenge`);
  if (response.status !== 200) throw new Error(`GET /api/challenge answered ${response.status}`);
  return response.body as BotChallenge;
}

/** Solves a challenge as the browser's worker does, and encodes it as a join's `proof`. */
export async function solve(challenge: BotChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge from the server, solved. */
export async function solvedProof(baseUrl: string): Promise<string> {
  return solve(await fetchChallenge(baseUrl));
}
