/**
 * An async read whose result is applied only if no later call started meanwhile: reads that
 * overlap can finish in any order (IndexedDB runs read-only transactions side by side), and an
 * earlier read finishing last would put back what a later one had already replaced.
 */
export function latestOnly<T>(
  read: () => Promise<T>,
  apply: (value: T) => void,
): () => Promise<void> {
  let started = 0;
  return async () => {
    const call = ++started;
    const value = await read();
    if (call === started) apply(value);
  };
}
