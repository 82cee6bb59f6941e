import { useEffect, useState } from 'react';
import type { VisitorLinks } from '@shared/visitorLinks';
import { LINKS_POLL_MS, LINKS_WAIT_MS, type KioskVisitorLinks } from '@shared/booth';

/** Asks where a visitor's links are once the sign-up is on the web (the kiosk's own server). */
export type AskLinks = () => Promise<KioskVisitorLinks>;

export interface LaterLinks {
  links: VisitorLinks | null;
  /** Still on their way: the thank-you says so rather than "by e-mail". */
  waiting: boolean;
}

const NONE: KioskVisitorLinks = { links: null, pending: false };

/**
 * A kiosk visitor's links (issue 39, item 3): the kiosk's sync brings them from the web a moment
 * after the sign-up, so the thank-you asks again while they are pending, for LINKS_WAIT_MS at
 * most. Offline, or a failed ask, ends the wait: the e-mail brings them.
 */
export function useLaterLinks(ask: AskLinks | undefined): LaterLinks {
  const [later, setLater] = useState<LaterLinks>({ links: null, waiting: ask !== undefined });

  useEffect(() => {
    if (!ask) return;
    const startedAt = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const answer = await ask().catch(() => NONE);
      if (stopped) return;
      const waiting =
        answer.links === null && answer.pending && Date.now() - startedAt < LINKS_WAIT_MS;
      setLater({ links: answer.links, waiting });
      if (waiting) timer = setTimeout(() => void poll(), LINKS_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ask]);

  return later;
}
