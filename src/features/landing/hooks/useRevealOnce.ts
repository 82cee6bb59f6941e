import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@lib/reducedMotion';

/**
 * docs/product.md §2: sections animate in on scroll, once only. The element is marked visible the
 * first time it enters the viewport and then stays so; with reduced motion it is visible at once.
 */
export function useRevealOnce<T extends Element>() {
  const ref = useRef<T>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (seen || reducedMotion || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, reducedMotion]);

  return { ref, revealed: seen || reducedMotion };
}
