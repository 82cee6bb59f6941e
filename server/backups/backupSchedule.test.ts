import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog, type CapturedLog } from '../testing/logCapture.js';
import { tempFolders } from '../testing/tempFolders.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import { isBackupName } from './takeBackup.js';

const folder = tempFolders('synapse-schedule-test-');
let server: TestServer | undefined;
let log: CapturedLog | undefined;

afterEach(async () => {
  await server?.dispose();
  await log?.stop();
  server = log = undefined;
});

/** The backups the server said it wrote, oldest first. */
function written(captured: CapturedLog): { name: string; entries: number }[] {
  return captured
    .records()
    .filter((record) => String(record.msg).startsWith('Backup written to '))
    .map((record) => ({
      name: basename(/^Backup written to (\S+) /.exec(String(record.msg))![1]!),
      entries: Number(record.entries),
    }));
}

describe('BACKUP_EVERY', () => {
  it('backs the server up on schedule while it takes joins, keeping the newest BACKUP_KEEP', async () => {
    log = await captureLog('info');
    const backupsDir = join(await folder(), 'backups');
    server = await startTestServer({ backups: { dir: backupsDir, everyMs: 100, keep: 3 } });
    let joined = 0;
    await vi.waitFor(
      async () => {
        const answer = await request(`${server!.url}/api/waitlist/join`, {
          body: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: `visitor${(joined += 1)}@schedule.example`,
            hasConsented: true,
          },
        });
        expect(answer.status).toBe(201);
        expect(written(log!).length).toBeGreaterThanOrEqual(6);
      },
      { timeout: 20_000, interval: 20 },
    );
    await server.dispose();
    server = undefined;

    const backups = written(log);
    const kept = (await readdir(backupsDir)).filter(isBackupName).sort();
    expect(kept).toEqual(backups.slice(-3).map((backup) => backup.name));
    // Each one holds the joins made before it; the later, the more.
    const entries = backups.map((backup) => backup.entries);
    expect(entries).toEqual([...entries].sort((a, b) => a - b));
    expect(entries.at(-1)).toBeGreaterThan(entries[0]!);
    // Nothing half-written is left beside them.
    expect(await readdir(backupsDir)).toEqual(kept);
  });
});
