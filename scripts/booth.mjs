// `npm run booth`: builds whatever is missing, then runs the booth's server (server/tools/booth.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const missing = [
  ['dist/web/index.html', 'build:web'],
  ['dist/node/server/tools/booth.js', 'build:server'],
].filter(([file]) => !existsSync(file));

for (const [, script] of missing) {
  console.log(`Building (${script})...`);
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../dist/node/server/tools/booth.js');
