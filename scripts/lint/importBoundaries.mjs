// The architecture picture's import rules (layers.mjs) as an ESLint rule: every import, export
// from and import() of src/, server/ and electron/ is placed, by the folder it names (aliases and
// ../ count alike) or the package, and checked against them.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileProblem, packageProblem, place } from './layers.mjs';
import { storeApplies } from './storeApplies.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const ALIASES = {
  '@shared': 'src/shared',
  '@lib': 'src/lib',
  '@components': 'src/components',
  '@features': 'src/features',
  '@app': 'src/app',
};

const posix = (path) => path.split(sep).join('/');

/** The project-relative path an import names, or null for a package. */
function target(specifier, fromFile) {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier === alias || specifier.startsWith(`${alias}/`)) {
      return posix(join(folder, specifier.slice(alias.length)));
    }
  }
  if (!specifier.startsWith('.')) return null;
  return posix(relative(ROOT, resolve(dirname(fromFile), specifier)));
}

/** `import type`, `export type ... from`, or every named piece marked `type`. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const pieces = node.specifiers ?? [];
  return (
    pieces.length > 0 &&
    pieces.every((piece) => piece.importKind === 'type' || piece.exportKind === 'type')
  );
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the architecture picture (scripts/lint/layers.mjs)' },
    schema: [],
  },
  create(context) {
    const path = posix(relative(ROOT, context.physicalFilename));
    const from = { ...place(path), storeApplies: storeApplies(ROOT).has(path) };
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const to = target(specifier, context.physicalFilename);
      const message = to
        ? fileProblem(from, place(to))
        : packageProblem(from, specifier, isTypeOnly(node));
      if (message) context.report({ node: source, message: `${message}: ${specifier}` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const importBoundaries = { rules: { 'import-boundaries': rule } };
