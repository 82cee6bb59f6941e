import { useEffect, useState } from 'react';

/**
 * What `load` resolves to (a lazily imported component, say), once it has: null until then, so a
 * page can keep what it shows until the code it needs next is there, where React's lazy() would
 * show a fallback. Loading starts when the component mounts; a failed load is thrown. `load`
 * must be the same function on every render (one defined once, at a module's top level).
 */
export function useLoaded<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value?: T; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setLoaded({ value }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (loaded.error !== undefined) throw loaded.error;
  return loaded.value ?? null;
}
