import type { ReactNode } from 'react';
import { useRevealOnce } from '../hooks/useRevealOnce';

/**
 * A landing-page section that fades up the first time it scrolls into view. `still` sections
 * (the hero) are visible from the first paint, before any script runs.
 */
export function RevealSection({
  id,
  labelledBy,
  className = '',
  still = false,
  children,
}: {
  id: string;
  labelledBy: string;
  className?: string;
  still?: boolean;
  children: ReactNode;
}) {
  const { ref, revealed: seen } = useRevealOnce<HTMLElement>();
  const revealed = still || seen;
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      className={`landing-section reveal${revealed ? ' is-revealed' : ''} ${className}`.trim()}
    >
      {children}
    </section>
  );
}
