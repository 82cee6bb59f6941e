// The never-rules of the architecture picture (docs/architecture.md#the-layer-rules) that are
// about imports, as data and small functions: importBoundaries.mjs asks them about every import.
// All of them, and where each is checked:
//
//  The site (src/)
//   1. src/shared imports nothing of lib, components, features or app.
//   2. src/lib and src/components import nothing of features or app.
//   3. A feature imports nothing of the app.
//   4. Nothing reaches into a feature but through its index.ts.
//   5. src/shared imports no package but zod: the browser and Node both run it.
//   6. The console engine (src/features/terminal/engine/) imports nothing outside itself and
//      src/shared, and of packages only chess.js: input in, lines and effects out.
//   7. src/ imports nothing outside src/: the site is built on its own.
//   8. Nothing calls fetch but src/lib/api.ts, nor the API client but a feature's api.ts
//      (no-restricted-globals, -properties and -imports in eslint.config.js).
//  The server (server/)
//   9. server/ imports nothing outside server/ but src/shared.
//  10. Routes reach the store only through its interface (STORE_FACE), as does all code outside
//      server/store.
//  11. Nothing outside server/store opens a store engine (lowdb, postgres) but the composition
//      roots (COMPOSITION_ROOTS).
//  12. The store imports no HTTP code: not express, server/routes/, server/http/ or app.ts, and
//      express-session and express-rate-limit only as types (it implements their Store).
//  The kiosk shell (electron/)
//  13. electron/ imports nothing outside electron/ but src/shared, the server's entry
//      (SERVER_ENTRY) and the store's interface.
//  14. electron/main and electron/preload import nothing of each other, and only their index.ts
//      imports Electron's code (plain modules import its types, so their tests run without it).
//  Everywhere
//  15. No import cycles (importCycles.mjs).
//  A feature with hosts (the booth: its kiosk and its tablet)
//  16. A host folder imports nothing of another host, and the feature's shared/ folder nothing of
//      any host: what both hosts need moves to shared/. Each host's index.ts is a face of the
//      feature (rule 4), so a page loads one host without the other.
//  The store and the domain
//  17. What the store applies of the rest of the server (the domain rules: server/loop/,
//      server/referrals/rules.ts, server/webhooks/events.ts, ... found by storeApplies.mjs)
//      imports nothing of server/store: the types they share live with the rule, and the store's
//      slices import them.
//  18. A store engine (server/store/lowdb/, server/store/postgres/: journal, snapshots, pool,
//      transactions, migrations) imports no domain rule and no area: outside the store only
//      src/shared and the server's tools (ENGINE_TOOLS); settings such as the referral rules come
//      in from the assembly.
//  19. The assembly (server/store/assembly/) imports the engines and the areas; nothing of the
//      store imports it back but openStore.ts (OPENS_ASSEMBLY), which opens a store.
//
// Tests and test helpers (*.test.ts, testing/ folders) may import what they test and the
// project's tools: the package rules and rules 9 to 13 leave them out, except that they too
// import nothing of the site but src/shared.

/** A layer may import its own and lower ranks; lib and components may import each other's. */
const RANK = { shared: 0, lib: 1, components: 1, features: 2, app: 3 };

const ENGINE = 'src/features/terminal/engine/';
/**
 * Features with a folder per host beside their shared/ folder
 * (docs/architecture.md#the-layer-rules, 11).
 */
const FEATURE_HOSTS = { booth: ['kiosk', 'tablet'] };
const PACKAGES = { shared: ['zod'], engine: ['chess.js'] };

/**
 * The store's interface, the only part of server/store/ that code outside it imports: the Store
 * interface and its slices (types.ts, a name ending in Types or Store: loopTypes.ts,
 * adminSecurityStore.ts, an area's entries/entryTypes.ts), capabilities.ts, errors.ts, openStore.ts
 * and an index.ts, in server/store/ or any area folder of it. An engine is every folder or file
 * under server/store/ whose name starts with lowdb or postgres (lowdb/, postgres/,
 * entries/postgresEntries.ts, entries/lowdb/...): no interface module is one.
 */
const STORE_FACE = /^(types|\w+Types|\w+Store|capabilities|errors|openStore|index)$/;
const STORE_ENGINE = /^(lowdb|postgres)/i;
/** Where the server is put together: they may open a store engine directly. */
const COMPOSITION_ROOTS = [/^server\/(main|serve|server)\.ts$/, /^server\/tools\//];
/** What the kiosk shell may import of the server. */
const SERVER_ENTRY = [/^server\/(server|config)\.[jt]s$/, /^server\/booth\//];
/** The store's engine folders, and what they may use of the server outside the store. */
const ENGINE_FOLDERS = ['lowdb', 'postgres'];
const ENGINE_TOOLS = [/^server\/files\//, /^server\/logging\//];
/** Where the store is put together of its engines and areas, and the one module that opens it. */
const ASSEMBLY = 'assembly';
const OPENS_ASSEMBLY = ['server/store/openStore.ts'];
/** The HTTP layer, which the store may not import. */
const HTTP_CODE = [/^server\/routes\//, /^server\/http\//, /^server\/app\.[jt]s$/];
const HTTP_PACKAGES = ['express'];
/** Packages whose Store interface the store implements: types only. */
const HTTP_TYPE_PACKAGES = ['express-session', 'express-rate-limit'];
const ELECTRON_CODE_AT = ['electron/main/index.ts', 'electron/preload/index.ts'];

const withoutExtension = (name) => name.replace(/\.(m?[jt]sx?|cjs)$/, '');

/** Where a project-relative path sits (posix separators). */
export function place(path) {
  const parts = path.split('/');
  const base = withoutExtension(parts.at(-1) ?? '');
  const isTest = /\.test\.tsx?$/.test(path) || parts.includes('testing');
  const at = { path, parts, area: parts[0], isTest };
  if (parts[0] === 'src') {
    // src/main.tsx and src/styles count as the app.
    const layer = parts[1] in RANK ? parts[1] : 'app';
    const feature = layer === 'features' ? parts[2] : undefined;
    return { ...at, layer, feature, engine: path.startsWith(ENGINE) };
  }
  if (parts[0] === 'server' && parts[1] === 'store') {
    const engine = parts.slice(2).some((part) => STORE_ENGINE.test(part));
    return { ...at, store: true, storeEngine: engine, storeFace: !engine && STORE_FACE.test(base) };
  }
  if (parts[0] === 'electron') return { ...at, process: parts[1] };
  if (parts[0] === 'server') return at;
  return { ...at, area: 'other' };
}

function isFeatureFace(parts) {
  const rest = withoutExtension(parts.slice(3).join('/'));
  if (rest === '' || rest === 'index') return true;
  const host = hostOf(parts);
  return host !== undefined && (rest === host || rest === `${host}/index`);
}

/** The host folder (kiosk, tablet) a file of a feature with hosts sits in, if any. */
function hostOf(parts) {
  return FEATURE_HOSTS[parts[2]]?.includes(parts[3]) ? parts[3] : undefined;
}

/** Rule 16: a host imports nothing of another host; the shared parts nothing of any host. */
function hostProblem(from, to) {
  const target = hostOf(to.parts);
  if (from.feature !== to.feature || target === undefined) return null;
  const source = hostOf(from.parts);
  if (source === target) return null;
  const feature = `src/features/${to.feature}`;
  return source === undefined
    ? `${feature}/${from.parts[3]} imports no host (${target}): a host builds on the shared parts, not the other way`
    : `the hosts of ${feature} import nothing of each other (${source} -> ${target}): move what both need to ${feature}/shared`;
}

const matches = (patterns, path) => patterns.some((pattern) => pattern.test(path));

/** Rules 1 to 4, 6 and 7: the site's files. */
function siteProblem(from, to) {
  if (to.area !== 'src') return 'src/ imports nothing outside src/ (the site is built on its own)';
  if (from.engine && !to.engine && to.layer !== 'shared') {
    return 'the console engine imports nothing outside itself and src/shared';
  }
  if (RANK[to.layer] > RANK[from.layer]) {
    return `src/${from.layer} may not import src/${to.layer} (shared -> lib/components -> features -> app)`;
  }
  const outside = from.layer !== 'features' || from.feature !== to.feature;
  if (to.layer === 'features' && outside && !isFeatureFace(to.parts)) {
    return `a feature is reached from outside only through its index.ts (@features/${to.feature})`;
  }
  return to.layer === 'features' ? hostProblem(from, to) : null;
}

/** Rule 18: an engine imports no domain rule and no area of the store. */
function engineProblem(from, to) {
  if (!ENGINE_FOLDERS.includes(from.parts[2]) || from.parts.length < 4) return null;
  if (to.area !== 'server') return null;
  if (!to.store) {
    return matches(ENGINE_TOOLS, to.path)
      ? null
      : 'a store engine imports no domain rule (only server/files/ and server/logging/ outside the store): the assembly passes settings in';
  }
  const isArea =
    to.parts.length > 3 && !ENGINE_FOLDERS.includes(to.parts[2]) && to.parts[2] !== 'testing';
  if (!isArea) return null;
  return `a store engine imports no area of the store (${to.parts[2]}): the area registers itself where the store is assembled`;
}

/** Rule 19: the assembly imports the engines and the areas, and they import nothing of it. */
function assemblyProblem(from, to) {
  if (!to.store || to.parts[2] !== ASSEMBLY || from.parts[2] === ASSEMBLY) return null;
  if (OPENS_ASSEMBLY.includes(from.path)) return null;
  return 'nothing of the store imports its assembly (server/store/assembly/) but openStore.ts: the assembly imports the engines and the areas, never the other way';
}

/** Rules 10 to 12 and 17 to 19: the store's interface, engines, assembly and freedom from HTTP. */
function storeProblem(from, to) {
  if (from.isTest) return null;
  if (from.storeApplies && to.store) {
    return 'a domain rule the store applies imports nothing of server/store: move the type it shares to the rule, and let the store import it';
  }
  if (from.store) {
    return matches(HTTP_CODE, to.path)
      ? 'the store imports no HTTP code (server/routes/, server/http/, app.ts)'
      : (assemblyProblem(from, to) ?? engineProblem(from, to));
  }
  if (!to.store || to.storeFace) return null;
  if (to.storeEngine) {
    if (matches(COMPOSITION_ROOTS, from.path)) return null;
    if (from.parts[1] !== 'routes') {
      return "only server/main.ts, server/serve.ts, server/server.ts (through openStore.ts) and server/tools/ open a store engine (lowdb, postgres); import the store's interface";
    }
  }
  const who = from.parts[1] === 'routes' ? 'routes reach' : 'code outside server/store reaches';
  return `${who} the store only through its interface (types.ts, *Types.ts, *Store.ts, capabilities.ts, errors.ts, openStore.ts), never a lowdb or postgres module`;
}

/** Rules 9, 13 and 14: what the server and the kiosk shell import of the rest of the project. */
function outsideProblem(from, to) {
  if (to.area === 'src' && to.layer === 'shared') return null;
  // A test may use the project's tools (a build script, the server's test helpers), not the site.
  if (from.isTest && to.area !== 'src') return null;
  if (from.area === 'server') {
    return to.area === 'server' ? null : 'server/ imports nothing outside server/ but src/shared';
  }
  if (to.area === 'electron') {
    return to.process === from.process
      ? null
      : 'electron/main and electron/preload import nothing of each other';
  }
  if (to.area === 'server' && (to.storeFace || matches(SERVER_ENTRY, to.path))) {
    return null;
  }
  return "electron/ imports nothing outside electron/ but src/shared, the server's entry (server/server.ts, server/config.ts, server/booth/) and the store's interface";
}

/** Why importing the project file `to` from `from` breaks the picture, or null. */
export function fileProblem(from, to) {
  if (from.area === 'src') return siteProblem(from, to);
  if (from.area !== 'server' && from.area !== 'electron') return null;
  return storeProblem(from, to) ?? outsideProblem(from, to);
}

/** Why importing the package `name` (type-only or not) from `from` breaks the picture, or null. */
export function packageProblem(from, name, typeOnly) {
  if (from.isTest) return null;
  const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (from.area === 'src' && from.layer === 'shared' && !PACKAGES.shared.includes(root)) {
    return 'src/shared imports no package but zod (the browser and Node both run it)';
  }
  if (from.engine && !PACKAGES.engine.includes(root)) {
    return 'the console engine imports no package but chess.js (it is pure: input in, lines and effects out)';
  }
  if (from.store && HTTP_PACKAGES.includes(root)) {
    return 'the store imports no HTTP code (express)';
  }
  if (from.store && HTTP_TYPE_PACKAGES.includes(root) && !typeOnly) {
    return `the store names ${root} only as types (import type): the HTTP layer passes in its code`;
  }
  if (root === 'electron' && from.area === 'electron' && !typeOnly) {
    return ELECTRON_CODE_AT.includes(from.path)
      ? null
      : "only electron/main/index.ts and electron/preload/index.ts import Electron's code; plain modules import its types";
  }
  return null;
}
