// No import cycles, anywhere (docs/architecture.md#the-layer-rules, 10): an ESLint rule that
// follows every import of the linted file through the project's files and reports the one that
// leads back. Type-only imports count too: a cycle of types still ties two layers into one.
// TypeScript's own pre-processor finds a file's imports and its resolver resolves them as tsc does
// (the site's aliases, and the server's `.js` specifiers that name `.ts` files).
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** tsconfig.web.json's aliases and the bundler resolution every part of the project works with. */
function compilerOptions() {
  const file = resolve(ROOT, 'tsconfig.web.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, file);
  return { ...options, allowJs: true, moduleResolution: ts.ModuleResolutionKind.Bundler };
}

const options = compilerOptions();
const resolutionCache = ts.createModuleResolutionCache(ROOT, (name) => name, options);

/**
 * The project file a specifier names, or null: a package, a stylesheet, a file that is not there.
 */
export function resolveImport(specifier, fromFile) {
  const { resolvedModule } = ts.resolveModuleName(
    specifier,
    fromFile,
    options,
    ts.sys,
    resolutionCache,
  );
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
  const file = resolvedModule.resolvedFileName;
  if (file.endsWith('.d.ts') || !file.startsWith(ROOT + sep)) return null;
  if (file.includes(`${sep}node_modules${sep}`)) return null;
  return file;
}

/** A file's imports as read from disk, remembered until the file changes. */
const importsCache = new Map();

function importsOnDisk(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached?.mtime === mtime) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(importedFiles.map(({ fileName }) => resolveImport(fileName, file)).filter(Boolean)),
  ];
  importsCache.set(file, { mtime, imports });
  return imports;
}

/**
 * The shortest chain of imports from `start` back to `file` (start first, file last), or null.
 * `importsOf` gives a file's resolved imports.
 */
export function pathBack(start, file, importsOf = importsOnDisk) {
  if (start === file) return [file];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const current = queue[at];
    for (const next of importsOf(current)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      if (next === file) {
        const chain = [];
        for (let step = next; step !== null; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles (type-only imports included)' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const checked = new Set();
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, file);
      if (!target || checked.has(target)) return;
      checked.add(target);
      const chain = pathBack(target, file);
      if (!chain) return;
      const names = [file, ...chain].map((step) => relative(ROOT, step).split(sep).join('/'));
      context.report({
        node: source,
        message: `Import cycle: ${names.join(' -> ')}. Move what both need into a module they both import.`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const importCycles = { rules: { 'no-import-cycles': rule } };
