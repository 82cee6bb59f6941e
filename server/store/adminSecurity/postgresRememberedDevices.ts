import type { Query } from '../postgres/readQuery.js';
import type { DeviceRecords, RememberedDevice } from './rememberedDevices.js';

interface DeviceRow {
  id: string;
  username: string;
  name: string;
  remembered_at: Date;
  last_used_at: Date;
}

const COLUMNS = 'id, username, name, remembered_at, last_used_at';

const toDevice = (row: DeviceRow): RememberedDevice => ({
  id: row.id,
  username: row.username,
  name: row.name,
  rememberedAt: row.remembered_at.toISOString(),
  lastUsedAt: row.last_used_at.toISOString(),
});

/** Remembered browsers in PostgreSQL (migration 35); removeUser deletes a person's with them. */
export function postgresRememberedDevices(query: Query): DeviceRecords {
  return {
    async keepDevice(device) {
      // A browser kept for another person (a shared computer) starts again as theirs.
      await query(
        `INSERT INTO remembered_devices (${COLUMNS}) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET
           name = excluded.name,
           last_used_at = excluded.last_used_at,
           remembered_at = CASE WHEN remembered_devices.username = excluded.username
             THEN remembered_devices.remembered_at ELSE excluded.remembered_at END,
           username = excluded.username`,
        [device.id, device.username, device.name, device.rememberedAt, device.lastUsedAt],
      );
    },

    async findDevice(id) {
      const [row] = await query<DeviceRow>(
        `SELECT ${COLUMNS} FROM remembered_devices WHERE id = $1`,
        [id],
      );
      return row && toDevice(row);
    },

    async listUserDevices(username) {
      const rows = await query<DeviceRow>(
        `SELECT ${COLUMNS} FROM remembered_devices WHERE username = $1 ORDER BY last_used_at DESC`,
        [username],
      );
      return rows.map(toDevice);
    },

    async forgetDevice(username, id) {
      const rows = await query(
        'DELETE FROM remembered_devices WHERE id = $1 AND username = $2 RETURNING id',
        [id, username],
      );
      return rows.length === 1;
    },
  };
}
