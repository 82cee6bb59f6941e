import type { ReactNode } from 'react';
import { useRevealOnce } from '../hooks/useRevealOnce';

/** A landing-page section that fades up the first time it scrolls into view. */
export function RevealSection({
  id,
  labelledBy,
  className = '',
  children,
}: {
  id: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const { ref, revealed } = useRevealOnce<HTMLElement>();
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
