import type { RequestHandler } from 'express';
import { allowingWasm, isWasmWorkerPath } from '../../src/shared/wasmWorkers.js';

/**
 * After helmet: the badge reader's worker script may compile its WebAssembly (issue 42, item 6);
 * every other answer keeps helmet's policy as it is.
 */
export const wasmWorkerPolicy: RequestHandler = (req, res, next) => {
  if (isWasmWorkerPath(req.path)) {
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') res.setHeader('Content-Security-Policy', allowingWasm(policy));
  }
  next();
};
