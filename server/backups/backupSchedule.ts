import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { log } from '../logging/logger.js';
import { isBackupName, type Backup } from './takeBackup.js';

export interface BackupSchedule {
  /** No backup starts after this; one in flight is finished first. */
  stop(): Promise<void>;
}

/**
 * BACKUP_EVERY: a backup every `everyMs` (the first one an interval after the start, so that a
 * server restarted in a loop makes none), then the oldest beyond `keep` removed. One at a time:
 * the next interval starts when a backup ends. A failed backup is logged; the next is tried on time.
 */
export function startBackupSchedule(options: {
  everyMs: number;
  keep: number;
  backupsDir: string;
  take: () => Promise<Backup>;
}): BackupSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const backUp = async () => {
    try {
      const { path, entries } = await options.take();
      log.info({ entries }, `Backup written to ${path} (${entries} entries)`);
      await pruneBackups(options.backupsDir, options.keep);
    } catch (error) {
      log.error({ err: error }, 'The scheduled backup failed; the next one is tried on time');
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = backUp().finally(() => {
        running = undefined;
        next();
      });
    }, options.everyMs);
    timer.unref();
  };
  next();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Removes every backup in `backupsDir` but the newest `keep` (by their names' times); answers them. */
export async function pruneBackups(backupsDir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(backupsDir)).filter(isBackupName).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await rm(join(backupsDir, name), { recursive: true, force: true });
  return old;
}
