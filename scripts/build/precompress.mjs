// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every text file of dist/web, so
// the server sends compressed files without compressing per request (server/http/site.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const webRoot = resolve(process.argv[2] ?? 'dist/web');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|ico)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const entries = await readdir(webRoot, { withFileTypes: true, recursive: true });
let before = 0;
let after = 0;
await Promise.all(
  entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .filter((entry) => !entry.parentPath.includes('/.vite'))
    .map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const content = await readFile(path);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      before += content.length;
      after += br.length;
    }),
);
console.log(
  `precompressed ${webRoot}: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli`,
);
