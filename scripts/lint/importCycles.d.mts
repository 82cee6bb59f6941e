import type { ESLint } from 'eslint';

/** The project file a specifier names, or null (a package, a stylesheet, a missing file). */
export function resolveImport(specifier: string, fromFile: string): string | null;
/** The shortest chain of imports from `start` back to `file` (start first, file last), or null. */
export function pathBack(
  start: string,
  file: string,
  importsOf?: (file: string) => string[],
): string[] | null;
export const importCycles: ESLint.Plugin;
