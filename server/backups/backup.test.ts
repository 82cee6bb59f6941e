import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lowdbDataFolder } from '../store/assembly/lowdbDataFolder.js';
import { tempFolders } from '../testing/tempFolders.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import { restoreBackup, RestoreRefusedError } from './restoreBackup.js';
import { takeBackup } from './takeBackup.js';

const folder = tempFolders('synapse-backup-test-');
const servers: TestServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.dispose();
});

async function serverWithJoins(emails: string[]): Promise<TestServer> {
  const server = await startTestServer();
  servers.push(server);
  for (const email of emails) {
    const joined = await request(`${server.url}/api/waitlist/join`, {
      body: { firstName: 'Ada', lastName: 'Lovelace', email, hasConsented: true },
    });
    expect(joined.status).toBe(201);
  }
  return server;
}

const EMAILS = ['one@backup.example', 'two@backup.example', 'three@backup.example'];

describe('npm run backup (takeBackup)', () => {
  it("writes DIR/synapse-backup-<UTC time>/ with the data folder's files, read back, while the server runs", async () => {
    const server = await serverWithJoins(EMAILS);
    const backupsDir = join(await folder(), 'backups');
    const backup = await takeBackup({
      dataDir: server.dataDir,
      backupsDir,
      store: lowdbDataFolder,
      now: new Date('2026-11-28T17:48:33.123Z'),
    });
    expect(backup).toEqual({
      path: join(backupsDir, 'synapse-backup-20261128T174833.123Z'),
      entries: 3,
    });
    expect(await readdir(backupsDir)).toEqual(['synapse-backup-20261128T174833.123Z']);
    expect(await readdir(backup.path)).toEqual(
      expect.arrayContaining(['db.json', 'session-secret']),
    );
    expect((await stat(backup.path)).mode & 0o777).toBe(0o700);
    // The server goes on taking joins.
    const after = await request(`${server.url}/api/waitlist/join`, {
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'four@backup.example',
        hasConsented: true,
      },
    });
    expect(after.status).toBe(201);
  });
});

describe('npm run restore (restoreBackup)', () => {
  it('restores into a new folder, where a server starts with every entry at its position', async () => {
    const source = await serverWithJoins(EMAILS);
    const { path } = await takeBackup({
      dataDir: source.dataDir,
      backupsDir: await folder(),
      store: lowdbDataFolder,
    });
    const dataDir = join(await folder(), 'restored');
    expect(await restoreBackup({ backupDir: path, dataDir, store: lowdbDataFolder })).toEqual({
      entries: 3,
    });
    const restored = await startTestServer({}, dataDir);
    servers.push(restored);
    for (const [index, email] of EMAILS.entries()) {
      const again = await request(`${restored.url}/api/waitlist/join`, {
        body: { firstName: 'Ada', lastName: 'Lovelace', email, hasConsented: true },
      });
      expect(again.body).toMatchObject({ position: index + 1, alreadyOnList: true });
    }
    expect(await readFile(join(dataDir, 'session-secret'), 'utf8')).toBe(
      await readFile(join(source.dataDir, 'session-secret'), 'utf8'),
    );
  });

  it('refuses a DATA_DIR that holds anything, says so, and leaves it as it was', async () => {
    const server = await serverWithJoins(EMAILS);
    const { path } = await takeBackup({
      dataDir: server.dataDir,
      backupsDir: await folder(),
      store: lowdbDataFolder,
    });
    const other = await folder();
    await writeFile(join(other, 'notes.txt'), 'keep me');
    for (const dataDir of [server.dataDir, other]) {
      const before = await readdir(dataDir);
      const restoring = restoreBackup({ backupDir: path, dataDir, store: lowdbDataFolder });
      await expect(restoring).rejects.toThrow(RestoreRefusedError);
      await expect(restoring).rejects.toThrow(/DATA_DIR .* is not empty .* empty or new folder/);
      expect(await readdir(dataDir)).toEqual(before);
    }
    expect(await readFile(join(other, 'notes.txt'), 'utf8')).toBe('keep me');
  });

  it('refuses a folder that is not a backup, and writes nothing', async () => {
    const dataDir = join(await folder(), 'data');
    await expect(
      restoreBackup({ backupDir: await folder(), dataDir, store: lowdbDataFolder }),
    ).rejects.toThrow(/no db\.json/);
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
