import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * The files under `dir` (every one, at any depth, read as bytes) whose contents hold `text` in
 * UTF-8, named relative to `dir`: what someone who copied the data folder could still read.
 */
export async function filesHolding(dir: string, text: string): Promise<string[]> {
  const needle = Buffer.from(text, 'utf8');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const holding: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return Buffer.alloc(0); // removed while we looked
      throw error;
    });
    if (bytes.includes(needle)) holding.push(relative(dir, file));
  }
  return holding.sort();
}
