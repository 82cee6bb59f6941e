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

/**
 * Runs `steps` one after another, each in an idle period of its own (see whenIdle), so that work
 * the page can wait for never makes one long task. Returns a cancel for the steps not yet run.
 */
export function inIdleSteps(steps: readonly (() => void)[], timeoutMs: number): () => void {
  let cancel = () => {};
  const runFrom = (index: number) => {
    if (index >= steps.length) return;
    cancel = whenIdle(() => {
      steps[index]!();
      runFrom(index + 1);
    }, timeoutMs);
  };
  runFrom(0);
  return () => cancel();
}
