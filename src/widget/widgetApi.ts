import { widgetRequest } from '../lib/api';
import { ProofOfWork } from '../lib/botCheck/proofOfWork';
import SolverWorker from '../lib/botCheck/solver.worker.ts?worker&inline';
import { apiPaths } from '../shared/apiPaths';
import type { BotChallenge } from '../shared/growth';
import type { JoinResponse } from '../shared/types';

/** Where the widget's own server is: the origin its script was loaded from. */
export function serverOrigin(script: HTMLOrSVGScriptElement | null): string {
  const src = script instanceof HTMLScriptElement ? script.src : '';
  return src ? new URL(src).origin : window.location.origin;
}

/** The widget's calls to its server (issue 29): the proof-of-work challenge and the join. */
export function widgetApi(origin: string) {
  const proofs = new ProofOfWork({
    async fetchChallenge() {
      const response = await widgetRequest('GET', origin + apiPaths.challenge);
      return response.status === 204 ? null : ((await response.json()) as BotChallenge);
    },
    // Inline: a page on another site cannot start a worker from our address.
    createWorker: () => new SolverWorker({ name: 'proof-of-work' }),
  });
  return {
    origin,
    proofs,
    async join(payload: Record<string, unknown>): Promise<JoinResponse> {
      const proof = await proofs.take();
      const response = await widgetRequest('POST', origin + apiPaths.waitlistJoin, {
        ...payload,
        ...(proof ? { proof } : {}),
      });
      return (await response.json()) as JoinResponse;
    },
  };
}
