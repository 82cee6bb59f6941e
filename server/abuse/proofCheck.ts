import type { BotChallenge, HoldReason } from '../../src/shared/index.js';
import type { GrowthStore } from '../store/growth/growthStore.js';
import { issueChallenge, proofKeys, verifyProof } from './proofOfWork.js';

/** BOT_CHECK's challenges and their check (issue 29); null where BOT_CHECK=off. */
export interface ProofCheck {
  /** A new signed challenge for GET /api/challenge. */
  issue(): Promise<BotChallenge>;
  /**
   * Why a join that carries `proof` is held, or null: 'no-proof' unless it is a solution of a
   * challenge this server signed less than 10 minutes ago and never took before; 'too-fast' when
   * it came less than `minMs` after that challenge was issued (the server's clock on both ends,
   * so a script cannot claim it took its time).
   */
  holdReason(proof: string | undefined, minMs: number): Promise<HoldReason | null>;
}

export function proofCheck(
  growth: GrowthStore,
  sessionSecret: string,
  { difficulty, now }: { difficulty: number; now: () => number },
): ProofCheck {
  const keys = proofKeys(sessionSecret);
  return {
    issue: () => issueChallenge(keys, difficulty, now()),
    async holdReason(proof, minMs) {
      const at = now();
      const verified = await verifyProof(proof, keys, at);
      if (!verified) return 'no-proof';
      if (!(await growth.claimProof(verified.id, new Date(verified.expiresAt)))) return 'no-proof';
      return at - verified.issuedAt < minMs ? 'too-fast' : null;
    },
  };
}
