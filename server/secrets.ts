import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurably } from './files/durableFile.js';

export const SESSION_SECRET_FILE = 'session-secret';

/** SESSION_SECRET when set, else one generated at the first start and kept in DATA_DIR (mode 0600). */
export async function loadSessionSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, SESSION_SECRET_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await writeFileDurably(file, secret + '\n');
  return secret;
}
