import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { takeBackup } from '../backups/takeBackup.js';
import { ConfigError, loadConfig } from '../config.js';
import { lowdbDataFolder } from '../store/assembly/lowdbDataFolder.js';
import { reportToolFailure } from './toolFailure.js';

/** What `npm run backup` says with DATABASE_URL set: PostgreSQL's own tools back it up live. */
export const USE_PG_DUMP =
  'DATABASE_URL is set: the waitlist is in PostgreSQL, which npm run backup does not copy. ' +
  'Back it up with pg_dump (pg_dump --format=custom --file=synapse.dump "$DATABASE_URL") and ' +
  'restore it with pg_restore; docs/deployment.md has the commands.';

/**
 * `npm run backup -- DIR`: a consistent copy of DATA_DIR's data in DIR/synapse-backup-<UTC time>/,
 * taken while the server goes on taking joins, read back, then named (server/backups/). DIR may be
 * left out when BACKUP_DIR is set.
 */
async function main(args: string[]): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) throw new ConfigError(USE_PG_DUMP);
  const dir = args[0] ?? config.backups?.dir;
  if (!dir || args.length > 1) {
    throw new ConfigError('Usage: npm run backup -- DIR (or set BACKUP_DIR)');
  }
  const { path, entries } = await takeBackup({
    dataDir: config.dataDir,
    backupsDir: resolve(dir),
    store: lowdbDataFolder,
  });
  console.log(`Backed up ${entries} ${entries === 1 ? 'entry' : 'entries'} to ${path}`);
}

// Node resolves the module's own URL through symlinks (a linked node_modules); compare alike.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main(process.argv.slice(2)).catch(reportToolFailure('backup'));
}
