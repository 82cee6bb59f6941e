// `npm run backup` and `npm run restore`: runs dist/node/server/tools/<name>.js with the rest of
// the arguments, building the server first only when it is missing. Never a rebuild otherwise:
// `npm run backup` runs beside a server that may be running from the same dist/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const tool = resolve(`dist/node/server/tools/${name}.js`);

if (!existsSync(tool)) {
  console.log('Building (build:server)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build:server'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The tool runs its main when it is the script: it is, to it.
process.argv = [process.argv[0], tool, ...args];
await import(pathToFileURL(tool).href);
