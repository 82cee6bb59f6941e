import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kioskServerConfig } from './embeddedServer';
import { withKioskBackups } from './config';

const userDataDir = join('/home', 'booth', '.config', 'Synapse');

describe("the kiosk's backups", () => {
  it("are taken every hour into the data folder's backups/, the newest 24 kept", () => {
    const env = withKioskBackups({ KIOSK_PIN: '2468' }, userDataDir);
    expect(env).toMatchObject({
      KIOSK_PIN: '2468',
      BACKUP_DIR: join(userDataDir, 'data', 'backups'),
      BACKUP_EVERY: '1h',
    });
    expect(kioskServerConfig({ userDataDir, webRoot: null, env }).backups).toEqual({
      dir: join(userDataDir, 'data', 'backups'),
      everyMs: 3_600_000,
      keep: 24,
    });
  });

  it('follow BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP when they are set, and stop with off', () => {
    const env = withKioskBackups(
      { BACKUP_DIR: '/media/usb/synapse', BACKUP_EVERY: '15m', BACKUP_KEEP: '96' },
      userDataDir,
    );
    expect(kioskServerConfig({ userDataDir, webRoot: null, env }).backups).toEqual({
      dir: '/media/usb/synapse',
      everyMs: 900_000,
      keep: 96,
    });
    const off = withKioskBackups({ BACKUP_EVERY: 'off' }, userDataDir);
    expect(kioskServerConfig({ userDataDir, webRoot: null, env: off }).backups?.everyMs).toBeNull();
  });
});
