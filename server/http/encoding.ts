/** The encodings the build precompresses (scripts/build/precompress.mjs), best first. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type EncodingName = (typeof ENCODINGS)[number]['name'];

/** Encoding -> q from an Accept-Encoding header ("gzip, br;q=0.8, *;q=0"). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * The best encoding the client accepts among those available: brotli over gzip whatever the
 * order the client lists them in (browsers send "gzip, deflate, br"), none when both are refused.
 */
export function chooseEncoding(
  header: string | undefined,
  available: ReadonlySet<EncodingName>,
): EncodingName | null {
  if (!header) return null;
  const weights = parseAcceptEncoding(header);
  const wildcard = weights.get('*') ?? 0;
  for (const { name } of ENCODINGS) {
    if (available.has(name) && (weights.get(name) ?? wildcard) > 0) return name;
  }
  return null;
}
