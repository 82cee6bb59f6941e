/**
 * Runs `task` once the browser is idle (after the page's load work), or after `timeoutMs` at the
 * latest; browsers without requestIdleCallback run it after a quarter of that. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, timeoutMs / 4);
  return () => window.clearTimeout(handle);
}
