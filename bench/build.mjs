// The build the bench measures: npm run build when dist/ is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time of the files under `dir` (0 when it is missing). */
function newestChange(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds (npm run build) when dist/ is missing or older than the sources it is built from. */
export function ensureBuild(buildDir) {
  const outputs = [
    join(buildDir, 'node', 'server', 'main.js'),
    join(buildDir, 'web', 'index.html'),
  ];
  if (process.env.BENCH_BUILD_DIR) {
    if (outputs.every((file) => existsSync(file))) return;
    throw new Error(`${buildDir} holds no build`);
  }
  const built = outputs.every((file) => existsSync(file))
    ? Math.min(...outputs.map((file) => statSync(file).mtimeMs))
    : 0;
  const sources = Math.max(newestChange(join(ROOT, 'server')), newestChange(join(ROOT, 'src')));
  if (built > sources) return;
  const why = built ? 'The build is older than the sources' : 'No build found';
  console.log(`${why}: running npm run build…`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) throw new Error('npm run build failed');
}
