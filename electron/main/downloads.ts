import { basename, join } from 'node:path';

/**
 * Where a download from the kiosk lands: straight into the Downloads folder, no save dialog on
 * a touch screen. Only the file name the server suggests is kept, never a path.
 */
export function downloadSavePath(downloadsDir: string, suggestedName: string, now: Date): string {
  const name = basename(suggestedName.replaceAll('\\', '/')).trim();
  const safe = name && name !== '.' && name !== '..' ? name : `synapse-${stamp(now)}.csv`;
  return join(downloadsDir, safe);
}

function stamp(now: Date): string {
  return now.toISOString().slice(0, 19).replaceAll(':', '-');
}
