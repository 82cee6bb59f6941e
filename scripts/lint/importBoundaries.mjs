// The import layering of STYLE.md as an ESLint rule: shared -> lib and components -> features ->
// app; a feature is reached from outside (another feature, the app) only through its index.ts; the server and the kiosk shell
// import nothing of the site but src/shared. Paths are resolved, so aliases and ../ count alike.
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const ALIASES = {
  '@shared': 'src/shared',
  '@lib': 'src/lib',
  '@components': 'src/components',
  '@features': 'src/features',
  '@app': 'src/app',
};
/** A layer may import its own and lower ranks; lib and components may import each other's. */
const RANK = { shared: 0, lib: 1, components: 1, features: 2, app: 3 };

/** The project-relative path an import names, or null for a package. */
function target(specifier, fromFile) {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier === alias || specifier.startsWith(`${alias}/`)) {
      return join(folder, specifier.slice(alias.length));
    }
  }
  if (!specifier.startsWith('.')) return null;
  return relative(ROOT, resolve(dirname(fromFile), specifier));
}

/** Where a project-relative path sits: its area and, in src, its layer and feature. */
function place(path) {
  const parts = path.split(sep);
  if (parts[0] === 'server' || parts[0] === 'electron') return { area: parts[0] };
  if (parts[0] !== 'src') return { area: 'other' };
  // src/main.tsx and src/styles count as the app.
  const layer = parts[1] in RANK ? parts[1] : 'app';
  return { area: 'src', layer, feature: layer === 'features' ? parts[2] : undefined, parts };
}

function isFeatureFace(parts) {
  const rest = parts
    .slice(3)
    .join('/')
    .replace(/\.(ts|tsx|js)$/, '');
  return rest === '' || rest === 'index';
}

function problem(from, to) {
  if (to.area !== 'src') return null;
  if (from.area === 'server' || from.area === 'electron') {
    return to.layer === 'shared'
      ? null
      : `${from.area}/ imports nothing of the site but src/shared`;
  }
  if (from.area !== 'src') return null;
  if (RANK[to.layer] > RANK[from.layer]) {
    return `src/${from.layer} may not import src/${to.layer} (shared -> lib/components -> features -> app)`;
  }
  const outside = from.layer !== 'features' || from.feature !== to.feature;
  if (to.layer === 'features' && outside && !isFeatureFace(to.parts)) {
    return `a feature is reached from outside only through its index.ts (@features/${to.feature})`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layering of STYLE.md' },
    schema: [],
  },
  create(context) {
    const fromPath = relative(ROOT, context.filename);
    const from = place(fromPath);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const path = target(node.source.value, context.filename);
      if (!path) return;
      const message = problem(from, place(path));
      if (message)
        context.report({ node: node.source, message: `${message}: ${node.source.value}` });
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
