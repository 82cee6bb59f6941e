/**
 * The one script allowed to compile WebAssembly (issue 42, item 6): the badge reader's worker
 * (src/components/badgeScan/badgeReader.worker.ts, built as /assets/badgeReader.worker-HASH.js).
 * A dedicated worker follows the policy of its own response, so the server and the kiosk grant
 * 'wasm-unsafe-eval' on that response alone; every page keeps script-src 'self'.
 */
const WASM_WORKER_PATH = /^\/assets\/badgeReader\.worker-[\w-]+\.js$/;

export const WASM_SCRIPT_SOURCE = "'wasm-unsafe-eval'";

export function isWasmWorkerPath(pathname: string): boolean {
  return WASM_WORKER_PATH.test(pathname);
}

/** The policy with WebAssembly allowed beside its script sources (script-src 'self' stays). */
export function allowingWasm(policy: string): string {
  return policy.replace(/(^|;\s*)script-src ([^;]*)/, `$1script-src $2 ${WASM_SCRIPT_SOURCE}`);
}
