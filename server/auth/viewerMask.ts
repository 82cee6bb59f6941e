import type { Response } from 'express';
import { maskAddressesIn } from '../../src/shared/team.js';

function masked(value: unknown): unknown {
  if (typeof value === 'string') return maskAddressesIn(value);
  if (Array.isArray(value)) return value.map(masked);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, masked(inner)]));
  }
  return value;
}

/**
 * A viewer never sees a whole address (docs/product.md §26): every JSON answer it gets
 * has each address in it masked, whichever route wrote it, so that no route can forget.
 */
export function maskAddressesForViewer(res: Response): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => json(masked(body));
}
