import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { restoreBackup } from '../backups/restoreBackup.js';
import { ConfigError, loadConfig } from '../config.js';
import { lowdbDataFolder } from '../store/assembly/lowdbDataFolder.js';
import { reportToolFailure } from './toolFailure.js';

/**
 * `npm run restore -- BACKUP`: a backup of `npm run backup` (or BACKUP_EVERY's) into DATA_DIR,
 * which must be empty or not exist yet; it is read back before anything is copied.
 */
async function main(args: string[]): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL is set: a PostgreSQL database is restored with pg_restore (docs/deployment.md).',
    );
  }
  const [backup] = args;
  if (!backup || args.length > 1) {
    throw new ConfigError('Usage: npm run restore -- path/to/synapse-backup-<time>');
  }
  const backupDir = resolve(backup);
  const { entries } = await restoreBackup({
    backupDir,
    dataDir: config.dataDir,
    store: lowdbDataFolder,
  });
  console.log(
    `Restored ${entries} ${entries === 1 ? 'entry' : 'entries'} from ${backupDir} into ` +
      `${config.dataDir}. Start the server with DATA_DIR=${config.dataDir}.`,
  );
}

// Node resolves the module's own URL through symlinks (a linked node_modules); compare alike.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main(process.argv.slice(2)).catch(reportToolFailure('restore'));
}
