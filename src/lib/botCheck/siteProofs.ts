import { apiRequest } from '../api';
import { apiPaths } from '../../shared/apiPaths';
import type { BotChallenge } from '../../shared/growth';
import { ProofOfWork } from './proofOfWork';

let proofs: ProofOfWork | undefined;

/** The site's proof-of-work solver (issue 29): one per page, shared by its forms and consoles. */
export function siteProofs(): ProofOfWork {
  proofs ??= new ProofOfWork({
    async fetchChallenge() {
      const response = await apiRequest('GET', apiPaths.challenge);
      return response.status === 204 ? null : ((await response.json()) as BotChallenge);
    },
    createWorker: () =>
      new Worker(new URL('./solver.worker.ts', import.meta.url), {
        type: 'module',
        name: 'proof-of-work',
      }),
  });
  return proofs;
}

/**
 * How long a join may wait for its proof before the page says it is checking (docs/product.md §24).
 */
export const CHECKING_NOTICE_MS = 1_000;

/**
 * A proof for one join; `onSlow` is called when it takes over CHECKING_NOTICE_MS, so that the
 * form can say it is checking (docs/product.md §24 "Growth": people never see a puzzle).
 */
export async function proofForJoin(onSlow?: () => void): Promise<string | undefined> {
  const timer = onSlow ? setTimeout(onSlow, CHECKING_NOTICE_MS) : undefined;
  try {
    return await siteProofs().take();
  } finally {
    clearTimeout(timer);
  }
}
